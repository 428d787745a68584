import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/constants/choice-lists.js';
import { DEFAULT_EMAIL_PREFERENCES, SENT_EMAIL_SWITCHES } from '#shared/schemas/email-preferences.js';
import { emailSwitchFor, planDelivery } from './delivery-plan.js';

const on = { inApp: true, email: true, push: true };
const base = { type: 'friend_request', channels: on, emailPreferences: DEFAULT_EMAIL_PREFERENCES, emailVerified: true };

describe('planDelivery (which channels a notification uses)', () => {
  it('follows the three switches of the type, each on its own', () => {
    expect(planDelivery(base)).toEqual({ inApp: true, email: true, push: true });
    expect(planDelivery({ ...base, channels: { inApp: false, email: false, push: true } })).toEqual({ inApp: false, email: false, push: true });
    expect(planDelivery({ ...base, channels: { inApp: true, email: true, push: false } })).toEqual({ inApp: true, email: true, push: false });
  });

  it('emails only a verified address', () => {
    expect(planDelivery({ ...base, emailVerified: false }).email).toBe(false);
  });

  it('emails only when the matching email-preferences switch is on too', () => {
    const noSocial = { ...DEFAULT_EMAIL_PREFERENCES, emailNotifications: { ...DEFAULT_EMAIL_PREFERENCES.emailNotifications, socialActivity: false } };
    expect(planDelivery({ ...base, emailPreferences: noSocial }).email).toBe(false);
    expect(planDelivery({ ...base, type: 'gift_recommendation', emailPreferences: noSocial }).email).toBe(true);
  });


  it('maps each type to its email-preferences switch; unknown types to system updates', () => {
    expect(emailSwitchFor('birthday_reminder')).toBe('occasionReminders');
    expect(emailSwitchFor('gift_recommendation')).toBe('giftRecommendations');
    expect(emailSwitchFor('friend_request')).toBe('socialActivity');
    expect(emailSwitchFor('wishlist_update')).toBe('socialActivity');
    expect(emailSwitchFor('achievement')).toBe('socialActivity');
    expect(emailSwitchFor('welcome')).toBe('systemUpdates');
    expect(emailSwitchFor('something_new')).toBe('systemUpdates');
  });

  it('the email switches the profile shows are exactly those some email follows: the reminders and the notification types', () => {
    const followed = new Set<string>(['occasionReminders', ...NOTIFICATION_TYPES.map((type) => emailSwitchFor(type))]);
    expect(new Set(SENT_EMAIL_SWITCHES)).toEqual(followed);
  });
});

describe('planDelivery for a due reminder (decision 174: the same decider, no channel handled elsewhere)', () => {
  const noEmails = { ...DEFAULT_EMAIL_PREFERENCES, emailNotifications: { ...DEFAULT_EMAIL_PREFERENCES.emailNotifications, occasionReminders: false } };
  const birthdayDefaults = { inApp: true, email: true, push: false };
  const reminder = { unsubscribed: false, isBirthday: false, pushReminders: false };
  const due = { type: 'birthday_reminder', channels: birthdayDefaults, emailPreferences: DEFAULT_EMAIL_PREFERENCES, emailVerified: false, reminder };

  it('emails by default (its own email, verified or not), with no in-app notification for an occasion that is not a birthday', () => {
    expect(planDelivery(due)).toEqual({ inApp: false, email: true, push: false });
  });

  it('a birthday also gets its in-app notification, following the grid row', () => {
    expect(planDelivery({ ...due, reminder: { ...reminder, isBirthday: true } })).toEqual({ inApp: true, email: true, push: false });
    expect(planDelivery({ ...due, channels: { ...birthdayDefaults, inApp: false }, reminder: { ...reminder, isBirthday: true } }).inApp).toBe(false);
  });

  it('pushes when the recipient has push_reminders on, or for a birthday when the grid push switch is on, once either way', () => {
    expect(planDelivery({ ...due, reminder: { ...reminder, pushReminders: true } }).push).toBe(true);
    expect(planDelivery({ ...due, channels: { ...birthdayDefaults, push: true }, reminder: { ...reminder, isBirthday: true } }).push).toBe(true);
    // The grid's birthday row does not speak for other occasions.
    expect(planDelivery({ ...due, channels: { ...birthdayDefaults, push: true } }).push).toBe(false);
  });

  it("sends no email when 'Occasion reminders' is off or the address unsubscribed, and still pushes when push is on", () => {
    expect(planDelivery({ ...due, emailPreferences: noEmails, reminder: { ...reminder, pushReminders: true } })).toEqual({ inApp: false, email: false, push: true });
    expect(planDelivery({ ...due, reminder: { ...reminder, unsubscribed: true, pushReminders: true } })).toEqual({ inApp: false, email: false, push: true });
  });

  it("a birthday's email also follows the grid's 'Birthday reminders' email switch; other occasions do not", () => {
    const noBirthdayEmail = { ...birthdayDefaults, email: false };
    expect(planDelivery({ ...due, channels: noBirthdayEmail, reminder: { ...reminder, isBirthday: true } }).email).toBe(false);
    expect(planDelivery({ ...due, channels: noBirthdayEmail }).email).toBe(true);
  });
});
