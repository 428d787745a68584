import { and, asc, eq, exists, gte, inArray, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import { workerHeartbeats } from './schema/index.js';

/**
 * Work claimed with a lease, one helper for every queue table (the job queue and the email outbox; docs/
 * decisions/003). A worker claims due rows under FOR UPDATE SKIP LOCKED, marks them as its own until the
 * lease ends and counts the attempt at claim time (so work that crashes the process still runs out of
 * attempts). A row whose lease ran out (its worker died) is due again; one that ran out on its last attempt
 * has failed. Every later write is guarded by `heldBy`: a worker that lost its lease changes nothing.
 *
 * Heartbeats (docs/decisions/179): a running worker touches its row in worker_heartbeats every
 * HEARTBEAT_INTERVAL_MS. A held row whose worker has been silent for WORKER_SILENT_MS is orphaned at once, lease
 * or not; a row whose worker is alive is never taken, even past its lease. A worker without a heartbeat row
 * (stopped, or never started its loop) is judged by its lease alone.
 */

/** How often a running worker records that it is alive. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** After this long without a heartbeat a worker counts as dead and its leases are taken over. */
export const WORKER_SILENT_MS = 30_000;

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

/** The worker holding a row of `t` has a heartbeat row; `seen` narrows it (fresh or stale). */
function heartbeatOf(db: Database, t: LeaseColumns, seen: SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(workerHeartbeats)
      .where(and(eq(workerHeartbeats.workerId, t.lockedBy), seen)),
  );
}

/**
 * A held row another worker may take over: its worker has been silent for WORKER_SILENT_MS, or its lease ran
 * out and its worker is not alive. `claimant` never counts its own rows as orphaned: it is alive, whatever its
 * last recorded beat says against a clock that jumped (TEST_CLOCK).
 */
function orphaned(db: Database, t: LeaseColumns, now: Date, claimant: string): SQL {
  const silentSince = new Date(now.getTime() - WORKER_SILENT_MS);
  const silent = heartbeatOf(db, t, lt(workerHeartbeats.seenAt, silentSince));
  const alive = heartbeatOf(db, t, gte(workerHeartbeats.seenAt, silentSince));
  return and(ne(t.lockedBy, claimant), or(silent, and(lt(t.lockedUntil, now), not(alive))))!;
}

/**
 * Claims up to `limit` due rows (optionally only those matching `where`): waiting ones whose time has come
 * and held ones that are orphaned (their worker is silent, or their lease ran out and their worker is gone).
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
        or(and(eq(t.status, queue.waiting), lt(dueAt, endOfNow)), and(eq(t.status, queue.working), orphaned(db, t, now, workerId))),
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

/**
 * Orphaned rows on their last attempt will not be claimed again: they have failed (with `error` unless one is
 * recorded). `workerId`, the worker asking, never fails its own rows: it is alive and may be working on them.
 */
export async function failAbandoned<T extends PgTable & LeaseColumns & { lastError: PgColumn }>(
  db: Database,
  queue: LeaseQueue<T>,
  now: Date,
  options: { workerId: string; failed: string; error: string; set?: Record<string, unknown> },
): Promise<void> {
  const t = queue.table;
  await db
    .update(t as PgTable)
    .set({ status: options.failed, lockedUntil: null, lastError: sql`coalesce(${t.lastError}, ${options.error})`, ...options.set } as never)
    .where(and(eq(t.status, queue.working), orphaned(db, t, now, options.workerId), gte(t.attempts, t.maxAttempts)));
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

/**
 * Embedded mode (PGlite): the data directory admits one process, so every lease held by another worker id was
 * left by a process that is gone. Its lease ends now: the next poll claims the row (or fails it, on its last
 * attempt) instead of waiting for the lease to run out. Returns how many rows were released.
 */
export async function releaseLeasesOfOthers<T extends PgTable & LeaseColumns>(
  db: Database,
  queue: LeaseQueue<T>,
  workerId: string,
  now: Date,
): Promise<number> {
  const t = queue.table;
  const released = await db
    .update(t as PgTable)
    .set({ lockedUntil: new Date(now.getTime() - 1) } as never)
    .where(and(eq(t.status, queue.working), or(ne(t.lockedBy, workerId), sql`${t.lockedBy} is null`)))
    .returning({ id: t.id });
  return released.length;
}

/** Records that this worker is alive (its first call also registers it). */
export async function recordHeartbeat(db: Database, workerId: string, now: Date): Promise<void> {
  await db
    .insert(workerHeartbeats)
    .values({ workerId, seenAt: now })
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { seenAt: now } });
}

/**
 * A worker that stops forgets its heartbeat (its leases are then judged by their end alone), and so do workers
 * silent for a day: their rows are of no more use, and would pile up with every restart.
 */
export async function forgetHeartbeats(db: Database, options: { workerId: string; now: Date }): Promise<void> {
  const dayAgo = new Date(options.now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(workerHeartbeats).where(or(eq(workerHeartbeats.workerId, options.workerId), lt(workerHeartbeats.seenAt, dayAgo)));
}
