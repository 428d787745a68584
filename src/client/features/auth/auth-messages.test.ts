import { describe, expect, it } from 'vitest';
import { errorFromNetworkFailure, errorFromResponse } from '#client/lib/api-client';
import { loginBannerFor, loginErrorMessage, resetEmailErrorMessage, serverFieldErrors, signupErrorMessage } from './auth-messages';

const server = (message: string, status = 400) => errorFromResponse(status, { error: { code: 'VALIDATION_ERROR', message } });
const offline = () => errorFromNetworkFailure(new TypeError('Failed to fetch'));

describe('signup error mapping (core-app.md 5)', () => {
  it('hides database trouble behind a support message', () => {
    expect(signupErrorMessage(server('Database error saving new user', 500))).toBe(
      'Account creation failed. Please try again or contact support.',
    );
  });

  it('passes a message about the email through', () => {
    expect(signupErrorMessage(server('User already exists. Use another email.'))).toBe('User already exists. Use another email.');
  });

  it("shows any other server message, or 'Signup failed. Please try again.'", () => {
    expect(signupErrorMessage(server('New registrations are currently closed.', 403))).toBe('New registrations are currently closed.');
    expect(signupErrorMessage(offline())).toBe('Signup failed. Please try again.');
    expect(signupErrorMessage(new Error('boom'))).toBe('Signup failed. Please try again.');
  });
});

describe('login and reset-email failures', () => {
  it("login uses the server message or 'Login failed'", () => {
    expect(loginErrorMessage(server('Invalid email or password', 401))).toBe('Invalid email or password');
    expect(loginErrorMessage(offline())).toBe('Login failed');
  });

  it("the reset email says 'Error: {message}' or the fallback", () => {
    expect(resetEmailErrorMessage(server('Too many requests', 429))).toBe('Error: Too many requests');
    expect(resetEmailErrorMessage(offline())).toBe('Error sending reset email. Please try again.');
  });
});

describe('serverFieldErrors', () => {
  it("returns the server's messages for this form's fields only", () => {
    const error = errorFromResponse(400, {
      error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { email: 'Bad email', token: 'Bad token' } },
    });
    expect(serverFieldErrors(error, ['name', 'email'] as const)).toEqual([['email', 'Bad email']]);
    expect(serverFieldErrors(offline(), ['email'] as const)).toEqual([]);
  });
});

describe('loginBannerFor (/login?message=…)', () => {
  it('has a banner for each message the app sends people to', () => {
    expect(loginBannerFor('email-verified', null)?.tone).toBe('success');
    expect(loginBannerFor('verify-email', null)?.title).toBe('Check your email');
    expect(loginBannerFor('password-updated', null)?.tone).toBe('success');
  });

  it('says so when the verification link failed', () => {
    expect(loginBannerFor('email-verified', 'TOKEN_EXPIRED')?.tone).toBe('destructive');
  });

  it('shows nothing for other values', () => {
    expect(loginBannerFor(null, null)).toBeNull();
    expect(loginBannerFor('<script>', null)).toBeNull();
  });
});
