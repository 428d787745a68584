import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
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

/**
 * Claims up to `limit` due jobs this worker knows: pending ones whose time has come and running ones whose
 * lease expired (their worker died). The attempt is counted at claim time.
 */
export async function claimJobs(
  db: Database,
  options: { names: string[]; workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<JobRow[]> {
  const { names, workerId, now, leaseMs, limit } = options;
  if (names.length === 0 || limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        lt(jobs.attempts, jobs.maxAttempts),
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** A job whose lease expired on its last attempt will not be claimed again: it has failed. */
export async function failAbandonedJobs(db: Database, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'failed',
      lockedUntil: null,
      finishedAt: now,
      lastError: sql`coalesce(${jobs.lastError}, 'The worker stopped during the last attempt')`,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)));
}

/** Keeps the lease of a job that is still running (only while this worker holds it). */
export async function renewJobLease(db: Database, id: string, workerId: string, until: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
}

export async function completeJob(db: Database, job: JobRow, workerId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
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
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
  return exhausted ? 'failed' : 'retry';
}
