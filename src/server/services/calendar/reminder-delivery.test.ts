import { describe, expect, it } from 'vitest';
import { planReminderDelivery } from './reminder-delivery.js';

const base = {
  unsubscribed: false,
  occasionRemindersEmail: true,
  isBirthday: false,
  birthdayChannels: { inApp: true, email: true, push: false },
  pushReminders: false,
};

describe('planReminderDelivery (how a due reminder reaches its owner)', () => {
  it('emails by default, and pushes only when the recipient has push_reminders on', () => {
    expect(planReminderDelivery(base)).toEqual({ email: true, push: false });
    expect(planReminderDelivery({ ...base, pushReminders: true })).toEqual({ email: true, push: true });
  });

  it("sends no email when 'Occasion reminders' is off, and still pushes when push is on", () => {
    expect(planReminderDelivery({ ...base, occasionRemindersEmail: false })).toEqual({ email: false, push: false });
    expect(planReminderDelivery({ ...base, occasionRemindersEmail: false, pushReminders: true })).toEqual({ email: false, push: true });
  });

  it('sends no email to an address that unsubscribed from reminders, and still pushes when push is on', () => {
    expect(planReminderDelivery({ ...base, unsubscribed: true, pushReminders: true })).toEqual({ email: false, push: true });
  });

  it("a birthday's email also follows the grid's 'Birthday reminders' email switch; other occasions do not", () => {
    const noBirthdayEmail = { inApp: true, email: false, push: false };
    expect(planReminderDelivery({ ...base, isBirthday: true, birthdayChannels: noBirthdayEmail }).email).toBe(false);
    expect(planReminderDelivery({ ...base, isBirthday: false, birthdayChannels: noBirthdayEmail }).email).toBe(true);
  });
});
