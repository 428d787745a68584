import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '#shared/calendar/dates.js';
import {
  birthdayProblem,
  ChangePasswordInput,
  DeleteAccountInput,
  latestBirthday,
  onboardingInput,
  PROFILE_MESSAGES,
  updateProfileInput,
} from './profile.js';

const noon = new Date('2026-06-15T12:00:00Z');

describe('birthday rules', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('15/06/2026')).toBe(false);
    expect(isCalendarDate('2026-6-1')).toBe(false);
  });

  it('allows a birthday that is today anywhere on Earth (UTC+14), not later', () => {
    expect(latestBirthday(noon)).toBe('2026-06-16');
    expect(latestBirthday(new Date('2026-06-15T09:59:59Z'))).toBe('2026-06-15');
    expect(birthdayProblem('2026-06-16', noon)).toBeNull();
    expect(birthdayProblem('2026-06-17', noon)).toBe(PROFILE_MESSAGES.birthdayFuture);
  });

  it('refuses dates before 1900 and things that are not dates', () => {
    expect(birthdayProblem('1899-12-31', noon)).toBe(PROFILE_MESSAGES.birthdayTooEarly);
    expect(birthdayProblem('1900-01-01', noon)).toBeNull();
    expect(birthdayProblem('soon', noon)).toBe(PROFILE_MESSAGES.birthdayFormat);
  });
});

describe('profile update input', () => {
  const schema = updateProfileInput(noon);

  it('takes the choice lists and drops duplicates', () => {
    expect(schema.parse({ interests: ['Music', 'Music', 'DIY/Crafts'], personalityTraits: ['Tech-savvy'] })).toEqual({
      interests: ['Music', 'DIY/Crafts'],
      personalityTraits: ['Tech-savvy'],
    });
  });

  it('reports an unknown entry on the list itself', () => {
    const result = schema.safeParse({ interests: ['Music', 'Yodelling'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['interests'], message: 'Unknown interest: Yodelling' });
  });

  it('is case-sensitive, as the spec lists are', () => {
    expect(schema.safeParse({ interests: ['music'] }).success).toBe(false);
    expect(schema.safeParse({ gender: 'Female' }).success).toBe(false);
  });

  it('refuses keys it does not know', () => {
    const result = schema.safeParse({ role: 'admin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].code).toBe('unrecognized_keys');
  });

  it('trims the name and refuses a blank one', () => {
    expect(schema.parse({ name: '  Ana  ' })).toEqual({ name: 'Ana' });
    expect(schema.safeParse({ name: ' ' }).success).toBe(false);
  });
});

describe('onboarding input', () => {
  it('defaults to completed and accepts skipped', () => {
    expect(onboardingInput(noon).parse({})).toEqual({ outcome: 'completed' });
    expect(onboardingInput(noon).parse({ outcome: 'skipped', ageRange: '65+' })).toEqual({ outcome: 'skipped', ageRange: '65+' });
    expect(onboardingInput(noon).safeParse({ outcome: 'later' }).success).toBe(false);
  });
});

describe('change password input', () => {
  it('applies the 6-character rule and wants a different password', () => {
    expect(ChangePasswordInput.safeParse({ currentPassword: 'old-one', newPassword: 'new-one' }).success).toBe(true);
    expect(ChangePasswordInput.safeParse({ currentPassword: 'old-one', newPassword: '12345' }).error?.issues[0].message).toBe(
      'Password must be at least 6 characters',
    );
    expect(ChangePasswordInput.safeParse({ currentPassword: 'same-one', newPassword: 'same-one' }).error?.issues[0].path).toEqual([
      'newPassword',
    ]);
  });
});

describe('delete account input', () => {
  it('takes the typed word DELETE or a password', () => {
    expect(DeleteAccountInput.safeParse({ confirm: 'DELETE' }).success).toBe(true);
    expect(DeleteAccountInput.safeParse({ confirm: ' DELETE ' }).success).toBe(true);
    expect(DeleteAccountInput.safeParse({ password: 'secret' }).success).toBe(true);
  });

  it('refuses nothing, another word, or a wrong word beside a password', () => {
    for (const body of [{}, { confirm: 'delete' }, { confirm: 'yes' }, { confirm: 'nope', password: 'secret' }, { password: '' }]) {
      const result = DeleteAccountInput.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['confirm'], message: 'Type DELETE to confirm' });
    }
  });
});
