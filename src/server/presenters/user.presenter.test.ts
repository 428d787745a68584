import { describe, expect, it } from 'vitest';
import { presentMe } from './user.presenter.js';

const user = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  emailVerified: true,
  image: null,
  createdAt: new Date('2030-01-01T00:00:00Z'),
  updatedAt: new Date('2030-01-01T00:00:00Z'),
  role: 'admin',
  banned: false,
  banReason: null,
  banExpires: null,
  lastSignInAt: null,
  lastActiveAt: null,
};

describe('presentMe', () => {
  it('uses the fallback profile when none is saved, and shows no account internals', () => {
    const me = presentMe({ ...user, name: '' }, null);
    expect(me).toEqual({
      id: 'u1',
      name: 'ann',
      email: 'ann@example.com',
      role: 'admin',
      emailVerified: true,
      createdAt: '2030-01-01T00:00:00.000Z',
      avatarUrl: null,
      profile: { name: 'ann', interests: [], personalityTraits: [], ageRange: null, gender: null, birthday: null, onboardingCompleted: false },
    });
  });

  it('links the avatar image when the profile has one', () => {
    const profile = {
      userId: 'u1',
      interests: [],
      personalityTraits: [],
      ageRange: null,
      gender: null,
      birthday: null,
      onboardingCompleted: true,
      avatarMediaId: '0b6f7c1e-9a51-4c3e-8f4e-2d1a3b5c7d9e',
      subscriptionStatus: 'free',
      timeZone: null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
    expect(presentMe(user, profile).avatarUrl).toBe('/api/media/0b6f7c1e-9a51-4c3e-8f4e-2d1a3b5c7d9e');
  });

  it('gives an unknown role user rights', () => {
    expect(presentMe({ ...user, role: 'superuser' }, null).role).toBe('user');
  });
});
