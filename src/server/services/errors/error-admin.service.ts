import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { SEVERITIES, type Severity } from '#shared/errors/catalogue.js';
import { ERROR_STATS_RECENT } from '#shared/schemas/errors.js';
import type { Database } from '#server/db/client.js';
import { errorAggregations, errorLogs } from '#server/db/schema/index.js';

export type ErrorLogRow = typeof errorLogs.$inferSelect;
export type ErrorAggregationRow = typeof errorAggregations.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a moment, in UTC (date buckets are UTC days). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function sinceDays(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Entries of the last `days` days, newest first, at most `limit` (the spec's read limit is 1000). */
export async function listErrors(db: Database, opts: { days: number; limit: number; now: Date }): Promise<ErrorLogRow[]> {
  return db
    .select()
    .from(errorLogs)
    .where(gte(errorLogs.createdAt, sinceDays(opts.now, opts.days)))
    .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
    .limit(opts.limit);
}

export interface ErrorStatsData {
  total: number;
  unresolved: number;
  bySeverity: Record<Severity, number>;
  byCode: Record<string, number>;
  recent: ErrorLogRow[];
}

/** Counts over the whole window (not only the rows a list returns) and the 20 newest entries. */
export async function errorStats(db: Database, opts: { days: number; now: Date }): Promise<ErrorStatsData> {
  const inWindow = gte(errorLogs.createdAt, sinceDays(opts.now, opts.days));
  const groups = await db
    .select({
      errorCode: errorLogs.errorCode,
      severity: errorLogs.severity,
      count: count(),
      unresolved: sql<number>`count(*) filter (where not ${errorLogs.isResolved})`.mapWith(Number),
    })
    .from(errorLogs)
    .where(inWindow)
    .groupBy(errorLogs.errorCode, errorLogs.severity);
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
  const byCode: Record<string, number> = {};
  let total = 0;
  let unresolved = 0;
  for (const g of groups) {
    total += g.count;
    unresolved += g.unresolved;
    if (g.severity in bySeverity) bySeverity[g.severity as Severity] += g.count;
    byCode[g.errorCode] = (byCode[g.errorCode] ?? 0) + g.count;
  }
  const recent = await listErrors(db, { days: opts.days, limit: ERROR_STATS_RECENT, now: opts.now });
  return { total, unresolved, bySeverity, byCode, recent };
}

/** Marks entries resolved by id; entries already resolved keep who resolved them and when. */
export async function resolveErrors(db: Database, ids: string[], resolvedBy: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(errorLogs)
    .set({ isResolved: true, resolvedAt: now, resolvedBy })
    .where(and(inArray(errorLogs.id, ids), eq(errorLogs.isResolved, false)))
    .returning({ id: errorLogs.id });
  return rows.map((r) => r.id);
}

/** error_aggregations rows of the last `days` days (today included), oldest first. */
export async function errorTrends(db: Database, opts: { days: number; now: Date }): Promise<ErrorAggregationRow[]> {
  const firstDay = utcDay(sinceDays(opts.now, opts.days - 1));
  return db
    .select()
    .from(errorAggregations)
    .where(gte(errorAggregations.dateBucket, firstDay))
    .orderBy(errorAggregations.dateBucket, errorAggregations.errorCode, errorAggregations.severity);
}

/**
 * Counts one UTC day of error_logs into error_aggregations. An upsert on (date_bucket, error_code, severity),
 * so running it twice, or again after entries were resolved, gives the same rows with fresh numbers.
 */
export async function aggregateErrorsForDay(db: Database, day: string, now: Date): Promise<number> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + DAY_MS);
  const groups = await db
    .select({
      errorCode: errorLogs.errorCode,
      severity: errorLogs.severity,
      count: count(),
      affectedUsers: sql<number>`count(distinct ${errorLogs.userId})`.mapWith(Number),
      resolvedCount: sql<number>`count(*) filter (where ${errorLogs.isResolved})`.mapWith(Number),
    })
    .from(errorLogs)
    .where(and(gte(errorLogs.createdAt, start), lt(errorLogs.createdAt, end)))
    .groupBy(errorLogs.errorCode, errorLogs.severity);
  if (groups.length === 0) return 0;
  await db
    .insert(errorAggregations)
    .values(groups.map((g) => ({ ...g, dateBucket: day, updatedAt: now })))
    .onConflictDoUpdate({
      target: [errorAggregations.dateBucket, errorAggregations.errorCode, errorAggregations.severity],
      set: {
        count: sql`excluded.count`,
        affectedUsers: sql`excluded.affected_users`,
        resolvedCount: sql`excluded.resolved_count`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return groups.length;
}
