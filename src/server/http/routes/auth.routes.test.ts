import { describe, expect, it } from 'vitest';
import { toCommonErrorBody, withoutSessionTokens } from './auth.routes.js';

describe('Better Auth errors in the common shape', () => {
  it('maps the status to the catalogue code and keeps the message', () => {
    expect(toCommonErrorBody(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toEqual({
      error: { code: 'AUTHENTICATION_ERROR', message: 'Invalid email or password' },
    });
    expect(toCommonErrorBody(403, { code: 'INVALID_ORIGIN', message: 'Invalid origin' }).error.code).toBe('PERMISSION_DENIED');
    expect(toCommonErrorBody(422, { message: 'x' }).error.code).toBe('VALIDATION_ERROR');
    expect(toCommonErrorBody(429, { message: 'Too many requests' }).error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(toCommonErrorBody(500, {}).error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Service is currently unavailable. Please try again later.' });
  });

  it('names fields from Better Auth validation messages', () => {
    const body = toCommonErrorBody(400, {
      code: 'VALIDATION_ERROR',
      message: '[body.newPassword] Invalid input: expected string, received undefined; [body.currentPassword] Required',
    });
    expect(body.error.fields).toEqual({ newPassword: 'Invalid input: expected string, received undefined', currentPassword: 'Required' });
  });

  it('falls back to the catalogue message when there is none', () => {
    expect(toCommonErrorBody(404, null).error).toEqual({ code: 'RESOURCE_NOT_FOUND', message: 'The requested item was not found.' });
  });
});

describe('session tokens never reach the browser in JSON', () => {
  it('removes the token of sign-in, get-session and list-sessions answers', () => {
    expect(withoutSessionTokens({ redirect: false, token: 'abc', user: { id: 'u' } })).toEqual({ redirect: false, user: { id: 'u' } });
    expect(withoutSessionTokens({ session: { id: 's', token: 'abc', userId: 'u' }, user: { id: 'u' } })).toEqual({
      session: { id: 's', userId: 'u' },
      user: { id: 'u' },
    });
    expect(withoutSessionTokens([{ id: 's1', token: 'a' }, { id: 's2', token: 'b' }])).toEqual([{ id: 's1' }, { id: 's2' }]);
    expect(withoutSessionTokens(null)).toBeNull();
    expect(withoutSessionTokens({ status: true })).toEqual({ status: true });
  });
});
