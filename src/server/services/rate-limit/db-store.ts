import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rateLimitCounters } from '#server/db/schema/index.js';
import type { RateLimitStore } from './store.js';

/** Counters in PostgreSQL: one upsert per hit, atomic across instances. */
export function createDbRateLimitStore(db: Database, now: () => Date = () => new Date()): RateLimitStore {
  return {
    kind: 'database',
    async hit(key, windowMs) {
      const at = now();
      const expires = new Date(at.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowStartedAt: at, expiresAt: expires })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            // A window that has ended starts again at one.
            count: sql`case when ${rateLimitCounters.expiresAt} <= ${at.toISOString()}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
            windowStartedAt: sql`case when ${rateLimitCounters.expiresAt} <= ${at.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
            expiresAt: sql`case when ${rateLimitCounters.expiresAt} <= ${at.toISOString()}::timestamptz then ${expires.toISOString()}::timestamptz else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
      return { count: row.count, resetAt: row.expiresAt };
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}

/** Deletes rate-limit windows that have ended (the database store only; Redis keys expire by themselves). */
export async function purgeEndedRateLimitWindows(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now)).returning({ key: rateLimitCounters.key });
  return deleted.length;
}
