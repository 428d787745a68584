import { randomBytes, randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '#server/auth/auth.js';
import { ROUTES } from '#shared/routes.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/**
 * Issue 17, section 3: the request log held share, claim-manage, wishlist-invitation and social-invite tokens in
 * clear, and stolen tokens made an editor and a friend. Every path with a token parameter, as the app itself
 * registered it (Fastify's routes, Better Auth's endpoints under /api/auth, the pages of the route registry), is
 * requested here with a token, and the token must appear nowhere in what the request log wrote.
 */
const TOKEN_PARAM = /^(?:.*token.*|secret|code|key|signature)$/i;

interface TokenRoute {
  method: HTTPMethods;
  path: string;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
const hasTokenParam = (path: string) => paramsOf(path).some((name) => TOKEN_PARAM.test(name));

describe('the request log redacts capability tokens', () => {
  let t: TestApp;
  let person: TestUser;
  const logLines: string[] = [];
  const registered: TokenRoute[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      logStream: { write: (line) => void logLines.push(line) },
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, path: route.url });
      },
    });
    person = await signUpVerifiedUser(t);
  });
  afterAll(() => t.close());

  /** Every method and path with a token parameter the app answers, from its own route tables. */
  function tokenRoutes(): TokenRoute[] {
    const api = registered.filter((r) => hasTokenParam(r.path));
    const auth = Object.values(t.ctx.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((endpoint) => endpoint.path && hasTokenParam(endpoint.path))
      .flatMap((endpoint) => [endpoint.options?.method ?? 'GET'].flat().map((method) => ({ method: method as HTTPMethods, path: `${AUTH_BASE_PATH}${endpoint.path}` })));
    const pages = ROUTES.filter((r) => hasTokenParam(r.path)).map((r) => ({ method: 'GET' as const, path: r.path }));
    const seen = new Set<string>();
    return [...api, ...auth, ...pages].filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  it('finds the token routes of every kind of link', () => {
    const paths = tokenRoutes().map((r) => r.path);
    for (const expected of [
      '/api/wishlists/shared/:token',
      '/api/claims/manage/:token',
      '/api/wishlist-invitations/by-token/:token/accept',
      '/api/social/invite-links/:token/accept',
      '/api/calendar/feed/:token',
      '/api/auth/reset-password/:token',
      '/wishlists/shared/:token',
      '/wishlists/invitations/:token',
      '/claims/manage/:token',
      '/social/invite/:token',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('writes no token of any token route into the request log, signed in or out', async () => {
    const leaks: string[] = [];
    for (const route of tokenRoutes()) {
      for (const cookie of [undefined, person.cookie]) {
        const token = randomBytes(32).toString('base64url');
        const url = route.path.replace(/:(\w+)/g, (_, name: string) => (TOKEN_PARAM.test(name) ? token : randomUUID()));
        logLines.length = 0;
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        const log = logLines.join('');
        // The log really was written for this request, and the token's place in it says REDACTED.
        expect(log, `${route.method} ${route.path}`).toContain('"msg":"incoming request"');
        if (log.includes(token) || !log.includes('REDACTED')) leaks.push(`${route.method} ${route.path} (${res.statusCode})`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
