import { and, inArray, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { claimLeased, failAbandoned, heldBy, type LeaseQueue, releaseLeasesOfOthers, renewLease } from '#server/db/leases.js';
import { jobs } from '#server/db/schema/index.js';
import { nextAttemptAt } from './backoff.js';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueJobOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** At most one job with this key ever: a second enqueue is ignored (returns null). */
  uniqueKey?: string;
  maxAttempts?: number;
}

/**
 * Puts a job on the queue. Pass a transaction as db to make the job part of the write that causes it.
 * Returns null when uniqueKey already exists (insert ... on conflict do nothing).
 */
export async function enqueueJob(
  db: Database,
  name: string,
  payload: unknown,
  options: EnqueueJobOptions = {},
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name,
      payload: payload ?? {},
      uniqueKey: options.uniqueKey ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return row ?? null;
}

/** The job queue as a lease queue (src/server/db/leases.ts): due at run_at, held while 'running'. */
const JOB_QUEUE: LeaseQueue<typeof jobs> = { table: jobs, dueAt: jobs.runAt, waiting: 'pending', working: 'running' };

/**
 * Claims up to `limit` due jobs this worker knows: pending ones whose time has come and running ones whose
 * lease expired (their worker died). The attempt is counted at claim time.
 */
export async function claimJobs(
  db: Database,
  options: { names: string[]; workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<JobRow[]> {
  const { names, limit } = options;
  if (names.length === 0 || limit <= 0) return [];
  return claimLeased(db, JOB_QUEUE, { ...options, where: inArray(jobs.name, names) });
}

/** A job whose lease expired on its last attempt will not be claimed again: it has failed. */
export async function failAbandonedJobs(db: Database, now: Date, workerId: string): Promise<void> {
  await failAbandoned(db, JOB_QUEUE, now, { workerId, failed: 'failed', error: 'The worker stopped during the last attempt', set: { finishedAt: now } });
}

/** Embedded mode, at start: jobs held by another worker id were left by a dead process (leases.ts). */
export function releaseJobLeasesOfOthers(db: Database, workerId: string, now: Date): Promise<number> {
  return releaseLeasesOfOthers(db, JOB_QUEUE, workerId, now);
}

/** Keeps the lease of a job that is still running (only while this worker holds it). */
export async function renewJobLease(db: Database, id: string, workerId: string, until: Date): Promise<void> {
  await renewLease(db, JOB_QUEUE, id, workerId, until);
}

export async function completeJob(db: Database, job: JobRow, workerId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(heldBy(JOB_QUEUE, job.id, workerId));
}

/** After a failed attempt: back to pending with backoff, or failed when attempts are used up or retrying is futile. */
export async function failJob(
  db: Database,
  job: JobRow,
  workerId: string,
  options: { now: Date; error: string; permanent?: boolean; retry: { baseMs: number; maxMs: number } },
): Promise<'retry' | 'failed'> {
  const exhausted = options.permanent || job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      exhausted
        ? { status: 'failed', finishedAt: options.now, lockedUntil: null, lastError: options.error }
        : {
            status: 'pending',
            lockedBy: null,
            lockedUntil: null,
            lastError: options.error,
            runAt: nextAttemptAt(options.now, job.attempts, options.retry),
          },
    )
    .where(heldBy(JOB_QUEUE, job.id, workerId));
  return exhausted ? 'failed' : 'retry';
}

/** Deletes finished (done or failed) jobs that finished before the given time; returns how many. */
export async function pruneFinishedJobs(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}
