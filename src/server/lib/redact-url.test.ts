import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides reset tokens in the path and tokens in the query (issue 8, item 4)', () => {
    expect(redactUrl('/api/auth/reset-password/AbCdEf0123456789xyzABCDE?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/REDACTED?callbackURL=%2Freset-password',
    );
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2lnbmF0dXJlLXZhbHVl&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=REDACTED&callbackURL=%2Flogin',
    );
    expect(redactUrl('https://giftwise.example/reset-password?token=abc#frag')).toBe('https://giftwise.example/reset-password?token=REDACTED');
    expect(redactUrl('/api/auth/callback/google?code=4%2F0AX&state=xyz')).toBe('/api/auth/callback/google?code=REDACTED&state=REDACTED');
    expect(redactUrl('/api/unsubscribe/one-click?token=signed.value')).toBe('/api/unsubscribe/one-click?token=REDACTED');
    // The private calendar feed's secret (issue 11); the management route itself stays readable.
    expect(redactUrl('/api/calendar/feed/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c.ics')).toBe('/api/calendar/feed/REDACTED');
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(redactUrl('/x/eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2lnbmF0dXJlLXZhbHVl/y')).toBe('/x/REDACTED/y');
  });

  it('hides the capability tokens of share, claim, invitation and invite links, pages and API alike (issue 17)', () => {
    const token = 'Zq3kT0yM1w8pX5uV2sR7nB4cD6eF9gH0jK1lL2mN3oP';
    for (const [url, redacted] of [
      [`/wishlists/shared/${token}`, '/wishlists/shared/REDACTED'],
      [`/api/wishlists/shared/${token}/items/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11/claims`, '/api/wishlists/shared/REDACTED/items/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11/claims'],
      [`/claims/manage/${token}`, '/claims/manage/REDACTED'],
      [`/api/claims/manage/${token}/confirm`, '/api/claims/manage/REDACTED/confirm'],
      [`/wishlists/invitations/${token}`, '/wishlists/invitations/REDACTED'],
      [`/api/wishlist-invitations/by-token/${token}/accept`, '/api/wishlist-invitations/by-token/REDACTED/accept'],
      [`https://giftwise.example/social/invite/${token}?from=email`, 'https://giftwise.example/social/invite/REDACTED?from=email'],
      [`/api/social/invite-links/${token}/accept`, '/api/social/invite-links/REDACTED/accept'],
    ]) {
      expect(redactUrl(url)).toBe(redacted);
    }
    // The routes beside them keep their ids: only the token segment goes.
    expect(redactUrl('/api/social/invites/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11')).toBe('/api/social/invites/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11');
    expect(redactUrl('/api/claims/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11')).toBe('/api/claims/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11');
  });

  it('keeps everything else', () => {
    expect(redactUrl('/search?q=socks')).toBe('/search?q=socks');
    expect(redactUrl('/api/recipients/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11')).toBe('/api/recipients/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11');
    expect(redactUrl(undefined)).toBeNull();
    expect(redactUrl('/a'.repeat(10), 5)).toBe('/a/a/');
  });
});
