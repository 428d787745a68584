import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, errorLogs, recipients, recommendationRuns, userProfiles, users } from '#server/db/schema/index.js';
import { createErrorLogService } from '#server/services/errors/error-log.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 8, items 4 and 6: NUL characters and lone surrogates are refused with a 400 naming the field (never a
 * 500), an error log entry can always be written, and tokens never reach the request log or error_logs.
 */
const NUL = '\u0000';
const LONE = '\uD800';

describe('hostile text and what the logs keep', () => {
  let t: TestApp;
  let person: TestUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      logStream: { write: (line) => void logLines.push(line) },
      beforeReady: (app) => {
        app.get('/api/test/boom/*', async () => {
          throw new Error(`exploded on ${NUL} and ${LONE}`);
        });
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.ctx.errorLog = createErrorLogService({ db: t.db, enabled: true, now: t.ctx.now });
    person = await signUpVerifiedUser(t);
    logLines.length = 0;
  });

  /** A JSON body written by hand, so that a lone surrogate arrives as the escape \ud800. */
  const http = requests(() => t);
  const send = (method: 'POST' | 'PATCH', url: string, json: string, cookie?: string) =>
    http.send(method, url, json, cookie, { headers: { 'content-type': 'application/json' } });

  async function rowCounts() {
    const [u, p, r, runs, c, e] = await Promise.all([
      t.db.select().from(users),
      t.db.select().from(userProfiles),
      t.db.select().from(recipients),
      t.db.select().from(recommendationRuns),
      t.db.select().from(emailOutbox),
      t.db.select().from(errorLogs),
    ]);
    return [u.length, p.length, r.length, runs.length, c.length, e.length];
  }

  function expectRefused(res: { statusCode: number; json(): any; body: string }, field: string) {
    expect({ field, status: res.statusCode, body: res.statusCode === 400 ? '' : res.body }).toEqual({ field, status: 400, body: '' });
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: `Invalid input: ${field}`, fields: { [field]: 'Contains a character that is not allowed' } },
    });
  }

  it('refuses them on the routes the attack found, with a 400 naming the field, writing nothing', async () => {
    const before = await rowCounts();
    expectRefused(await http.get('/api/products?q=ab%00cd'), 'q');
    const contact = JSON.stringify({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Reminder emails', message: `Hello there ${NUL} friends, a long enough message.` });
    expectRefused(await send('POST', '/api/contact', contact), 'message');
    expectRefused(await send('POST', '/api/recipients', '{"name":"Sam\\ud800"}', person.cookie), 'name');
    expectRefused(await send('POST', '/api/recipients', JSON.stringify({ name: 'Sam', additional_info: `x${NUL}` }), person.cookie), 'additional_info');
    const profile = { name: 'Sam', age: '26-35', gender: 'female', relationship: 'Friend', occasion: 'Birthday', budget: { min: 20, max: 100 }, interests: ['Travel'], personalityTraits: [], additionalInfo: `photos${NUL}` };
    expectRefused(await send('POST', '/api/recommendations', JSON.stringify({ profile }), person.cookie), 'profile.additionalInfo');
    expectRefused(await send('PATCH', '/api/profile', '{"name":"\\udc00Ann"}', person.cookie), 'name');
    expectRefused(await send('POST', '/api/auth/reset-password', JSON.stringify({ newPassword: 'a-real-new-one', token: `abc${NUL}` })), 'token');
    expectRefused(await send('POST', '/api/auth/sign-in/email', JSON.stringify({ email: 'a@example.com', password: `pw${NUL}pw` })), 'password');
    // Fields no shared schema describes: a key of a record, a Better Auth body passed through as it is.
    expectRefused(await send('POST', '/api/errors', JSON.stringify({ errorMessage: 'x', context: { [`k${NUL}`]: 1 } })), 'context.k\uFFFD');
    expectRefused(await send('POST', '/api/auth/revoke-session', JSON.stringify({ token: `t${NUL}` }), person.cookie), 'token');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses JSON nested too deeply with a 400 on every JSON route, signed out too, never a 500 (issue 17)', async () => {
    const before = await rowCounts();
    const deep = (levels: number) => `{"context":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    for (const url of ['/api/contact', '/api/errors', '/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await send('POST', url, deep(20_000));
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({
        error: { code: 'VALIDATION_ERROR', message: 'Invalid input: context', fields: { context: 'Nested more than 64 levels deep' } },
      });
    }
    // Signed in as well, and just past the cap.
    expect((await send('PATCH', '/api/profile', deep(64), person.cookie)).statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers an unreadable request in the catalogue shape, never Fastify\'s own or UNKNOWN_ERROR (item 12)', async () => {
    const unsupported = await http.post('/api/contact', '<a/>', undefined, { headers: { 'content-type': 'text/xml' } });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'This content type is not accepted here.' } });

    for (const url of ['/api/recipients/%E0%A4%A', '/api/recipients/%ED%A0%80', '/%E0%A4%A']) {
      const badUrl = await http.get(url, person);
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Please check your input and try again.' } });
    }

    const tooLarge = await http.post('/api/contact', `"${'x'.repeat(7 * 1024 * 1024)}"`, undefined, { headers: { 'content-type': 'application/json' } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Request body is too large' } });
  });

  it('writes an error log entry even when the error text holds them', async () => {
    const res = await http.get('/api/test/boom/x');
    expect(res.statusCode).toBe(500);
    await t.ctx.errorLog.settled();
    const [row] = await t.db.select().from(errorLogs);
    expect(row.errorMessage).toBe('exploded on \uFFFD and \uFFFD');
    expect(t.ctx.errorLog.pending()).toBe(0);
  });

  it('keeps reset and verification tokens out of the request log and error_logs (item 4)', async () => {
    const resetToken = 'Rst0ken0123456789abcdefg';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InNlY3JldCJ9.c2lnbmF0dXJlLXZhbHVlLXh5eg';
    await http.get(`/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password`);
    await http.get(`/api/auth/verify-email?token=${jwt}&callbackURL=%2Flogin`);
    await http.get(`/api/test/boom/reset-password/${resetToken}?token=${jwt}`);
    await t.ctx.errorLog.settled();

    const log = logLines.join('');
    expect(log).toContain('/api/auth/reset-password/REDACTED?callbackURL=%2Freset-password');
    expect(log).toContain('/api/auth/verify-email?token=REDACTED');
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(jwt);
    const [row] = await t.db.select().from(errorLogs);
    expect(row.url).toBe('/api/test/boom/reset-password/REDACTED?token=REDACTED');
  });
});
