import { describe, expect, it } from 'vitest';
import { presentCalendarEvent, presentOccasion, presentReminder } from './calendar.presenter.js';
import type { OccasionRow } from '#server/services/calendar/occasion.service.js';
import type { ReminderRow } from '#server/services/calendar/reminder.service.js';

const at = new Date('2026-01-01T00:00:00Z');
const occasion: OccasionRow = {
  id: 'o1',
  ownerId: 'ada',
  recipientId: 'r1',
  title: "Sam's birthday",
  name: null,
  type: 'birthday',
  date: '2004-02-29',
  recurringAnnually: true,
  isBirthday: true,
  isActive: true,
  createdAt: at,
  updatedAt: at,
};
const reminder: ReminderRow = {
  id: 'm1',
  userId: 'ada',
  recipientId: 'r1',
  occasionId: 'o1',
  recipientName: 'Sam',
  recipientEmail: null,
  occasion: "Sam's birthday",
  occasionDate: '2027-02-28',
  reminderDate: '2027-02-21',
  reminderDays: 7,
  isActive: true,
  emailSent: false,
  sentAt: null,
  emailOutboxId: null,
  createdAt: at,
  updatedAt: at,
};

describe('calendar presenters', () => {
  it("derives the reminder's state and send time in the person's zone, and leaves owner columns out", () => {
    const shown = presentReminder(reminder, '2027-02-22', 'Asia/Tokyo');
    expect(shown).toMatchObject({ isDue: true, isOverdue: true, sendAt: '2027-02-21T00:00:00.000Z', reminderDays: 7 });
    expect(shown).not.toHaveProperty('userId');
    expect(shown).not.toHaveProperty('emailOutboxId');
    expect(presentReminder(reminder, '2027-02-21', 'UTC')).toMatchObject({ isDue: true, isOverdue: false, sendAt: '2027-02-21T09:00:00.000Z' });
  });

  it('gives an occasion its next date (Feb 29 on Feb 28) and the chip name', () => {
    const shown = presentOccasion({ occasion, recipientName: 'Sam', reminders: [reminder] }, '2027-01-30', 'UTC');
    expect(shown).toMatchObject({ name: "Sam's birthday", next_date: '2027-02-28', days_until: 29, is_birthday: true, recipient_name: 'Sam' });
    expect(shown).not.toHaveProperty('ownerId');
    expect(shown.reminders).toHaveLength(1);
  });

  it('counts days until a calendar event from today', () => {
    expect(presentCalendarEvent({ occasion, recipientName: 'Sam', date: '2028-02-29' }, '2028-02-01')).toMatchObject({ date: '2028-02-29', days_until: 28, type: 'birthday' });
  });
});
