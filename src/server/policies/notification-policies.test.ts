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

describe('notification policies', () => {
  const ada = person('ada');
  const admin = person('root', 'admin');
  const adasNotification = { userId: 'ada' };

  it('lets a signed-in person list and update their own, and no visitor', () => {
    for (const action of ['notifications:list', 'notifications:update-own'] as const) {
      expect(can(ada, action)).toBe(true);
      expect(can(null, action)).toBe(false);
    }
  });

  it.each(['notification:update', 'notification:delete'] as const)('%s: the owner only, admins included out', (action) => {
    expect(can(ada, action, adasNotification)).toBe(true);
    expect(can(person('grace'), action, adasNotification)).toBe(false);
    expect(can(admin, action, adasNotification)).toBe(false);
    expect(can(null, action, adasNotification)).toBe(false);
    // No resource, no decision in anyone's favour.
    expect(can(ada, action)).toBe(false);
    expect(can(ada, action, null)).toBe(false);
  });
});
