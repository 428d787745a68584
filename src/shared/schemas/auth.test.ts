import { describe, expect, it } from 'vitest';
import { signInLockedMessage } from '#shared/auth/messages.js';
import { COMMON_PASSWORDS } from '#shared/auth/common-passwords.js';
import {
  newPasswordProblem,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '#shared/auth/password.js';
import { RequestPasswordResetInput, ResetPasswordInput, SignInInput, SignUpInput } from './auth.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth input schemas', () => {
  it('uses the spec texts for passwords', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 6 characters');
    expect(NEW_PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 6 characters long.');
    // The lockout answers in the catalogue's rate-limit words (issue 8, item 12).
    expect(signInLockedMessage(900)).toBe('Please wait 900 seconds before trying again.');
    expect(signInLockedMessage(0)).toBe('Please wait 1 seconds before trying again.');
  });

  it('refuses new passwords of only blank characters or among the most common, keeping the minimum of 6 (issue 8)', () => {
    const base = { name: 'Ann', email: 'ann@example.com' };
    for (const password of ['      ', '\t\t\t\t\t\t', '  \n    ']) {
      expect(issues(SignUpInput.safeParse({ ...base, password }))).toEqual({ password: PASSWORD_BLANK_MESSAGE });
      expect(issues(ResetPasswordInput.safeParse({ newPassword: password, token: 't' }))).toEqual({ newPassword: PASSWORD_BLANK_MESSAGE });
    }
    for (const password of ['123456', 'password', 'PassWord', 'qwerty123', 'iloveyou']) {
      expect(issues(SignUpInput.safeParse({ ...base, password }))).toEqual({ password: PASSWORD_TOO_COMMON_MESSAGE });
    }
    // Spaces inside a real password are fine; so is a password that merely contains a common word.
    expect(newPasswordProblem('  my gift list  ')).toBeNull();
    expect(newPasswordProblem('password-for-ann-1984')).toBeNull();
    expect(COMMON_PASSWORDS.length).toBe(1000);
    expect(COMMON_PASSWORDS.every((p) => p.length >= PASSWORD_MIN_LENGTH && p === p.toLowerCase())).toBe(true);
    // Signing in with an existing password never meets this rule.
    expect(SignInInput.safeParse({ email: 'ann@example.com', password: '123456' }).success).toBe(true);
  });

  it('sign-up needs a name, a valid email and 6 characters of password', () => {
    expect(SignUpInput.safeParse({ name: 'Ann', email: ' Ann@Example.com ', password: 'ann-1984' })).toMatchObject({
      success: true,
      data: { name: 'Ann', email: 'Ann@Example.com', password: 'ann-1984' },
    });
    expect(issues(SignUpInput.safeParse({ name: ' ', email: 'nope', password: '12345' }))).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(issues(SignUpInput.safeParse({}))).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('caps emails at 254 characters and passwords at 128', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(issues(SignInInput.safeParse({ email: long, password: 'x' }))).toEqual({ email: 'Email must be at most 254 characters' });
    expect(issues(SignUpInput.safeParse({ name: 'A', email: 'a@example.com', password: 'x'.repeat(129) }))).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });

  it('sign-in needs an email and a password of any length', () => {
    expect(SignInInput.safeParse({ email: 'a@example.com', password: '1' }).success).toBe(true);
    expect(issues(SignInInput.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
  });

  it('forgot-password needs an email; reset needs 6 characters and a token', () => {
    expect(issues(RequestPasswordResetInput.safeParse({}))).toEqual({ email: 'Please enter your email address' });
    expect(issues(ResetPasswordInput.safeParse({ newPassword: '12345', token: 't' }))).toEqual({
      newPassword: 'Password must be at least 6 characters long.',
    });
    expect(ResetPasswordInput.safeParse({ newPassword: 'ann-1984', token: 't' }).success).toBe(true);
    expect(Object.keys(issues(ResetPasswordInput.safeParse({ newPassword: 'ann-1984' })))).toEqual(['token']);
  });
});
