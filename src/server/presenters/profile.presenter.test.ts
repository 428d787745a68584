import { describe, expect, it } from 'vitest';
import { presentProfile } from './profile.presenter.js';

const user = {
  id: 'u1',
  name: '',
  email: 'kim@example.com',
  emailVerified: true,
  image: null,
  createdAt: new Date('2030-01-01T00:00:00Z'),
  updatedAt: new Date('2030-01-01T00:00:00Z'),
  role: 'user',
  banned: false,
  banReason: null,
  banExpires: null,
  lastSignInAt: null,
  lastActiveAt: null,
};

describe('presentProfile', () => {
  it('is the fallback user when no profile is saved', () => {
    expect(presentProfile({ user, profile: null, hasPassword: false })).toEqual({
      id: 'u1',
      name: 'kim',
      email: 'kim@example.com',
      avatarUrl: null,
      interests: [],
      personalityTraits: [],
      ageRange: null,
      gender: null,
      birthday: null,
      onboardingCompleted: false,
      hasPassword: false,
    });
  });

  it('shows the saved profile with its avatar address and no internals', () => {
    const profile = {
      userId: 'u1',
      interests: ['Art'],
      personalityTraits: ['Social'],
      ageRange: '36-50',
      gender: 'male',
      birthday: '1980-05-05',
      onboardingCompleted: true,
      avatarMediaId: '11111111-2222-4333-8444-555555555555',
      subscriptionStatus: 'free',
      timeZone: null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
    const shown = presentProfile({ user: { ...user, name: 'Kim Park' }, profile, hasPassword: true });
    expect(shown).toMatchObject({ name: 'Kim Park', avatarUrl: '/api/media/11111111-2222-4333-8444-555555555555', ageRange: '36-50' });
    expect(shown).not.toHaveProperty('subscriptionStatus');
    expect(shown).not.toHaveProperty('avatarMediaId');
  });
});
