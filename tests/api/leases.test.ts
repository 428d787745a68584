import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordHeartbeat, WORKER_SILENT_MS } from '#server/db/leases.js';
import { emailOutbox, jobs, workerHeartbeats } from '#server/db/schema/index.js';
import { createAppWorker } from '#server/jobs/app-worker.js';
import { claimJobs, enqueueJob, failAbandonedJobs, releaseJobLeasesOfOthers } from '#server/jobs/queue.js';
import type { JobDefinition } from '#server/jobs/types.js';
import { createWorker } from '#server/jobs/worker.js';
import { enqueueEmail, mailDefaults } from '#server/services/email/outbox.service.js';
import { claimOutboxRows } from '#server/services/email/outbox-worker.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 17, section 4 (decision 179): a lease whose worker has been silent for 30 s is taken over at once, and
 * never one whose worker is alive; in embedded mode a starting worker releases every lease of another id. Runs on
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let t: TestApp;
let clock: Date;
const quiet = { info() {}, error() {} };
/** Long leases: only the heartbeat rule can free a row within these tests' few seconds of clock. */
const LEASE_MS = 10 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  clock = new Date(Date.now() + 1000);
});
const at = (offsetMs: number) => new Date(clock.getTime() + offsetMs);

async function queueJob(who: string) {
  return (await enqueueJob(t.db, 'greet', { who }))!.id;
}
const claim = (workerId: string, now = clock) => claimJobs(t.db, { names: ['greet'], workerId, now, leaseMs: LEASE_MS, limit: 10 });
const jobRow = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('taking over the leases of a silent worker', () => {
  it('takes a job at once from a worker silent for 30 s, lease or not', async () => {
    const id = await queueJob('ana');
    await recordHeartbeat(t.db, 'dead', clock);
    expect(await claim('dead')).toHaveLength(1);
    // 29.999 s of silence: still alive, so its lease holds.
    expect(await claim('rescuer', at(WORKER_SILENT_MS - 1))).toHaveLength(0);
    // 30 s: silent. The lease still has more than nine minutes to run, and is taken over now.
    const taken = await claim('rescuer', at(WORKER_SILENT_MS + 1));
    expect(taken.map((row) => row.id)).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'rescuer', attempts: 2 });
  });

  it('never takes a job from a live worker, even once its lease ran out', async () => {
    const id = await queueJob('bo');
    await recordHeartbeat(t.db, 'alive', clock);
    expect(await claim('alive')).toHaveLength(1);
    // The worker keeps beating; the lease runs out (a send that outlived it, say).
    await recordHeartbeat(t.db, 'alive', at(LEASE_MS + 5_000));
    expect(await claim('other', at(LEASE_MS + 10_000))).toHaveLength(0);
    expect(await jobRow(id)).toMatchObject({ lockedBy: 'alive', attempts: 1 });
    // Nor fails it on its last attempt while it lives.
    await t.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, id));
    await failAbandonedJobs(t.db, at(LEASE_MS + 10_000), 'other');
    expect((await jobRow(id)).status).toBe('running');
    // Once it falls silent, the last attempt has failed.
    // Not by itself, whose clock may have jumped (TEST_CLOCK): it may be working on the job.
    await failAbandonedJobs(t.db, at(LEASE_MS + 5_000 + WORKER_SILENT_MS + 1), 'alive');
    expect((await jobRow(id)).status).toBe('running');
    await failAbandonedJobs(t.db, at(LEASE_MS + 5_000 + WORKER_SILENT_MS + 1), 'other');
    expect(await jobRow(id)).toMatchObject({ status: 'failed', lastError: 'The worker stopped during the last attempt' });
  });

  it('judges a worker without a heartbeat by its lease alone, as before', async () => {
    await queueJob('cy');
    expect(await claim('no-heartbeat')).toHaveLength(1);
    expect(await claim('other', at(LEASE_MS - 1))).toHaveLength(0);
    expect(await claim('other', at(LEASE_MS + 1))).toHaveLength(1);
  });

  it('never takes over its own rows: a worker that claims is alive', async () => {
    await queueJob('di');
    await recordHeartbeat(t.db, 'self', clock);
    expect(await claim('self')).toHaveLength(1);
    // Its recorded heartbeat looks old against a clock moved forward (TEST_CLOCK), yet it holds the row.
    expect(await claim('self', at(WORKER_SILENT_MS + 1))).toHaveLength(0);
  });

  it('takes an email at once from a silent worker and leaves a live one its email', async () => {
    const defaults = mailDefaults(t.ctx.settings);
    const email = (n: number) => enqueueEmail(t.db, { to: `p${n}@example.com`, subject: `Hello ${n}`, html: '<p>hi</p>', text: 'hi' }, defaults);
    await email(1);
    await email(2);
    const claimEmails = (workerId: string, now: Date, limit = 1) => claimOutboxRows(t.db, { workerId, now, leaseMs: LEASE_MS, limit });
    await recordHeartbeat(t.db, 'dead', clock);
    await recordHeartbeat(t.db, 'alive', clock);
    const [deadOne] = await claimEmails('dead', clock);
    const [liveOne] = await claimEmails('alive', clock);
    await recordHeartbeat(t.db, 'alive', at(WORKER_SILENT_MS));
    const taken = await claimEmails('rescuer', at(WORKER_SILENT_MS + 1), 10);
    expect(taken.map((row) => row.id)).toEqual([deadOne!.id]);
    const [live] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, liveOne!.id));
    expect(live).toMatchObject({ status: 'sending', lockedBy: 'alive' });
  });
});

describe('a running worker', () => {
  const greet: JobDefinition<object> = { name: 'greet', payload: z.object({}).passthrough(), async handle() {} };

  it('records its heartbeat from the start and forgets it when it stops', async () => {
    const w = createWorker({ ctx: t.ctx, log: quiet, jobs: [greet], workerId: 'beating', pollMs: 20 });
    w.start();
    await expect.poll(async () => (await t.db.select().from(workerHeartbeats)).map((row) => row.workerId), { timeout: 10_000 }).toEqual(['beating']);
    await w.stop();
    expect(await t.db.select().from(workerHeartbeats)).toEqual([]);
  });

  it('in embedded mode releases at start every lease another worker id holds, and runs the work at once', async () => {
    const id = await queueJob('ed');
    await claim('crashed-process');
    const defaults = mailDefaults(t.ctx.settings);
    await enqueueEmail(t.db, { to: 'newcomer@example.com', subject: 'Verify your email', html: '<p>v</p>', text: 'v' }, defaults);
    await claimOutboxRows(t.db, { workerId: 'crashed-process', now: clock, leaseMs: LEASE_MS, limit: 1 });

    const w = createAppWorker({ ...t.ctx, dbKind: 'pglite' }, quiet, { jobs: [greet], workerId: 'restarted' });
    w.start();
    await expect.poll(async () => (await jobRow(id)).status, { timeout: 10_000 }).toBe('done');
    await expect.poll(async () => (await t.db.select().from(emailOutbox))[0]!.status, { timeout: 10_000 }).toBe('sent');
    await w.stop();
    expect(await jobRow(id)).toMatchObject({ lockedBy: 'restarted', attempts: 2 });
  });

  it('releases only the leases of other ids', async () => {
    const mine = await queueJob('fa');
    await claim('me');
    const theirs = await queueJob('gu');
    await claim('them');
    expect(await releaseJobLeasesOfOthers(t.db, 'me', clock)).toBe(1);
    expect((await jobRow(mine)).lockedUntil!.getTime()).toBe(clock.getTime() + LEASE_MS);
    expect((await jobRow(theirs)).lockedUntil!.getTime()).toBeLessThan(clock.getTime());
  });
});
