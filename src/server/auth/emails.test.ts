import { describe, expect, it } from 'vitest';
import { alreadyRegisteredEmail, passwordResetEmail, signInPausedEmail, verificationEmail } from './emails.js';

describe('account emails', () => {
  const url = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Flogin';

  it('carry the link in both HTML and text', () => {
    for (const mail of [verificationEmail({ name: 'Ann', url, hours: 24 }), passwordResetEmail({ name: 'Ann', url })]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url.replace(/&/g, '&amp;'));
      expect(mail.text).toMatch(/^Hi Ann,/);
      expect(mail.html).not.toMatch(/unsubscribe/i);
    }
    expect(verificationEmail({ name: 'Ann', url, hours: 24 }).subject).toBe('Confirm your email address');
    // The lifetime is stated, and where a new link comes from once it is over.
    expect(verificationEmail({ name: 'Ann', url, hours: 24 }).text).toContain('The link works for 24 hours.');
    expect(verificationEmail({ name: 'Ann', url, hours: 24 }).html).toContain('Resend verification email');
    expect(passwordResetEmail({ name: 'Ann', url }).subject).toBe('Reset your password');
  });

  it('escapes the person’s name in HTML', () => {
    const mail = verificationEmail({ name: '<script>alert(1)</script>', url, hours: 24 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('greets without a name when there is none', () => {
    expect(passwordResetEmail({ name: '  ', url }).text).toMatch(/^Hi,/);
  });

  it('tells the owner of a taken address how to sign in', () => {
    const mail = alreadyRegisteredEmail({ name: 'Dee', signInUrl: 'http://localhost:3000/login' });
    expect(mail.subject).toBe('You already have a Giftwise account');
    expect(mail.text).toContain('Sign in: http://localhost:3000/login');
    expect(mail.text).toContain('Forgot password?');
  });

  it('tell the owner why sign-in is paused and that a new password ends the pause (decision 178)', () => {
    const mail = signInPausedEmail({ name: 'Ann', url: 'http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password' });
    expect(mail.subject).toBe('Sign-in to your account is paused');
    expect(mail.text).toContain('http://localhost:3000/api/auth/reset-password/abc');
    expect(mail.text).toContain('that ends the pause at once');
    expect(mail.text).toContain('Forgot password?');
    expect(mail.html).not.toMatch(/unsubscribe/i);
  });
});
