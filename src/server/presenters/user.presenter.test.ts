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
      profile: { name: 'ann', interests: [], personalityTraits: [], ageRange: null, gender: null, birthday: null, onboardingCompleted: false },
    });
  });

  it('gives an unknown role user rights', () => {
    expect(presentMe({ ...user, role: 'superuser' }, null).role).toBe('user');
  });
});
