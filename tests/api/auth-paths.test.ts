import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, sessions, signInAttempts, users, verifications } from '#server/db/schema/index.js';
import { signIn, signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { listenForRawRequests, type RawRequestOptions, type RawResponse } from '../support/raw-http.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

/**
 * Issue 8, item 1: Better Auth routes on `new URL(request.url).pathname`, which removes dot segments, decodes
 * %2e and reads `\` as `/`. Every other spelling of an /api/auth path is refused with 404 before anything runs,
 * so that the lockout, the rate-limit class and the schema checks (which key on the path) cannot be skipped.
 * The requests go over a socket: app.inject would normalise the URL before the app sees it.
 */

/** The spellings the security test used, for an endpoint path under /api/auth (without the leading slash). */
function spellings(endpoint: string): string[] {
  const withBackslashes = endpoint.replaceAll('/', '\\');
  return [
    `/api/auth/./${endpoint}`,
    `/api/auth/%2e/${endpoint}`,
    `/api/auth/%2E/${endpoint}`,
    `/api/auth/%2E%2E/auth/${endpoint}`,
    `/api/auth/x/../${endpoint}`,
    `/api/auth/x\\..\\${endpoint}`,
    `/api/auth/x\\..\\${withBackslashes}`,
    ...(endpoint.includes('/') ? [`/api/auth/${withBackslashes}`] : []),
    `/api/auth/${endpoint}#fragment`,
  ];
}

const PASSWORD = 'right-password-1';

describe('other spellings of an /api/auth path', () => {
  let t: TestApp;
  let person: TestUser;
  let raw: (options: RawRequestOptions) => Promise<RawResponse>;
  beforeAll(async () => {
    t = await createTestApp();
    raw = await listenForRawRequests(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.ctx.siteSettings.invalidate();
    person = await signUpVerifiedUser(t, { email: 'paths@example.com', password: PASSWORD });
  });

  async function counts() {
    const [u, s, o, v, a] = await Promise.all([
      t.db.select().from(users),
      t.db.select().from(sessions),
      t.db.select().from(emailOutbox),
      t.db.select().from(verifications),
      t.db.select().from(signInAttempts),
    ]);
    return { users: u.length, sessions: s.length, outbox: o.length, verifications: v.length, attempts: a.length };
  }

  const bodies: Record<string, (p: TestUser) => Record<string, unknown>> = {
    'sign-up/email': () => ({ name: 'x'.repeat(1_000), email: 'new-person@example.com', password: PASSWORD }),
    'sign-in/email': (p) => ({ email: p.email, password: PASSWORD }),
    'request-password-reset': (p) => ({ email: p.email, redirectTo: 'https://evil.example/steal' }),
    'reset-password': () => ({ newPassword: '      ', token: 'not-a-token' }),
    'change-password': (p) => ({ currentPassword: p.password, newPassword: '      ' }),
    'send-verification-email': (p) => ({ email: p.email, callbackURL: 'https://evil.example/' }),
  };

  for (const [endpoint, body] of Object.entries(bodies)) {
    it(`refuses every other spelling of /api/auth/${endpoint} with 404, writing nothing`, async () => {
      const before = await counts();
      for (const url of spellings(endpoint)) {
        const res = await raw({ method: 'POST', path: url, headers: { origin: TEST_ORIGIN, cookie: person.cookie }, payload: body(person) });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.json()).toEqual({ error: { code: 'RESOURCE_NOT_FOUND', message: 'The requested item was not found.' } });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect(await counts()).toEqual(before);
    });
  }

  it('keeps a locked account locked whatever the spelling', async () => {
    for (let i = 0; i < 5; i++) await signIn(t, person.email, 'wrong-password');
    for (const url of spellings('sign-in/email')) {
      const res = await raw({ method: 'POST', path: url, headers: { origin: TEST_ORIGIN }, payload: { email: person.email, password: PASSWORD } });
      expect(res.statusCode).toBe(404);
    }
    expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(429);
  });

  it('still answers the canonical spelling, with a query string', async () => {
    const res = await raw({
      method: 'POST',
      path: '/api/auth/sign-in/email?unused=1',
      headers: { origin: TEST_ORIGIN },
      payload: { email: person.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses other spellings of GET endpoints too (the reset link, the session)', async () => {
    for (const url of [...spellings('get-session'), '/api/auth/x/../reset-password/abc?callbackURL=%2Freset-password']) {
      const res = await raw({ method: 'GET', path: url, headers: { cookie: person.cookie } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
