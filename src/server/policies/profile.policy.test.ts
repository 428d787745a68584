import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import { can } from './index.js';

const ana: Actor = { userId: 'ana', email: 'ana@example.com', role: 'user', sessionId: 's1', emailVerified: true };
const admin: Actor = { userId: 'root', email: 'root@example.com', role: 'admin', sessionId: 's2', emailVerified: true };

describe('profile policies', () => {
  it('lets a signed-in person read and change their own profile only', () => {
    for (const action of ['profile:read', 'profile:update'] as const) {
      expect(can(ana, action)).toBe(true);
      expect(can(ana, action, { userId: 'ana' })).toBe(true);
      expect(can(ana, action, { userId: 'bo' })).toBe(false);
      // Admins manage people through the admin area, not by editing their profile here.
      expect(can(admin, action, { userId: 'ana' })).toBe(false);
      expect(can(null, action)).toBe(false);
      expect(can(null, action, { userId: 'ana' })).toBe(false);
    }
  });
});

describe('media policies', () => {
  it('shows public media to anyone and other media to its owner only', () => {
    expect(can(null, 'media:read', { isPublic: true, ownerId: 'ana' })).toBe(true);
    expect(can(ana, 'media:read', { isPublic: false, ownerId: 'ana' })).toBe(true);
    expect(can(admin, 'media:read', { isPublic: false, ownerId: 'ana' })).toBe(false);
    expect(can(null, 'media:read', { isPublic: false, ownerId: 'ana' })).toBe(false);
    expect(can(ana, 'media:read', { isPublic: false, ownerId: null })).toBe(false);
    expect(can(ana, 'media:read')).toBe(false);
  });
});
