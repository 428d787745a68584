import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { can } from './index';

const person = (userId: string, role: Actor['role'] = 'user'): Actor => ({
  userId,
  email: `${userId}@example.com`,
  role,
  sessionId: `s-${userId}`,
  emailVerified: true,
});

describe('default wishlist, recipient and recommendation policies', () => {
  const ada = person('ada');
  const admin = person('root', 'admin');
  const adasRow = { userId: 'ada' };

  it.each([
    'default-wishlist:read',
    'default-wishlist:update',
    'recipients:list',
    'recipients:create',
    'recommendations:list',
    'recommendations:create',
  ] as const)('%s: anyone signed in, no visitor', (action) => {
    expect(can(ada, action)).toBe(true);
    expect(can(null, action)).toBe(false);
  });

  it.each(['recipient:read', 'recommendation:read', 'recommendation:update'] as const)('%s: the owner only, admins included out', (action) => {
    expect(can(ada, action, adasRow)).toBe(true);
    expect(can(person('grace'), action, adasRow)).toBe(false);
    expect(can(admin, action, adasRow)).toBe(false);
    expect(can(null, action, adasRow)).toBe(false);
    expect(can(ada, action)).toBe(false);
  });
});
