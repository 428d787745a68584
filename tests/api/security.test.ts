import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '#server/config/settings.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/** Security headers, the HTTPS redirect and HSTS, no-store on the API, and the Origin check. */
const HTTPS_ORIGIN = 'https://giftwise.example';
const httpsSettings = (trustProxy: boolean): Partial<Settings> => ({
  baseUrl: HTTPS_ORIGIN,
  origin: HTTPS_ORIGIN,
  isHttps: true,
  isLoopback: false,
  trustProxy,
});

function cspOf(headers: Record<string, unknown>): Map<string, string> {
  const text = String(headers['content-security-policy']);
  return new Map(
    text.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('security on plain-HTTP localhost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = cspOf(res.headers);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
    // Upgrading requests on plain-HTTP localhost would break every asset.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends nosniff, the referrer policy and no framing on every response, pages included', async () => {
    for (const url of ['/api/health', '/some/page', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('does not redirect or send HSTS when BASE_URL is http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks every API response no-store', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['cache-control']).toBe('no-store');
    const withCookie = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'a=b' } });
    expect(withCookie.headers['cache-control']).toBe('no-store');
    const error = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(error.headers['cache-control']).toBe('no-store');
  });

  describe('Origin check on cookie-bearing writes to /api', () => {
    const body = { errorCode: 'UNKNOWN_ERROR', errorMessage: 'x' };

    it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses %s with a cookie and no Origin (403 PERMISSION_DENIED)', async (method) => {
      const res = await t.app.inject({ method, url: '/api/errors', headers: { cookie: 'giftwise.session_token=x' }, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'PERMISSION_DENIED', message: "You don't have permission to perform this action." },
      });
    });

    it('refuses a cookie-bearing write from another origin', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: { cookie: 'giftwise.session_token=x', origin: 'https://evil.example' },
        payload: body,
      });
      expect(res.statusCode).toBe(403);
    });

    it('refuses an origin that only starts like ours', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: { cookie: 'a=b', origin: `${TEST_ORIGIN}.evil.example` },
        payload: body,
      });
      expect(res.statusCode).toBe(403);
    });

    it('accepts a cookie-bearing write from our origin', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/errors', headers: { cookie: 'a=b', origin: TEST_ORIGIN }, payload: body });
      expect(res.statusCode).toBe(202);
    });

    it('does not check writes without a cookie, nor reads', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/errors', payload: body })).statusCode).toBe(202);
      expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'a=b' } })).statusCode).toBe(200);
    });

    it('checks the auth endpoints too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: 'giftwise.session_token=x', origin: 'https://evil.example' },
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PERMISSION_DENIED');
    });

    it('exempts only the one-click unsubscribe endpoint', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/unsubscribe/one-click?token=nope',
        headers: { cookie: 'a=b', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).not.toBe(403);
      const other = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', headers: { cookie: 'a=b' }, payload: {} });
      expect(other.statusCode).toBe(403);
    });
  });
});

describe('security with an HTTPS BASE_URL behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: httpsSettings(true) });
  });
  afterAll(() => t.close());

  it('redirects a plain-HTTP request to the same path on the HTTPS origin (301)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wishlists?sort=new',
      headers: { 'x-forwarded-proto': 'http', host: 'attacker.example' },
    });
    expect(res.statusCode).toBe(301);
    // The target is BASE_URL's origin, never the Host header.
    expect(res.headers.location).toBe(`${HTTPS_ORIGIN}/wishlists?sort=new`);
  });

  it('serves HTTPS requests with HSTS and upgrade-insecure-requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(cspOf(res.headers).has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets a load balancer probe /api/health over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.statusCode).toBe(200);
  });

  it('compares Origin with the HTTPS origin', async () => {
    const body = { errorCode: 'UNKNOWN_ERROR', errorMessage: 'x' };
    const headers = { 'x-forwarded-proto': 'https', cookie: 'a=b' };
    const ours = await t.app.inject({ method: 'POST', url: '/api/errors', headers: { ...headers, origin: HTTPS_ORIGIN }, payload: body });
    expect(ours.statusCode).toBe(202);
    const plain = await t.app.inject({ method: 'POST', url: '/api/errors', headers: { ...headers, origin: 'http://giftwise.example' }, payload: body });
    expect(plain.statusCode).toBe(403);
  });
});

describe('security with an HTTPS BASE_URL and TRUST_PROXY off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: httpsSettings(false) });
  });
  afterAll(() => t.close());

  it('does not believe a forged X-Forwarded-Proto: the plain connection is redirected', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${HTTPS_ORIGIN}/`);
  });
});
