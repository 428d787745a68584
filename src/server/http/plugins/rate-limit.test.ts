import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, rateLimitClassOf, rateLimitKey, scaledLimit } from './rate-limit.js';

const req = (method: string, url: string, rateLimit?: unknown) =>
  ({ method, url, routeOptions: { config: rateLimit === undefined ? {} : { rateLimit } } }) as Parameters<
    typeof rateLimitClassOf
  >[0];

describe('rateLimitClassOf', () => {
  it.each([
    ['/api/auth/sign-in/email', 'auth-sign-in'],
    ['/api/auth/sign-up/email', 'auth-sign-up'],
    ['/api/auth/request-password-reset', 'auth-password'],
    ['/api/auth/reset-password', 'auth-password'],
    ['/api/auth/send-verification-email', 'auth-verify-email'],
    ['/api/auth/sign-in/email?x=1', 'auth-sign-in'],
    ['/api/auth/sign-in/email/', 'auth-sign-in'],
  ])('POST %s counts as %s', (url, routeClass) => {
    expect(rateLimitClassOf(req('POST', url))).toBe(routeClass);
  });

  it.each([
    ['/api/auth/./sign-in/email', 'auth-sign-in'],
    ['/api/auth/%2e/sign-in/email', 'auth-sign-in'],
    ['/api/auth/%2E%2E/auth/sign-in/email', 'auth-sign-in'],
    ['/api/auth/sign-in\\email', 'auth-sign-in'],
    ['/api/auth/x\\..\\sign-in/email', 'auth-sign-in'],
    ['/api/auth/./sign-up/email', 'auth-sign-up'],
    ['/api/auth/x/../request-password-reset', 'auth-password'],
    ['/api/auth/%2e/reset-password', 'auth-password'],
    ['/api/auth/%2e/change-password', 'auth-password'],
    ['/api/auth/x\\..\\send-verification-email', 'auth-verify-email'],
  ])('another spelling, POST %s, still counts as %s (the path Better Auth resolves)', (url, routeClass) => {
    expect(rateLimitClassOf(req('POST', url))).toBe(routeClass);
  });

  it('an auth path keeps its auth class even when a route says otherwise (the catch-all mount)', () => {
    expect(rateLimitClassOf(req('POST', '/api/auth/sign-in/email', 'api-write'))).toBe('auth-sign-in');
  });

  it('gives image uploads their own class, stricter than other writes and always on (issue 8, item 7)', () => {
    expect(rateLimitClassOf(req('POST', '/api/profile/avatar', 'uploads'))).toBe('uploads');
    const perMinute = (c: keyof typeof RATE_LIMITS) => RATE_LIMITS[c].max / (RATE_LIMITS[c].windowMs / 60_000);
    expect(perMinute('uploads')).toBeLessThan(perMinute('api-write'));
    expect(RATE_LIMITS.uploads.auth).toBe(true);
  });

  it('uses the class a route declares', () => {
    expect(rateLimitClassOf(req('POST', '/api/contact', 'contact'))).toBe('contact');
    expect(rateLimitClassOf(req('POST', '/api/errors', 'errors-report'))).toBe('errors-report');
  });

  it('exempts a route that says rateLimit: false', () => {
    expect(rateLimitClassOf(req('GET', '/api/health', false))).toBeNull();
  });

  it('other API requests are reads or writes by method', () => {
    expect(rateLimitClassOf(req('GET', '/api/wishlists'))).toBe('api-read');
    expect(rateLimitClassOf(req('HEAD', '/api/wishlists'))).toBe('api-read');
    expect(rateLimitClassOf(req('POST', '/api/wishlists'))).toBe('api-write');
    expect(rateLimitClassOf(req('DELETE', '/api/wishlists/1'))).toBe('api-write');
    expect(rateLimitClassOf(req('GET', '/api/auth/get-session'))).toBe('api-read');
    expect(rateLimitClassOf(req('POST', '/api/auth/sign-out'))).toBe('api-write');
  });

  it('pages and static files are not limited', () => {
    expect(rateLimitClassOf(req('GET', '/'))).toBeNull();
    expect(rateLimitClassOf(req('GET', '/assets/app.js'))).toBeNull();
    expect(rateLimitClassOf(req('GET', '/apiary'))).toBeNull();
  });
});

describe('limits', () => {
  it('sign-in follows the spec default of 10 per 60 s', () => {
    expect(RATE_LIMITS['auth-sign-in']).toMatchObject({ max: 10, windowMs: 60_000 });
  });

  it('every limit is multiplied by RATE_LIMIT_SCALE, never below 1', () => {
    expect(scaledLimit('auth-sign-in', 1)).toBe(10);
    expect(scaledLimit('auth-sign-in', 1000)).toBe(10_000);
    expect(scaledLimit('auth-sign-in', 0.5)).toBe(5);
    expect(scaledLimit('auth-sign-in', 0.001)).toBe(1);
  });

  it('only the auth classes, uploads, the wishlist emails and social invites ignore the API Rate Limiting switch', () => {
    const authClasses = Object.entries(RATE_LIMITS)
      .filter(([, rule]) => rule.auth)
      .map(([name]) => name);
    expect(authClasses.sort()).toEqual(['auth-password', 'auth-sign-in', 'auth-sign-up', 'auth-verify-email', 'social-invites', 'uploads', 'wishlist-emails']);
  });

  it('keys by class and client address', () => {
    expect(rateLimitKey('contact', '203.0.113.9')).toBe('contact:203.0.113.9');
  });
});
