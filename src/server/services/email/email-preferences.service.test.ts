import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, EmailPreferencesInput } from '#shared/schemas/email-preferences.js';
import { mergeEmailPreferences } from './email-preferences.service.js';

describe('default email preferences', () => {
  it('follow the admin document: reminders 7 days ahead, price drops immediate, newsletter and marketing off', () => {
    expect(DEFAULT_EMAIL_PREFERENCES.reminderTiming).toEqual({ occasions: 7, priceDrops: 'immediate' });
    expect(DEFAULT_EMAIL_PREFERENCES.emailNotifications.newsletter).toBe(false);
    expect(DEFAULT_EMAIL_PREFERENCES.emailNotifications.marketing).toBe(false);
    expect(DEFAULT_EMAIL_PREFERENCES.emailNotifications.occasionReminders).toBe(true);
  });
});

describe('mergeEmailPreferences', () => {
  it('changes only the given switches', () => {
    const next = mergeEmailPreferences(DEFAULT_EMAIL_PREFERENCES, {
      emailNotifications: { newsletter: true },
      reminderTiming: { occasions: 14 },
    });
    expect(next.emailNotifications).toEqual({ ...DEFAULT_EMAIL_PREFERENCES.emailNotifications, newsletter: true });
    expect(next.reminderTiming).toEqual({ occasions: 14, priceDrops: 'immediate' });
    expect(next.pushNotifications).toEqual(DEFAULT_EMAIL_PREFERENCES.pushNotifications);
  });

  it('fills switches missing from stored data with the defaults and drops unknown ones', () => {
    const next = mergeEmailPreferences(DEFAULT_EMAIL_PREFERENCES, {
      emailNotifications: { marketing: true, retired: true },
    });
    expect(next.emailNotifications.marketing).toBe(true);
    expect(next.emailNotifications.systemUpdates).toBe(true);
    expect(next.emailNotifications).not.toHaveProperty('retired');
  });

  it('falls back to the base when stored data has the wrong type', () => {
    expect(mergeEmailPreferences(DEFAULT_EMAIL_PREFERENCES, { reminderTiming: { occasions: 'soon' } })).toEqual(
      DEFAULT_EMAIL_PREFERENCES,
    );
  });
});

describe('EmailPreferencesInput', () => {
  it('accepts a partial change and refuses unknown fields and bad values, naming them', () => {
    expect(EmailPreferencesInput.safeParse({ pushNotifications: { priceDrops: false } }).success).toBe(true);
    const bad = EmailPreferencesInput.safeParse({ reminderTiming: { occasions: 0, priceDrops: 'hourly' } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toEqual(['reminderTiming.occasions', 'reminderTiming.priceDrops']);
    expect(EmailPreferencesInput.safeParse({ emailNotifications: { spam: true } }).success).toBe(false);
  });
});
