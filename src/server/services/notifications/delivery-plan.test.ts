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

  it('leaves out what the caller covers itself', () => {
    expect(planDelivery({ ...base, handledElsewhere: ['email', 'push'] })).toEqual({ inApp: true, email: false, push: false });
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
