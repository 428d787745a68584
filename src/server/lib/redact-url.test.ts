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

  it('keeps everything else', () => {
    expect(redactUrl('/search?q=socks')).toBe('/search?q=socks');
    expect(redactUrl('/api/recipients/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11')).toBe('/api/recipients/3f0e2a52-8c3c-4b8e-9d55-0f0c2c0f1a11');
    expect(redactUrl(undefined)).toBeNull();
    expect(redactUrl('/a'.repeat(10), 5)).toBe('/a/a/');
  });
});
