import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, resetPasswordProblem, signupSchema } from './auth-schemas';

/** The first message per field, as react-hook-form shows them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('signup form (core-app.md 5)', () => {
  const valid = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'ada-1815', confirmPassword: 'ada-1815' };

  it('accepts four filled, matching fields with a 6-character password', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it('requires all four fields', () => {
    expect(messages(signupSchema.safeParse({ name: '', email: '', password: '', confirmPassword: '' }))).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      password: 'Please enter a password',
      confirmPassword: 'Please confirm your password',
    });
  });

  it("says 'Password must be at least 6 characters' below six", () => {
    expect(messages(signupSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses a password of only spaces or a very common one, as the server does (issue 8)', () => {
    expect(messages(signupSchema.safeParse({ ...valid, password: '      ', confirmPassword: '      ' }))).toEqual({
      password: 'Password cannot be only spaces',
    });
    expect(messages(signupSchema.safeParse({ ...valid, password: 'Password', confirmPassword: 'Password' }))).toEqual({
      password: 'This password is too common. Please choose one that is harder to guess.',
    });
  });

  it("says 'Passwords do not match', even while another field is still empty", () => {
    expect(messages(signupSchema.safeParse({ ...valid, confirmPassword: 'ada-1816' }))).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(messages(signupSchema.safeParse({ ...valid, name: '', confirmPassword: 'other1' }))).toEqual({
      name: 'Please enter your full name',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('checks the email format', () => {
    expect(messages(signupSchema.safeParse({ ...valid, email: 'not-an-email' }))).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('login form', () => {
  it('requires the email and the password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
    expect(loginSchema.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(true);
  });
});

describe('forgot-password form', () => {
  it("says 'Please enter your email address' when empty", () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: ' ' }))).toEqual({ email: 'Please enter your email address' });
  });
});

describe('reset-password form (checked in the spec order)', () => {
  it('reports missing fields first', () => {
    expect(resetPasswordProblem({ newPassword: '', confirmPassword: 'abc' })).toEqual({
      title: 'Missing Fields',
      message: 'Please fill in all fields.',
      fields: ['newPassword'],
    });
    expect(resetPasswordProblem({ newPassword: '', confirmPassword: '' })?.fields).toEqual(['newPassword', 'confirmPassword']);
  });

  it('then a blank or very common password (issue 8)', () => {
    expect(resetPasswordProblem({ newPassword: '       ', confirmPassword: '       ' })).toEqual({
      title: 'Choose Another Password',
      message: 'Password cannot be only spaces',
      fields: ['newPassword'],
    });
    expect(resetPasswordProblem({ newPassword: 'qwerty123', confirmPassword: 'qwerty123' })).toMatchObject({
      message: 'This password is too common. Please choose one that is harder to guess.',
    });
    expect(resetPasswordProblem({ newPassword: 'ada-1815', confirmPassword: 'ada-1815' })).toBeNull();
  });

  it('then a mismatch, before the length', () => {
    expect(resetPasswordProblem({ newPassword: 'abc', confirmPassword: 'abd' })).toMatchObject({
      title: "Passwords Don't Match",
      message: 'Please make sure your passwords match.',
    });
  });

  it('then the minimum of 6', () => {
    expect(resetPasswordProblem({ newPassword: 'abcde', confirmPassword: 'abcde' })).toMatchObject({
      title: 'Password Too Short',
      message: 'Password must be at least 6 characters long.',
    });
    expect(resetPasswordProblem({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
