import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { ACTIVE_USER_WINDOW_DAYS, type AdminStatsResponse } from '#shared/schemas/admin-stats.js';
import type { Database } from '#server/db/client.js';
import { giftHistory, users, wishlists } from '#server/db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest last sign-in that still counts as active at `now`. */
export function activeSince(now: Date, days = ACTIVE_USER_WINDOW_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The admin panel's four stat cards, counted now: every account, every wishlist not deleted, every gift
 * recorded in gift_history, and the people who signed in within the last 30 days.
 */
export async function readAdminStats(db: Database, now: Date): Promise<AdminStatsResponse> {
  const [totalUsers, totalWishlists, totalGifts, activeUsers30d] = await Promise.all([
    db.$count(users),
    db.$count(wishlists, eq(wishlists.isActive, true)),
    db.$count(giftHistory),
    db.$count(users, and(isNotNull(users.lastSignInAt), gte(users.lastSignInAt, activeSince(now)))),
  ]);
  return { totalUsers, totalWishlists, totalGifts, activeUsers30d, countedAt: now.toISOString() };
}
