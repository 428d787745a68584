import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { NEW_PASSWORD_TOO_SHORT_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../auth/password.js';
import { RequestPasswordResetInput, ResetPasswordInput, SignInInput, SignUpInput } from './auth.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth input schemas', () => {
  it('uses the spec texts for passwords', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 6 characters');
    expect(NEW_PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 6 characters long.');
    expect(AUTH_MESSAGES.signInLocked).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('sign-up needs a name, a valid email and 6 characters of password', () => {
    expect(SignUpInput.safeParse({ name: 'Ann', email: ' Ann@Example.com ', password: '123456' })).toMatchObject({
      success: true,
      data: { name: 'Ann', email: 'Ann@Example.com', password: '123456' },
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
    expect(ResetPasswordInput.safeParse({ newPassword: '123456', token: 't' }).success).toBe(true);
    expect(Object.keys(issues(ResetPasswordInput.safeParse({ newPassword: '123456' })))).toEqual(['token']);
  });
});
