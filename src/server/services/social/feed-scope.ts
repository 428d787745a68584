import { and, count, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { socialActivities, socialProfiles } from '#server/db/schema/social.js';
import { friendIdsOf } from './relations.js';

/**
 * Whose activities a person's feed holds, and the header's social badge count built on it. Apart from
 * feed.service.ts so that the notification counts can read it without an import cycle (feed.service's likes and
 * comments notify, decision 190).
 */

/** The authors whose activity visibility lets friends see it (not private; no profile row means the default 'friends'). */
const sharesWithFriends = sql`coalesce(${socialProfiles.privacySettings}->>'activity_visibility', 'friends') <> 'private'`;

/** What a person's feed holds: their own activities, and their friends' when shared with friends. */
export async function feedScope(db: Database, userId: string): Promise<SQL> {
  const friends = await friendIdsOf(db, userId);
  const own = eq(socialActivities.userId, userId);
  return friends.length === 0 ? own : or(own, and(inArray(socialActivities.userId, friends), sharesWithFriends))!;
}

/** The header's social badge: activities by others in the person's feed created after `since`, up to `cap`. */
export async function countFeedActivityByOthers(db: Database, userId: string, since: Date, cap: number): Promise<number> {
  const matching = db
    .select({ id: socialActivities.id })
    .from(socialActivities)
    .leftJoin(socialProfiles, eq(socialProfiles.userId, socialActivities.userId))
    .where(and(eq(socialActivities.isActive, true), await feedScope(db, userId), ne(socialActivities.userId, userId), gt(socialActivities.createdAt, since)))
    .limit(cap)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return Number(row?.n ?? 0);
}
