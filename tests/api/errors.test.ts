import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorAggregations, errorLogs } from '#server/db/schema/index.js';
import { aggregateErrorsJob } from '#server/jobs/aggregate-errors.job.js';
import { AppError } from '#server/errors.js';
import { createErrorLogService } from '#server/services/errors/error-log.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('error logging and the admin error log', () => {
  let t: TestApp;
  let admin: TestUser;
  let person: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        // Test-only routes: an unexpected exception, a deliberate 5xx and an expected 4xx.
        app.get('/api/test/boom', async () => {
          throw new Error('database exploded');
        });
        app.get('/api/test/provider-down', async () => {
          throw new AppError('SERVICE_UNAVAILABLE', 'Email Service is currently unavailable. Please try again later.', { expected: false });
        });
        app.get('/api/test/wrong-password', async () => {
          throw new AppError('AUTHENTICATION_ERROR', 'Invalid email or password');
        });
      },
    });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    // Logging runs only in production: switch it on for these tests.
    t.ctx.errorLog = createErrorLogService({ db: t.db, enabled: true, now: t.ctx.now });
    admin = await signUpVerifiedUser(t, { role: 'admin' });
    person = await signUpVerifiedUser(t);
  });

  const allLogs = () => t.db.select().from(errorLogs);
  const http = requests(() => t);
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) => http.send(method, url, payload, admin);

  async function seed(rows: { code?: string; severity?: string; ageMs?: number; resolved?: boolean; userId?: string | null }[]) {
    const now = Date.now();
    return t.db
      .insert(errorLogs)
      .values(
        rows.map((r, i) => ({
          errorCode: r.code ?? 'UNKNOWN_ERROR',
          errorMessage: `seeded ${i}`,
          severity: r.severity ?? 'medium',
          source: 'server',
          createdAt: new Date(now - (r.ageMs ?? i * 1000)),
          isResolved: r.resolved ?? false,
          userId: r.userId ?? null,
        })),
      )
      .returning();
  }

  describe('POST /api/errors (browser reports)', () => {
    const report = {
      errorCode: 'PAGE_NOT_FOUND',
      errorMessage: 'No page at /nowhere',
      url: 'http://localhost:3000/nowhere?token=secret',
      context: { pathname: '/nowhere', search: '', referrer: '' },
    };

    it('stores a signed-out report with source client and the catalogue severity', async () => {
      const res = await http.post('/api/errors', report, undefined, { headers: { 'user-agent': 'TestBrowser/1' } });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true, stored: true });
      const [row] = await allLogs();
      expect(row).toMatchObject({
        errorCode: 'PAGE_NOT_FOUND',
        errorMessage: 'No page at /nowhere',
        severity: 'low',
        source: 'client',
        userId: null,
        sessionId: null,
        userAgent: 'TestBrowser/1',
        url: 'http://localhost:3000/nowhere?token=REDACTED',
        context: { pathname: '/nowhere', search: '', referrer: '' },
      });
    });

    it('takes the user and session from the signed-in request, never from the body', async () => {
      const res = await http.post('/api/errors', { ...report, userId: admin.id, severity: 'critical' }, person);
      expect(res.statusCode).toBe(202);
      const [row] = await allLogs();
      expect(row.userId).toBe(person.id);
      expect(row.sessionId).toEqual(expect.any(String));
      expect(row.severity).toBe('low');
    });

    it('logs a reported sign-in failure below critical', async () => {
      await http.post('/api/errors', { errorCode: 'AUTHENTICATION_ERROR', errorMessage: 'bad password' });
      const [row] = await allLogs();
      expect(row.severity).toBe('medium');
    });

    it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
      const missing = await http.post('/api/errors', { errorCode: 'UNKNOWN_ERROR' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('VALIDATION_ERROR');
      expect(missing.json().error.fields).toHaveProperty('errorMessage');
      const badCode = await http.post('/api/errors', { errorCode: 'MADE_UP', errorMessage: 'x' });
      expect(badCode.json().error.fields).toHaveProperty('errorCode');
      const huge = await http.post('/api/errors', { errorMessage: 'x'.repeat(2001) });
      expect(huge.json().error.fields).toHaveProperty('errorMessage');
      const bigContext = await http.post('/api/errors', { errorMessage: 'x', context: { blob: 'y'.repeat(9000) } });
      expect(bigContext.json().error.fields).toHaveProperty('context');
      expect(await allLogs()).toHaveLength(0);
    });

    it('stores nothing when logging is off (outside production)', async () => {
      t.ctx.errorLog = createErrorLogService({ db: t.db, enabled: false });
      const res = await http.post('/api/errors', report);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true, stored: false });
      expect(await allLogs()).toHaveLength(0);
    });

    it('queues a report whose write failed and stores it on the next flush', async () => {
      let down = true;
      t.ctx.errorLog = createErrorLogService({
        db: t.db,
        enabled: true,
        write: async (entry) => {
          if (down) throw new Error('database unavailable');
          await t.db.insert(errorLogs).values(entry);
        },
        timers: { setInterval: () => 1, clearInterval: () => undefined },
      });
      const res = await http.post('/api/errors', report);
      expect(res.json()).toEqual({ accepted: true, stored: false });
      expect(t.ctx.errorLog.pending()).toBe(1);
      down = false;
      expect(await t.ctx.errorLog.flush()).toEqual({ written: 1, kept: 0 });
      expect(await allLogs()).toHaveLength(1);
    });
  });

  describe('server errors', () => {
    it('stores an unexpected exception as a critical UNKNOWN_ERROR; the client sees only the catalogue message', async () => {
      const res = await http.get('/api/test/boom', person);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'UNKNOWN_ERROR', message: 'Something went wrong. Please try again.' } });
      await t.ctx.errorLog.settled();
      expect(await allLogs()).toHaveLength(1);
      const [row] = await allLogs();
      expect(row).toMatchObject({
        errorCode: 'UNKNOWN_ERROR',
        errorMessage: 'database exploded',
        severity: 'critical',
        source: 'server',
        url: '/api/test/boom',
        userId: person.id,
      });
      expect(row.stackTrace).toContain('database exploded');
    });

    it('stores a deliberate 5xx with its own code', async () => {
      const res = await http.get('/api/test/provider-down');
      expect(res.statusCode).toBe(503);
      await t.ctx.errorLog.settled();
      expect(await allLogs()).toHaveLength(1);
      const [row] = await allLogs();
      expect(row).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', severity: 'critical' });
    });

    it('does not log expected 4xx errors (a wrong password, a missing page, a refusal)', async () => {
      expect((await http.get('/api/test/wrong-password')).statusCode).toBe(401);
      expect((await http.get('/api/nope')).statusCode).toBe(404);
      expect((await http.get('/api/admin/errors', person)).statusCode).toBe(403);
      await t.ctx.errorLog.settled();
      expect(await allLogs()).toHaveLength(0);
    });
  });

  describe('GET /api/admin/errors', () => {
    it('lists the last 7 days newest first, with counts by severity and code and the 20 newest', async () => {
      await seed([
        ...[...Array(22)].map((_, i) => ({ code: 'VALIDATION_ERROR', severity: 'low', ageMs: (i + 1) * 60_000 })),
        { code: 'SERVICE_UNAVAILABLE', severity: 'critical', ageMs: 1_000 },
        { code: 'NETWORK_ERROR', severity: 'high', ageMs: 6 * DAY, resolved: true },
        { code: 'UNKNOWN_ERROR', severity: 'medium', ageMs: 8 * DAY },
      ]);
      const res = await asAdmin('GET', '/api/admin/errors');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.errors).toHaveLength(24);
      expect(body.errors[0].errorCode).toBe('SERVICE_UNAVAILABLE');
      expect(body.errors.at(-1).errorCode).toBe('NETWORK_ERROR');
      const times = body.errors.map((e: { createdAt: string }) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(body.stats).toMatchObject({
        days: 7,
        total: 24,
        unresolved: 23,
        bySeverity: { low: 22, medium: 0, high: 1, critical: 1 },
        byCode: { VALIDATION_ERROR: 22, SERVICE_UNAVAILABLE: 1, NETWORK_ERROR: 1 },
      });
      expect(body.stats.recent).toHaveLength(20);
      expect(body.stats.recent[0].errorCode).toBe('SERVICE_UNAVAILABLE');
      expect(Object.keys(body.errors[0]).sort()).toEqual(
        [
          'id', 'errorCode', 'errorMessage', 'service', 'stackTrace', 'originalError', 'context', 'userId', 'sessionId',
          'userAgent', 'url', 'severity', 'source', 'createdAt', 'isResolved', 'resolvedAt', 'resolvedBy',
        ].sort(),
      );
    });

    it('takes days and limit', async () => {
      await seed([{ ageMs: 1_000 }, { ageMs: 2_000 }, { ageMs: 8 * DAY }]);
      const wider = await asAdmin('GET', '/api/admin/errors?days=10');
      expect(wider.json().errors).toHaveLength(3);
      const limited = await asAdmin('GET', '/api/admin/errors?days=10&limit=1');
      expect(limited.json().errors).toHaveLength(1);
      expect(limited.json().stats.total).toBe(3);
    });

    it('reads at most 1000 rows', async () => {
      const over = await asAdmin('GET', '/api/admin/errors?limit=1001');
      expect(over.statusCode).toBe(400);
      expect(over.json().error.fields).toHaveProperty('limit');
    });

    it('refuses bad query values, naming the field', async () => {
      const res = await asAdmin('GET', '/api/admin/errors?days=0');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('days');
    });

    it('is for admins only', async () => {
      const signedOut = await http.get('/api/admin/errors');
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().error.code).toBe('AUTHENTICATION_ERROR');
      const user = await http.get('/api/admin/errors', person);
      expect(user.statusCode).toBe(403);
      expect(user.json().error.code).toBe('PERMISSION_DENIED');
    });
  });

  describe('POST /api/admin/errors/resolve', () => {
    it('marks entries resolved with when and by whom', async () => {
      const [a, b, c] = await seed([{}, {}, {}]);
      const res = await asAdmin('POST', '/api/admin/errors/resolve', { ids: [a.id, b.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json().resolved).toBe(2);
      const rows = await allLogs();
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(a.id)).toMatchObject({ isResolved: true, resolvedBy: admin.id });
      expect(byId.get(a.id)!.resolvedAt).toBeInstanceOf(Date);
      expect(byId.get(c.id)).toMatchObject({ isResolved: false, resolvedAt: null, resolvedBy: null });
    });

    it('leaves entries already resolved as they were', async () => {
      const [a] = await seed([{}]);
      await asAdmin('POST', '/api/admin/errors/resolve', { ids: [a.id] });
      const [first] = await t.db.select().from(errorLogs).where(eq(errorLogs.id, a.id));
      const again = await asAdmin('POST', '/api/admin/errors/resolve', { ids: [a.id] });
      expect(again.json().resolved).toBe(0);
      const [second] = await t.db.select().from(errorLogs).where(eq(errorLogs.id, a.id));
      expect(second.resolvedAt).toEqual(first.resolvedAt);
    });

    it('refuses bad ids, naming the field, and changes nothing', async () => {
      const [a] = await seed([{}]);
      for (const payload of [{ ids: [] }, { ids: ['not-a-uuid'] }, {}]) {
        const res = await asAdmin('POST', '/api/admin/errors/resolve', payload);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().error.fields)[0]).toMatch(/^ids/);
      }
      const [row] = await t.db.select().from(errorLogs).where(eq(errorLogs.id, a.id));
      expect(row.isResolved).toBe(false);
    });

    it('is for admins only, and a refusal changes nothing', async () => {
      const [a] = await seed([{}]);
      const user = await http.post('/api/admin/errors/resolve', { ids: [a.id] }, person);
      expect(user.statusCode).toBe(403);
      const signedOut = await http.post('/api/admin/errors/resolve', { ids: [a.id] });
      expect(signedOut.statusCode).toBe(401);
      const [row] = await t.db.select().from(errorLogs).where(eq(errorLogs.id, a.id));
      expect(row.isResolved).toBe(false);
    });
  });

  describe('GET /api/admin/errors/trends and the aggregate-errors job', () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

    it('reads error_aggregations of the last 30 days by date_bucket', async () => {
      await t.db.insert(errorAggregations).values([
        { dateBucket: day(-1), errorCode: 'UNKNOWN_ERROR', severity: 'medium', count: 4, affectedUsers: 2, resolvedCount: 1 },
        { dateBucket: day(-1), errorCode: 'NETWORK_ERROR', severity: 'high', count: 1 },
        { dateBucket: day(-29), errorCode: 'UNKNOWN_ERROR', severity: 'medium', count: 2 },
        { dateBucket: day(-40), errorCode: 'UNKNOWN_ERROR', severity: 'medium', count: 9 },
      ]);
      const res = await asAdmin('GET', '/api/admin/errors/trends');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.days).toBe(30);
      expect(body.rows).toHaveLength(3);
      expect(body.rows[0]).toEqual({ date: day(-29), errorCode: 'UNKNOWN_ERROR', severity: 'medium', count: 2, affectedUsers: 0, resolvedCount: 0 });
      expect(body.daily).toEqual([
        { date: day(-29), count: 2 },
        { date: day(-1), count: 5 },
      ]);
      const wider = await asAdmin('GET', '/api/admin/errors/trends?days=60');
      expect(wider.json().rows).toHaveLength(4);
    });

    it('refuses bad days and non-admins', async () => {
      expect((await asAdmin('GET', '/api/admin/errors/trends?days=abc')).json().error.fields).toHaveProperty('days');
      expect((await http.get('/api/admin/errors/trends', person)).statusCode).toBe(403);
      expect((await http.get('/api/admin/errors/trends')).statusCode).toBe(401);
    });

    it('the job counts the previous UTC day, idempotently', async () => {
      const runAt = new Date('2032-03-10T01:00:00.000Z');
      const at = (iso: string) => new Date(iso);
      await t.db.insert(errorLogs).values([
        { errorCode: 'UNKNOWN_ERROR', errorMessage: 'a', severity: 'medium', createdAt: at('2032-03-09T00:00:00.000Z'), userId: person.id },
        { errorCode: 'UNKNOWN_ERROR', errorMessage: 'b', severity: 'medium', createdAt: at('2032-03-09T12:00:00.000Z'), userId: person.id },
        { errorCode: 'UNKNOWN_ERROR', errorMessage: 'c', severity: 'medium', createdAt: at('2032-03-09T23:59:59.999Z'), userId: admin.id, isResolved: true },
        { errorCode: 'NETWORK_ERROR', errorMessage: 'd', severity: 'high', createdAt: at('2032-03-09T08:00:00.000Z') },
        // Outside the day: the evening before and the run day itself.
        { errorCode: 'UNKNOWN_ERROR', errorMessage: 'e', severity: 'medium', createdAt: at('2032-03-08T23:59:59.999Z') },
        { errorCode: 'UNKNOWN_ERROR', errorMessage: 'f', severity: 'medium', createdAt: at('2032-03-10T00:00:00.000Z') },
      ]);
      const log = { info: () => undefined, error: () => undefined };
      const jobCtx = { ...t.ctx, now: () => runAt, log };
      expect(aggregateErrorsJob.schedule).toEqual({ dailyAtUtcHour: 1 });
      await aggregateErrorsJob.handle(aggregateErrorsJob.payload.parse({}), jobCtx);
      await aggregateErrorsJob.handle(aggregateErrorsJob.payload.parse({}), jobCtx);
      const rows = await t.db.select().from(errorAggregations).orderBy(errorAggregations.errorCode);
      expect(rows.map((r) => ({ ...r, updatedAt: undefined }))).toEqual([
        { dateBucket: '2032-03-09', errorCode: 'NETWORK_ERROR', severity: 'high', count: 1, affectedUsers: 0, resolvedCount: 0, updatedAt: undefined },
        { dateBucket: '2032-03-09', errorCode: 'UNKNOWN_ERROR', severity: 'medium', count: 3, affectedUsers: 2, resolvedCount: 1, updatedAt: undefined },
      ]);
      // Resolving later and running again refreshes the numbers in place.
      await t.db.update(errorLogs).set({ isResolved: true }).where(eq(errorLogs.errorMessage, 'a'));
      await aggregateErrorsJob.handle({ day: '2032-03-09' }, jobCtx);
      const [unknown] = await t.db.select().from(errorAggregations).where(eq(errorAggregations.errorCode, 'UNKNOWN_ERROR'));
      expect(unknown.resolvedCount).toBe(2);
      expect(await t.db.select().from(errorAggregations)).toHaveLength(2);
    });
  });
});
