import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { BADGES, type Badge } from '../../../shared/constants/choice-lists.js';
import { BADGE_NOTIFICATION_TYPES } from '../../../shared/notifications/badge-types.js';
import { welcomeNotification } from '../../../shared/notifications/generators.js';
import {
  CreateNotificationInput,
  NOTIFICATION_COUNT_LIMIT,
  type NotificationCounts,
  type NotificationListQuery,
} from '../../../shared/schemas/notifications.js';
import type { Database } from '../../db/client.js';
import { badgeSeenMarkers, notificationPreferences, notifications } from '../../db/schema/index.js';

/**
 * In-app notifications (core-app.md 3, 4, 7, 9). Every read and write is scoped to one person's rows;
 * whether the acting person may touch a given row is the policies' decision (routes ask before calling).
 */

export type NotificationRow = typeof notifications.$inferSelect;

/** Rows past their expiry are gone for the reader even before the daily cleanup deletes them. */
function live(now: Date): SQL {
  return or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now))!;
}

/**
 * Creates a notification for a person, the one way other areas notify someone. Returns null (and writes
 * nothing) when the person switched that type off in notification_preferences. Bad content is a
 * programming error and throws.
 */
export async function createNotification(
  db: Database,
  input: CreateNotificationInput,
  now?: Date,
): Promise<NotificationRow | null> {
  const content = CreateNotificationInput.parse(input);
  const [preferences] = await db
    .select({ disabledTypes: notificationPreferences.disabledTypes })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, content.userId))
    .limit(1);
  if (preferences?.disabledTypes.includes(content.type)) return null;
  const [row] = await db
    .insert(notifications)
    .values({ ...content, ...(now ? { createdAt: now } : {}) })
    .returning();
  return row;
}

/** Sign-up's greeting (core-app.md 9): priority 1, to /onboarding with 'Get Started'. */
export function createWelcomeNotification(db: Database, user: { id: string; name?: string | null }, now?: Date) {
  return createNotification(db, { userId: user.id, ...welcomeNotification(user.name) }, now);
}

/** A person's notifications, newest first. */
export function listNotifications(db: Database, userId: string, query: NotificationListQuery, now: Date): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), live(now), query.unreadOnly ? eq(notifications.read, false) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit);
}

/** Counts matching rows, stopping at NOTIFICATION_COUNT_LIMIT (the badges cap far below it anyway). */
async function cappedCount(db: Database, where: SQL | undefined): Promise<number> {
  const matching = db.select({ id: notifications.id }).from(notifications).where(where).limit(NOTIFICATION_COUNT_LIMIT).as('matching');
  const [row] = await db.select({ total: count() }).from(matching);
  return Number(row?.total ?? 0);
}

/**
 * The bell's unread count and the header badges' counts: unread wishlist_update (wishlists) and
 * friend_request (social) notifications that arrived after the person last opened that badge.
 */
export async function countNotifications(db: Database, userId: string, now: Date): Promise<NotificationCounts> {
  const unreadOfUser = and(eq(notifications.userId, userId), eq(notifications.read, false), live(now));
  const markers = await db
    .select({ badge: badgeSeenMarkers.badge, seenAt: badgeSeenMarkers.seenAt })
    .from(badgeSeenMarkers)
    .where(eq(badgeSeenMarkers.userId, userId));
  const seenAt = (badge: Badge) => markers.find((m) => m.badge === badge)?.seenAt;
  const badgeCount = (badge: Badge) => {
    const since = seenAt(badge);
    return cappedCount(
      db,
      and(unreadOfUser, inArray(notifications.type, [...BADGE_NOTIFICATION_TYPES[badge]]), since ? gt(notifications.createdAt, since) : undefined),
    );
  };
  const [unread, wishlists, social] = await Promise.all([cappedCount(db, unreadOfUser), badgeCount('wishlists'), badgeCount('social')]);
  return { unread, wishlists, social };
}

/** One notification by id, whoever it belongs to (the caller checks the policy). */
export async function findNotification(db: Database, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row;
}

/** unread -> read, stamped once: reading it again keeps the first read_at. */
export async function markNotificationRead(db: Database, notification: NotificationRow, now: Date): Promise<NotificationRow> {
  if (notification.read) return notification;
  const [row] = await db
    .update(notifications)
    .set({ read: true, readAt: now })
    .where(and(eq(notifications.id, notification.id), eq(notifications.userId, notification.userId)))
    .returning();
  return row ?? notification;
}

/** Marks all of a person's unread notifications read; returns how many there were. */
export async function markAllNotificationsRead(db: Database, userId: string, now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ read: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return marked.length;
}

export async function deleteNotification(db: Database, notification: NotificationRow): Promise<void> {
  await db.delete(notifications).where(and(eq(notifications.id, notification.id), eq(notifications.userId, notification.userId)));
}

/** Opening a header badge's page: what arrived until now counts as seen, on every device. */
export async function markBadgeSeen(db: Database, userId: string, badge: Badge, now: Date): Promise<{ badge: Badge; seenAt: Date }> {
  if (!BADGES.includes(badge)) throw new Error(`Unknown badge ${badge}`);
  await db
    .insert(badgeSeenMarkers)
    .values({ userId, badge, seenAt: now })
    .onConflictDoUpdate({ target: [badgeSeenMarkers.userId, badgeSeenMarkers.badge], set: { seenAt: now } });
  return { badge, seenAt: now };
}

/** cleanup_expired_notifications (core-app.md 7): deletes what has expired, returns how many. */
export async function deleteExpiredNotifications(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(sql`${notifications.expiresAt} is not null`, lte(notifications.expiresAt, now)))
    .returning({ id: notifications.id });
  return deleted.length;
}
