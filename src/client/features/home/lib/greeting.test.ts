import { describe, expect, it } from 'vitest';
import { homeGreeting } from './greeting';

const person = (onboardingCompleted: boolean, name = 'Grace Hopper') => ({
  name,
  profile: { name, interests: [], personalityTraits: [], ageRange: null, gender: null, birthday: null, onboardingCompleted },
});

describe('homeGreeting (issue 19)', () => {
  it("says 'Welcome' on the first sign-in, before onboarding was finished or skipped", () => {
    expect(homeGreeting(person(false))).toBe('Welcome, Grace');
  });

  it("says 'Welcome back' once onboarding is done", () => {
    expect(homeGreeting(person(true))).toBe('Welcome back, Grace');
  });

  it('has no greeting when signed out or without a name', () => {
    expect(homeGreeting(null)).toBeNull();
    expect(homeGreeting(person(true, '  '))).toBeNull();
  });
});
