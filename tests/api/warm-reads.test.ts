import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.js';
import { createSiteSettingsService } from '#server/services/settings/site-settings.service.js';
import { suspendUser } from '#server/services/users/account.service.js';
import { signedSessionToken } from '#server/auth/session-cookie.js';
import { linkFrom, outboxFor, requestPasswordReset, signUpVerifiedUser } from '../support/auth-helpers.js';
import { onServer } from '../support/migrated-template.js';
import { createScratchDatabase, POSTGRES_SERVER_URL, type ScratchDatabase } from '../support/scratch-postgres.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 9, item 5: a warm signed-out GET /api/bestsellers makes no database call, and a signed-in read spends one
 * on who is asking (the session joined with its person), which keeps signing out everywhere, a suspension and a
 * password reset ending a session at once. Every query drizzle sends is counted (tests/support/test-app.ts).
 */
describe('warm reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /** The queries the given requests send, after everything before them settled. */
  async function queriesOf(run: () => Promise<unknown>): Promise<string[]> {
    const before = t.queries.count;
    await run();
    const sent = t.queries.count - before;
    return sent === 0 ? [] : t.queries.recent.slice(-sent);
  }

  const { get, post } = requests(() => t);

  it('a warm signed-out GET /api/bestsellers makes no database call, and is still counted by the limiter', async () => {
    const first = await get('/api/bestsellers');
    expect(first.statusCode).toBe(200);
    expect(first.json().products.length).toBeGreaterThan(0);
    await get('/api/bestsellers');

    let third: Awaited<ReturnType<typeof get>> | undefined;
    const sent = await queriesOf(async () => {
      third = await get('/api/bestsellers');
    });
    expect(sent).toEqual([]);
    expect(third!.statusCode).toBe(200);
    expect(third!.json()).toEqual(first.json());
    // The limiter still counted it, in memory.
    expect(Number(third!.headers['ratelimit-remaining'])).toBeLessThan(Number(first.headers['ratelimit-remaining']));
  });

  it('reads the site settings once, then from memory', async () => {
    t.ctx.siteSettings.invalidate();
    expect(await queriesOf(() => t.ctx.siteSettings.get())).toHaveLength(1);
    expect(await queriesOf(() => t.ctx.siteSettings.get())).toEqual([]);
    expect(await queriesOf(() => get('/api/site-config'))).toEqual([]);
  });

  it('a signed-in read spends one query on the session: the session joined with its person', async () => {
    const person = await signUpVerifiedUser(t);
    // The first request stamps activity (at most once a minute); the warm ones after it do not.
    await get('/api/notifications/counts', person.cookie);

    const sessionOnly = await queriesOf(async () => {
      const res = await get('/api/notifications/counts', person.cookie);
      expect(res.statusCode).toBe(200);
    });
    const sessionQueries = sessionOnly.filter((q) => /from "sessions?"/i.test(q));
    expect(sessionQueries).toHaveLength(1);
    expect(sessionQueries[0]).toMatch(/inner join "users"/i);
    // Nothing else about who is asking: no settings read, no activity write, no second user lookup.
    expect(sessionOnly.filter((q) => /"site_settings"|update "sessions"|from "users"/i.test(q))).toEqual([]);
  });

  it('a signed-out read with no cookie asks nothing about a session', async () => {
    await get('/api/notifications/counts');
    expect(await queriesOf(() => get('/api/notifications/counts'))).toEqual([]);
  });

  it('a cookie with a forged signature is signed out without a query', async () => {
    const person = await signUpVerifiedUser(t);
    const token = signedSessionToken(person.cookie, { secret: t.ctx.settings.authSecret, secure: false })!;
    const forged = `better-auth.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    let res: Awaited<ReturnType<typeof get>> | undefined;
    expect(await queriesOf(async () => {
      res = await get('/api/me', forged);
    })).toEqual([]);
    expect(res!.statusCode).toBe(401);
  });

  describe('a session still ends at once', () => {
    it('when the person signs out everywhere', async () => {
      const person = await signUpVerifiedUser(t);
      expect((await get('/api/me', person.cookie)).statusCode).toBe(200);
      const revoked = await post('/api/auth/revoke-sessions', {}, person);
      expect(revoked.statusCode).toBe(200);
      expect((await get('/api/me', person.cookie)).statusCode).toBe(401);
    });

    it('when the account is suspended', async () => {
      const person = await signUpVerifiedUser(t);
      expect((await get('/api/me', person.cookie)).statusCode).toBe(200);
      await suspendUser(t.db, person.id, 'Suspended by admin');
      expect((await get('/api/me', person.cookie)).statusCode).toBe(401);
    });

    it('when the password is reset', async () => {
      const person = await signUpVerifiedUser(t);
      expect((await get('/api/me', person.cookie)).statusCode).toBe(200);
      await requestPasswordReset(t, person.email);
      const [mail] = await outboxFor(t, person.email, 'reset-password');
      const token = linkFrom(mail.text, '/api/auth/reset-password/').split('/').pop()!.split('?')[0];
      const reset = await post('/api/auth/reset-password', { newPassword: 'a-brand-new-passphrase-7', token });
      expect(reset.statusCode).toBe(200);
      expect((await get('/api/me', person.cookie)).statusCode).toBe(401);
    });
  });
});

/**
 * Two instances on one PostgreSQL server (issue 9, item 5): each opens the database as main.ts does (a pool and a
 * LISTEN connection of its own) and keeps the settings in memory; a change made on one reaches the other within
 * a second. Runs against TEST_DATABASE_URL's server, or the local one (127.0.0.1:5432, as CI provides).
 */
describe('site settings across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let scratch: ScratchDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    scratch = await createScratchDatabase('giftwise_settings');
    first = await openDatabase({ url: scratch.url, poolSize: 2 });
    second = await openDatabase({ url: scratch.url, poolSize: 2, migrate: false });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await scratch?.drop();
  });

  it('a change made on one instance reaches the other within a second, and warm reads skip the database', async () => {
    let secondQueries = 0;
    const counted = new Proxy(second.db, {
      get(target, property, receiver) {
        if (property === 'select') secondQueries++;
        return Reflect.get(target, property, receiver);
      },
    });
    const one = createSiteSettingsService(first.db, { listen: first.listen });
    const other = createSiteSettingsService(counted, { listen: second.listen });
    await Promise.all([one.ready, other.ready]);

    expect((await other.get()).apiRateLimiting).toBe(true);
    expect((await other.get()).apiRateLimiting).toBe(true);
    expect(secondQueries).toBe(1);

    const changedAt = Date.now();
    await one.set('apiRateLimiting', false);
    while ((await other.get()).apiRateLimiting && Date.now() - changedAt < 2_000) await new Promise((r) => setTimeout(r, 10));
    expect((await other.get()).apiRateLimiting).toBe(false);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });

  it('reads through while its listening connection is down, and caches again once it is back', async () => {
    const other = createSiteSettingsService(second.db, { listen: second.listen });
    await other.ready;
    // Drop every LISTEN connection of the server's other backends, as a failover would.
    await onServer(POSTGRES_SERVER_URL, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${scratch.name}' and query ilike 'listen%'`);
    const one = createSiteSettingsService(first.db);
    await one.set('blockContextMenu', true);
    // Not heard (the connection is down), but not stale either: nothing is cached while it cannot listen.
    expect((await other.get()).blockContextMenu).toBe(true);
    await one.set('blockContextMenu', false);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await other.get()).blockContextMenu).toBe(false);
  });
});
