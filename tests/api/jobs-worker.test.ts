import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '#server/db/schema/index.js';
import { claimJobs, enqueueJob } from '#server/jobs/queue.js';
import type { JobDefinition } from '#server/jobs/types.js';
import { createWorker } from '#server/jobs/worker.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let clock: Date;
const silent = { info() {}, error() {} };
const LEASE_MS = 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  clock = new Date(Date.now() + 1000);
});
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A job that records its payloads and fails while `failures` is positive. */
function recordingJob(name = 'greet', extra: Partial<JobDefinition<{ who: string }>> = {}) {
  const runs: string[] = [];
  let failures = 0;
  const job: JobDefinition<{ who: string }> = {
    name,
    payload: z.object({ who: z.string().default('nobody') }),
    async handle({ who }) {
      runs.push(who);
      if (failures > 0) {
        failures--;
        throw new Error(`failed for ${who}`);
      }
    },
    ...extra,
  };
  return { job, runs, failTimes: (n: number) => void (failures = n) };
}

function worker(definitions: JobDefinition<any>[], workerId = 'worker-a') {
  return createWorker({
    ctx: t.ctx,
    log: silent,
    jobs: definitions,
    workerId,
    leaseMs: LEASE_MS,
    pollMs: 20,
    retry: { baseMs: 10_000, maxMs: 600_000 },
  });
}

async function jobRow(id: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe('enqueueJob', () => {
  it('ignores a second job with the same unique key', async () => {
    const first = await enqueueJob(t.db, 'greet', { who: 'ana' }, { uniqueKey: 'greet:ana' });
    const second = await enqueueJob(t.db, 'greet', { who: 'ana' }, { uniqueKey: 'greet:ana' });
    expect(first?.id).toBeTruthy();
    expect(second).toBeNull();
    expect(await t.db.select().from(jobs)).toHaveLength(1);
  });
});

describe('worker', () => {
  it('runs due jobs, marks them done and leaves future ones for later', async () => {
    const { job, runs } = recordingJob();
    const due = await enqueueJob(t.db, 'greet', { who: 'ana' });
    const later = await enqueueJob(t.db, 'greet', { who: 'bo' }, { runAt: new Date(clock.getTime() + 60_000) });
    const w = worker([job]);
    expect(await w.runOnce()).toBe(1);
    expect(runs).toEqual(['ana']);
    expect(await jobRow(due!.id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect((await jobRow(later!.id)).status).toBe('pending');
    advance(60_000);
    await w.runOnce();
    expect(runs).toEqual(['ana', 'bo']);
  });

  it('claims a job written earlier in the same millisecond as the claim (the column keeps microseconds)', async () => {
    // A job enqueued by a request and claimed at once: run_at has microseconds the claimer's Date lacks.
    const runAt = sql`${clock.toISOString()}::timestamptz + interval '900 microseconds'`;
    const [{ id }] = await t.db.insert(jobs).values({ name: 'greet', payload: { who: 'now' }, runAt }).returning({ id: jobs.id });
    const claimed = await claimJobs(t.db, { names: ['greet'], workerId: 'worker-a', now: clock, leaseMs: LEASE_MS, limit: 5 });
    expect(claimed.map((job) => job.id)).toEqual([id]);

    const [{ id: later }] = await t.db
      .insert(jobs)
      .values({ name: 'greet', payload: { who: 'next ms' }, runAt: sql`${clock.toISOString()}::timestamptz + interval '1 millisecond'` })
      .returning({ id: jobs.id });
    expect(await claimJobs(t.db, { names: ['greet'], workerId: 'worker-a', now: clock, leaseMs: LEASE_MS, limit: 5 })).toEqual([]);
    advance(1);
    expect((await claimJobs(t.db, { names: ['greet'], workerId: 'worker-a', now: clock, leaseMs: LEASE_MS, limit: 5 })).map((job) => job.id)).toEqual([later]);
  });

  it('retries a failing job with exponential backoff, then marks it failed after maxAttempts', async () => {
    const { job, runs, failTimes } = recordingJob();
    failTimes(10);
    const queued = await enqueueJob(t.db, 'greet', { who: 'ana' }, { maxAttempts: 3 });
    const w = worker([job]);
    await w.runOnce();
    let row = await jobRow(queued!.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'failed for ana' });
    expect(row.runAt.getTime()).toBe(clock.getTime() + 10_000);
    advance(9_999);
    expect(await w.runOnce()).toBe(0);
    advance(1);
    await w.runOnce();
    row = await jobRow(queued!.id);
    expect(row.runAt.getTime()).toBe(clock.getTime() + 20_000);
    advance(20_000);
    await w.runOnce();
    expect(await jobRow(queued!.id)).toMatchObject({ status: 'failed', attempts: 3 });
    advance(600_000);
    expect(await w.runOnce()).toBe(0);
    expect(runs).toEqual(['ana', 'ana', 'ana']);
  });

  it('fails a job with an invalid payload without running it', async () => {
    const { job, runs } = recordingJob();
    const queued = await enqueueJob(t.db, 'greet', { who: 42 });
    await worker([job]).runOnce();
    expect(runs).toEqual([]);
    const row = await jobRow(queued!.id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/^Invalid payload/);
  });

  it('re-claims a job whose worker died once the lease has expired', async () => {
    const { job, runs } = recordingJob();
    const queued = await enqueueJob(t.db, 'greet', { who: 'ana' });
    await claimJobs(t.db, { names: ['greet'], workerId: 'dead-worker', now: clock, leaseMs: LEASE_MS, limit: 5 });
    const w = worker([job], 'worker-b');
    advance(LEASE_MS - 1);
    expect(await w.runOnce()).toBe(0);
    advance(2);
    expect(await w.runOnce()).toBe(1);
    expect(runs).toEqual(['ana']);
    expect(await jobRow(queued!.id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'worker-b' });
  });

  it('leaves jobs it does not know to the instances that do', async () => {
    const { job } = recordingJob();
    const other = await enqueueJob(t.db, 'someone-else', {});
    expect(await worker([job]).runOnce()).toBe(0);
    expect((await jobRow(other!.id)).status).toBe('pending');
  });

  it('runs a scheduled job once per period across two workers', async () => {
    clock = new Date('2026-11-22T09:00:00Z');
    const { job, runs } = recordingJob('aggregate-test', { schedule: { dailyAtUtcHour: 2 } });
    const a = worker([job], 'worker-a');
    const b = worker([job], 'worker-b');
    await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(runs).toEqual(['nobody']);
    const rows = await t.db.select().from(jobs);
    expect(rows.map((r) => r.uniqueKey)).toEqual(['aggregate-test:2026-11-22']);

    clock = new Date('2026-11-23T01:59:00Z');
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(runs).toEqual(['nobody']);
    clock = new Date('2026-11-23T02:00:00Z');
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(runs).toEqual(['nobody', 'nobody']);
    expect((await t.db.select().from(jobs)).map((r) => r.uniqueKey).sort()).toEqual([
      'aggregate-test:2026-11-22',
      'aggregate-test:2026-11-23',
    ]);
  });

  it('stop() stops claiming and waits for the job in flight', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const slow: JobDefinition<object> = {
      name: 'slow',
      payload: z.object({}),
      async handle() {
        started();
        await released;
      },
    };
    const first = await enqueueJob(t.db, 'slow', {});
    const w = worker([slow]);
    w.start();
    await hasStarted;
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    const second = await enqueueJob(t.db, 'slow', {});
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await jobRow(first!.id)).status).toBe('done');
    expect((await jobRow(second!.id)).status).toBe('pending');
  });
});
