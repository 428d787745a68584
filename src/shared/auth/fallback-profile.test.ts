import { describe, expect, it } from 'vitest';
import { fallbackDisplayName, fallbackProfile } from './fallback-profile.js';

describe('fallback user (profile row missing)', () => {
  it('takes the name from the account, else the email before the @, else User', () => {
    expect(fallbackDisplayName('Ann Example', 'ann@example.com')).toBe('Ann Example');
    expect(fallbackDisplayName('  Ann  ', 'ann@example.com')).toBe('Ann');
    expect(fallbackDisplayName('', 'jo.smith@example.com')).toBe('jo.smith');
    expect(fallbackDisplayName(null, 'jo@example.com')).toBe('jo');
    expect(fallbackDisplayName('  ', '@example.com')).toBe('User');
    expect(fallbackDisplayName(undefined, undefined)).toBe('User');
  });

  it('has empty interests and onboarding not completed', () => {
    expect(fallbackProfile(null, 'kim@example.com')).toEqual({
      name: 'kim',
      interests: [],
      personalityTraits: [],
      ageRange: null,
      gender: null,
      birthday: null,
      onboardingCompleted: false,
    });
  });
});
