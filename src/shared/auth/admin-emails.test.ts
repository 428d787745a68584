import { describe, expect, it } from 'vitest';
import { isAdminEmail, roleAfterSignIn } from './admin-emails.js';

describe('ADMIN_EMAILS', () => {
  const list = ['boss@example.com', ' Ops@Example.com '];

  it('matches addresses without regard to case or spaces', () => {
    expect(isAdminEmail('BOSS@example.com', list)).toBe(true);
    expect(isAdminEmail('ops@example.com ', list)).toBe(true);
    expect(isAdminEmail('someone@example.com', list)).toBe(false);
    expect(isAdminEmail('boss@example.com', [])).toBe(false);
  });

  it('only ever raises a role', () => {
    expect(roleAfterSignIn('user', 'boss@example.com', list)).toBe('admin');
    expect(roleAfterSignIn('moderator', 'boss@example.com', list)).toBe('admin');
    expect(roleAfterSignIn('moderator', 'x@example.com', list)).toBe('moderator');
    expect(roleAfterSignIn('admin', 'x@example.com', list)).toBe('admin');
  });
});
