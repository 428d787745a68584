import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimitStore } from '#server/services/rate-limit/store.js';
import { createDbRateLimitStore } from '#server/services/rate-limit/db-store.js';
import { createMemoryRateLimitStore, createSplitRateLimitStore } from '#server/services/rate-limit/memory-store.js';
import { createRedisRateLimitStore } from '#server/services/rate-limit/redis-store.js';
import { chooseRateLimitStore } from '#server/context.js';
import { rateLimitCounters } from '#server/db/schema/index.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The limiter on every store: memory (the embedded default), the database, Redis (REDIS_URL) and the split
 * store of a PostgreSQL server without Redis (decision 100), with RATE_LIMIT_SCALE=1 so that
 * the real numbers apply. Time is an injected clock; Redis keys get a prefix of their own per run.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const RATE_LIMIT_BODY = {
  error: {
    code: 'RATE_LIMIT_EXCEEDED',
    message: 'Too many requests. Please wait a moment and try again.',
    retryAfter: expect.any(Number),
  },
};

type StoreKind = 'memory' | 'database' | 'redis' | 'memory+database';

class Clock {
  t = new Date('2031-05-01T12:00:00.000Z').getTime();
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

const report = (t: TestApp, remoteAddress = '198.51.100.7', headers: Record<string, string> = {}) =>
  requests(t).post('/api/errors', { errorCode: 'UNKNOWN_ERROR', errorMessage: 'boom' }, undefined, { remoteAddress, headers });

// An empty body is refused by the auth area's schema (400) after the limiter has counted it: no password hashing.
const signInAttempt = (t: TestApp, remoteAddress = '198.51.100.7') =>
  requests(t).post('/api/auth/sign-in/email', {}, undefined, { remoteAddress });

async function exhaust(times: number, send: () => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await send()).statusCode);
  return codes;
}

describe.each<StoreKind>(['memory', 'database', 'redis', 'memory+database'])('rate limits with the %s store', (kind) => {
  const clock = new Clock();
  let t: TestApp;
  let redis: Redis | undefined;
  const prefix = `giftwise-test:${randomUUID()}:`;

  beforeAll(async () => {
    const context: { rateLimitStore?: RateLimitStore } = {};
    if (kind === 'redis') {
      redis = new Redis(REDIS_URL);
      context.rateLimitStore = createRedisRateLimitStore({ redis, keyPrefix: prefix, now: clock.now });
    }
    t = await createTestApp({ settings: { rateLimitScale: 1, redisUrl: kind === 'redis' ? REDIS_URL : undefined }, now: clock.now, context });
    // The database stores need the app's database, which exists only now; the limiter reads ctx per request.
    if (kind === 'memory') t.ctx.rateLimitStore = createMemoryRateLimitStore(clock.now);
    if (kind === 'database') t.ctx.rateLimitStore = createDbRateLimitStore(t.db, clock.now);
    if (kind === 'memory+database') t.ctx.rateLimitStore = chooseRateLimitStore({ redisUrl: undefined }, { db: t.db, kind: 'postgres' }, clock.now);
  });
  afterAll(async () => {
    await t.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });
  beforeEach(async () => {
    await t.reset();
    t.ctx.siteSettings.invalidate();
    clock.advance(10 * 60 * 60 * 1000); // a fresh window for every class
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
  });

  it('reports which store counts', () => {
    expect(t.ctx.rateLimitStore.kind).toBe(kind);
  });

  it('allows 30 error reports a minute and refuses the 31st with 429, Retry-After and the catalogue message', async () => {
    const codes = await exhaust(30, () => report(t));
    expect(codes.every((c) => c === 202)).toBe(true);
    const refused = await report(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMIT_BODY);
    const retryAfter = refused.json().error.retryAfter as number;
    expect(refused.headers['retry-after']).toBe(String(retryAfter));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-limit']).toBe('30');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
  });

  it('sign-in: 10 attempts per minute per address, the 11th refused', async () => {
    const codes = await exhaust(10, () => signInAttempt(t));
    expect(codes.every((c) => c === 400)).toBe(true);
    const refused = await signInAttempt(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMIT_BODY);
  });

  it('avatar uploads: 10 per 10 minutes per address, the 11th refused before it is decoded (issue 8, item 7)', async () => {
    const person = await signUpVerifiedUser(t, { email: 'uploader@example.com' });
    const upload = () =>
      requests(t).post('/api/profile/avatar', Buffer.from('not really an image'), person, { remoteAddress: '198.51.100.40', headers: { 'content-type': 'image/png' } });
    const codes = await exhaust(10, upload);
    expect(codes).toEqual(Array(10).fill(400));
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMIT_BODY);
  });

  it('counts each client address separately', async () => {
    await exhaust(10, () => signInAttempt(t, '198.51.100.7'));
    expect((await signInAttempt(t, '198.51.100.7')).statusCode).toBe(429);
    expect((await signInAttempt(t, '198.51.100.8')).statusCode).toBe(400);
  });

  it('counts each route class separately', async () => {
    await exhaust(10, () => signInAttempt(t));
    expect((await signInAttempt(t)).statusCode).toBe(429);
    expect((await report(t)).statusCode).toBe(202);
    expect((await requests(t).post('/api/auth/sign-up/email', {}, undefined, { remoteAddress: '198.51.100.7' })).statusCode).toBe(400);
  });

  it('password reset requests: 5 per 15 minutes', async () => {
    const send = () =>
      requests(t).post('/api/auth/request-password-reset', {}, undefined, { remoteAddress: '198.51.100.9' });
    expect((await exhaust(5, send)).every((c) => c === 400)).toBe(true);
    expect((await send()).statusCode).toBe(429);
  });

  it('never limits the health check', async () => {
    const codes = await exhaust(310, () => t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.10' }));
    expect(codes.every((c) => c === 200)).toBe(true);
  });

  it('the API Rate Limiting switch turns the general classes off but never the auth ones', async () => {
    await t.ctx.siteSettings.set('apiRateLimiting', false);
    const codes = await exhaust(35, () => report(t));
    expect(codes.every((c) => c === 202)).toBe(true);
    await exhaust(10, () => signInAttempt(t));
    expect((await signInAttempt(t)).statusCode).toBe(429);
  });

  if (kind !== 'redis') {
    it('allows again once the window has passed', async () => {
      await exhaust(10, () => signInAttempt(t));
      clock.advance(45_000);
      const refused = await signInAttempt(t);
      expect(refused.json().error.retryAfter).toBe(15);
      clock.advance(15_000);
      expect((await signInAttempt(t)).statusCode).toBe(400);
    });
  }

  if (kind === 'memory') {
    it('writes nothing to the database: the embedded mode counts in memory (issue 9, item 5)', async () => {
      await exhaust(3, () => report(t));
      await exhaust(3, () => signInAttempt(t));
      expect(await t.db.select().from(rateLimitCounters)).toEqual([]);
    });
  }

  if (kind === 'memory+database') {
    it('keeps the auth classes in the database, shared by every instance, and the others in memory', async () => {
      await exhaust(3, () => report(t));
      await exhaust(2, () => signInAttempt(t));
      const rows = await t.db.select().from(rateLimitCounters);
      expect(rows.map((r) => [r.key, r.count])).toEqual([['auth-sign-in:198.51.100.7', 2]]);
    });
  }

  if (kind === 'redis') {
    it('lets Redis expire the window: the key carries the window as its time to live', async () => {
      await signInAttempt(t);
      const ttl = await redis!.pttl(`${prefix}auth-sign-in:198.51.100.7`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });
  }
});

describe('client address behind a proxy', () => {
  const clock = new Clock();
  let trusting: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    [trusting, direct] = await Promise.all([
      createTestApp({ settings: { rateLimitScale: 1, trustProxy: true, redisUrl: undefined }, now: clock.now }),
      createTestApp({ settings: { rateLimitScale: 1, trustProxy: false, redisUrl: undefined }, now: clock.now }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusting.close(), direct.close()]);
  });

  it('with TRUST_PROXY, X-Forwarded-For tells clients apart', async () => {
    const from = (ip: string) => () => report(trusting, '10.0.0.1', { 'x-forwarded-for': ip });
    await exhaust(30, from('203.0.113.1'));
    expect((await from('203.0.113.1')()).statusCode).toBe(429);
    expect((await from('203.0.113.2')()).statusCode).toBe(202);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For does not escape the limit', async () => {
    const forged = (n: number) => report(direct, '10.0.0.1', { 'x-forwarded-for': `203.0.113.${n}` });
    for (let i = 0; i < 30; i++) expect((await forged(i)).statusCode).toBe(202);
    expect((await forged(99)).statusCode).toBe(429);
  });
});

describe('counter stores', () => {
  const clock = new Clock();
  let t: TestApp;
  let redis: Redis;
  const prefix = `giftwise-test:${randomUUID()}:`;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, settings: { redisUrl: undefined } });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await t.close();
  });

  const stores = () =>
    [
      ['memory', createMemoryRateLimitStore(clock.now)],
      ['database', createDbRateLimitStore(t.db, clock.now)],
      ['split', createSplitRateLimitStore({ general: createMemoryRateLimitStore(clock.now), auth: createDbRateLimitStore(t.db, clock.now) })],
      ['redis', createRedisRateLimitStore({ redis, keyPrefix: prefix, now: clock.now })],
    ] as const;

  it('count hits in one window and end it at the same moment', async () => {
    for (const [name, store] of stores()) {
      const key = `count-${name}-${randomUUID()}`;
      const first = await store.hit(key, 60_000);
      const second = await store.hit(key, 60_000);
      expect([name, first.count, second.count]).toEqual([name, 1, 2]);
      expect(first.resetAt.getTime()).toBeLessThanOrEqual(clock.now().getTime() + 60_000);
      expect(second.resetAt.getTime()).toBeGreaterThan(clock.now().getTime());
      expect(Math.abs(second.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(1_000);
    }
  });

  it('are atomic under concurrent hits', async () => {
    for (const [name, store] of stores()) {
      const key = `race-${name}-${randomUUID()}`;
      const results = await Promise.all([...Array(20)].map(() => store.hit(key, 60_000)));
      expect([name, results.map((r) => r.count).sort((a, b) => a - b)]).toEqual([name, [...Array(20)].map((_, i) => i + 1)]);
    }
  });

  it('forget a key on reset', async () => {
    for (const [name, store] of stores()) {
      const key = `reset-${name}-${randomUUID()}`;
      await store.hit(key, 60_000);
      await store.hit(key, 60_000);
      await store.reset(key);
      expect([name, (await store.hit(key, 60_000)).count]).toEqual([name, 1]);
    }
  });

  it.each(['database', 'memory'] as const)('the %s store starts a new window once the old one has ended', async (name) => {
    const store = name === 'database' ? createDbRateLimitStore(t.db, clock.now) : createMemoryRateLimitStore(clock.now);
    const key = `window-${randomUUID()}`;
    await store.hit(key, 1_000);
    await store.hit(key, 1_000);
    clock.advance(999);
    expect((await store.hit(key, 1_000)).count).toBe(3);
    clock.advance(1);
    const fresh = await store.hit(key, 1_000);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt.getTime()).toBe(clock.now().getTime() + 1_000);
  });
});

describe('which store counts (decision 100)', () => {
  const now = () => new Date();
  const fakeDb = {} as TestApp['db'];
  it('memory in the embedded mode, Redis with REDIS_URL, auth classes in the database on a PostgreSQL server', async () => {
    expect(chooseRateLimitStore({ redisUrl: undefined }, { db: fakeDb, kind: 'pglite' }, now).kind).toBe('memory');
    expect(chooseRateLimitStore({ redisUrl: undefined }, { db: fakeDb, kind: 'postgres' }, now).kind).toBe('memory+database');
    const redisStore = chooseRateLimitStore({ redisUrl: REDIS_URL }, { db: fakeDb, kind: 'postgres' }, now);
    expect(redisStore.kind).toBe('redis');
    await redisStore.close?.();
  });
});

describe('purge-rate-limit-counters job', () => {
  const clock = new Clock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, settings: { redisUrl: undefined } });
  });
  afterAll(() => t.close());

  it('deletes only windows that have ended', async () => {
    const { purgeRateLimitCountersJob } = await import('#server/jobs/purge-rate-limit-counters.job.js');
    const { rateLimitCounters } = await import('#server/db/schema/index.js');
    const store = createDbRateLimitStore(t.db, clock.now);
    await store.hit('ended', 1_000);
    await store.hit('running', 60_000);
    clock.advance(1_000);
    const log = { info: () => undefined, error: () => undefined };
    await purgeRateLimitCountersJob.handle({}, { ...t.ctx, now: clock.now, log });
    const keys = (await t.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toEqual(['running']);
  });
});
