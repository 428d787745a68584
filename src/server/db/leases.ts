import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Work claimed with a lease, one helper for every queue table (the job queue and the email outbox; docs/
 * decisions/003). A worker claims due rows under FOR UPDATE SKIP LOCKED, marks them as its own until the
 * lease ends and counts the attempt at claim time (so work that crashes the process still runs out of
 * attempts). A row whose lease ran out (its worker died) is due again; one that ran out on its last attempt
 * has failed. Every later write is guarded by `heldBy`: a worker that lost its lease changes nothing.
 */

/**
 * The columns a lease needs, under these names in every queue table. Drizzle cannot type an update of a table
 * that is only known to have these columns, so the writes below are cast; the names are checked here instead.
 */
type LeaseColumns = { id: PgColumn; status: PgColumn; attempts: PgColumn; maxAttempts: PgColumn; lockedBy: PgColumn; lockedUntil: PgColumn };

export interface LeaseQueue<T extends PgTable & LeaseColumns> {
  table: T;
  /** When a waiting row becomes due (jobs.run_at, email_outbox.next_attempt_at). */
  dueAt: PgColumn;
  /** The status of a row waiting for its turn, and of one a worker holds. */
  waiting: string;
  working: string;
}

/**
 * Claims up to `limit` due rows (optionally only those matching `where`): waiting ones whose time has come
 * and held ones whose lease ran out.
 */
export function claimLeased<T extends PgTable & LeaseColumns>(
  db: Database,
  queue: LeaseQueue<T>,
  options: { workerId: string; now: Date; leaseMs: number; limit: number; where?: SQL },
): Promise<T['$inferSelect'][]> {
  const { table: t, dueAt } = queue;
  const { workerId, now, leaseMs, limit } = options;
  // `now` is a JavaScript date (whole milliseconds); the column keeps microseconds. A row written earlier in the
  // same millisecond as the claim would look 0.1–0.9 ms early and wait a whole poll: so due means before the
  // end of `now`'s millisecond.
  const endOfNow = new Date(now.getTime() + 1);
  const due = db
    .select({ id: t.id })
    .from(t as PgTable)
    .where(
      and(
        options.where,
        lt(t.attempts, t.maxAttempts),
        or(and(eq(t.status, queue.waiting), lt(dueAt, endOfNow)), and(eq(t.status, queue.working), lt(t.lockedUntil, now))),
      ),
    )
    .orderBy(asc(dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(t as PgTable)
    .set({ status: queue.working, lockedBy: workerId, lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${t.attempts} + 1` } as never)
    .where(inArray(t.id, due))
    .returning() as Promise<T['$inferSelect'][]>;
}

/** Rows whose lease ran out on their last attempt will not be claimed again: they have failed (with `error` unless one is recorded). */
export async function failAbandoned<T extends PgTable & LeaseColumns & { lastError: PgColumn }>(
  db: Database,
  queue: LeaseQueue<T>,
  now: Date,
  options: { failed: string; error: string; set?: Record<string, unknown> },
): Promise<void> {
  const t = queue.table;
  await db
    .update(t as PgTable)
    .set({ status: options.failed, lockedUntil: null, lastError: sql`coalesce(${t.lastError}, ${options.error})`, ...options.set } as never)
    .where(and(eq(t.status, queue.working), lt(t.lockedUntil, now), gte(t.attempts, t.maxAttempts)));
}

/** The row, while this worker still holds it: the guard of every write after a claim. */
export function heldBy<T extends PgTable & LeaseColumns>(queue: LeaseQueue<T>, id: string, workerId: string): SQL {
  const t = queue.table;
  return and(eq(t.id, id), eq(t.lockedBy, workerId), eq(t.status, queue.working))!;
}

/** Extends the lease of a row this worker still holds (long work renews it). */
export async function renewLease<T extends PgTable & LeaseColumns>(
  db: Database,
  queue: LeaseQueue<T>,
  id: string,
  workerId: string,
  until: Date,
): Promise<void> {
  await db
    .update(queue.table as PgTable)
    .set({ lockedUntil: until } as never)
    .where(heldBy(queue, id, workerId));
}
