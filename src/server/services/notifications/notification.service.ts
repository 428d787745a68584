import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { BADGES, type Badge, NOTIFICATION_TYPES, type NotificationType } from '#shared/constants/choice-lists.js';
import { SOCIAL_BADGE_CAP, socialBadgeSince } from '#shared/social/rules.js';
import { welcomeNotification } from '#shared/notifications/generators.js';
import { DEFAULT_EMAIL_PREFERENCES } from '#shared/schemas/email-preferences.js';
import type { PushPayload } from '#shared/schemas/push.js';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences.js';
import {
  CreateNotificationInput,
  NOTIFICATION_COUNT_LIMIT,
  type NotificationCounts,
  type NotificationListQuery,
} from '#shared/schemas/notifications.js';
import type { Database } from '#server/db/client.js';
import { badgeSeenMarkers, notificationPreferences, notifications, users } from '#server/db/schema/index.js';
import { isSuppressed } from '#server/services/email/email-category.js';
import { getEmailPreferences } from '#server/services/email/email-preferences.service.js';
import { enqueueEmail, type MailDefaults, type OutgoingEmail } from '#server/services/email/outbox.service.js';
import { findUnsubscribeFlags } from '#server/services/email/unsubscribe.service.js';
import { countFeedActivityByOthers } from '#server/services/social/feed-scope.js';
import { countWishlistActivity } from '#server/services/wishlists/wishlists.service.js';
import { type DeliveryPlan, planDelivery } from './delivery-plan.js';
import { queueNotificationEmail } from './notification-email.service.js';
import { pushPayloadFor, queuePush } from './push-delivery.service.js';

/**
 * In-app notifications (core-app.md 3, 4, 7, 9). Every read and write is scoped to one person's rows;
 * whether the acting person may touch a given row is the policies' decision (routes ask before calling).
 */

export type NotificationRow = typeof notifications.$inferSelect;
type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** A person's switches per type and channel; a type nobody chose for has the defaults (decision 130). */
export interface NotificationPreferenceTable {
  types: Record<NotificationType, NotificationChannels>;
  updatedAt: Date | null;
}

/** The stored lists -> one type's switches. Unknown types (not among the spec's six) follow the same lists. */
function channelsOf(row: Pick<PreferencesRow, 'disabledTypes' | 'emailDisabledTypes' | 'pushEnabledTypes'> | undefined, type: string): NotificationChannels {
  if (!row) return { ...DEFAULT_NOTIFICATION_CHANNELS };
  return {
    inApp: !row.disabledTypes.includes(type),
    email: !row.emailDisabledTypes.includes(type),
    push: row.pushEnabledTypes.includes(type),
  };
}

async function preferencesRow(db: Database, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
  return row;
}

/** notification_preferences: select by user_id, not-found tolerated (core-app.md 7, 8): no row is the defaults. */
export async function getNotificationPreferences(db: Database, userId: string): Promise<NotificationPreferenceTable> {
  const row = await preferencesRow(db, userId);
  const types = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, channelsOf(row, type)])) as Record<NotificationType, NotificationChannels>;
  return { types, updatedAt: row?.updatedAt ?? null };
}

/** notification_preferences: upsert the whole table (every type and channel), stamping updated_at. */
export async function updateNotificationPreferences(
  db: Database,
  userId: string,
  input: NotificationPreferencesInput,
  now: Date,
): Promise<NotificationPreferenceTable> {
  const pick = (test: (channels: NotificationChannels) => boolean) => NOTIFICATION_TYPES.filter((type) => test(input.types[type]));
  const lists = {
    disabledTypes: pick((c) => !c.inApp),
    emailDisabledTypes: pick((c) => !c.email),
    pushEnabledTypes: pick((c) => c.push),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...lists, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...lists, updatedAt: now } });
  return getNotificationPreferences(db, userId);
}

/**
 * Whether a person wants a type of notification by a channel: the one check every sender makes (createNotification
 * for the app; an email or push sender before it sends one about a notification type).
 */
export async function wantsNotification(db: Database, userId: string, type: string, channel: NotificationChannel): Promise<boolean> {
  return channelsOf(await preferencesRow(db, userId), type)[channel];
}

/** Rows past their expiry are gone for the reader even before the daily cleanup deletes them. */
function live(now: Date): SQL {
  return or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now))!;
}

/** The facts the delivery plan needs; the email ones are read only when an email is possible at all. */
async function deliveryPlanFor(db: Database, userId: string, type: string): Promise<DeliveryPlan> {
  const channels = channelsOf(await preferencesRow(db, userId), type);
  const [emailPreferences, verified] = channels.email
    ? await Promise.all([getEmailPreferences(db, userId), isEmailVerified(db, userId)])
    : [DEFAULT_EMAIL_PREFERENCES, false];
  return planDelivery({ type, channels, emailPreferences, emailVerified: verified });
}

async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.emailVerified ?? false;
}

/** Stores a notification for the bell and announces it to every instance. */
async function storeNotification(db: Database, content: CreateNotificationInput, now?: Date): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ ...content, ...(now ? { createdAt: now } : {}) })
    .returning();
  await announceNotification(db, row);
  return row;
}

export interface CreateNotificationOptions {
  /**
   * The caller writes its own email about the same event (an invitation's email carries the link): the
   * notification then goes to the bell and by push only, so one event is one email (issue 19).
   */
  emailSentByCaller?: boolean;
}

/**
 * Creates a notification for a person, the one way other areas notify someone, and sends it by each channel the
 * person chose for its type (decision 162): stored for the bell when in the app is on (else nothing is stored
 * and null is returned), and an email and a push queued as jobs in the same transaction as the caller's write,
 * each keyed by the notification so that it goes out once. Bad content is a programming error and throws.
 */
export async function createNotification(
  db: Database,
  input: CreateNotificationInput,
  now?: Date,
  options: CreateNotificationOptions = {},
): Promise<NotificationRow | null> {
  const content = CreateNotificationInput.parse(input);
  const planned = await deliveryPlanFor(db, content.userId, content.type);
  const plan = options.emailSentByCaller ? { ...planned, email: false } : planned;
  const row = plan.inApp ? await storeNotification(db, content, now) : null;
  // Without a stored row the email and push still need one key for their once-only guarantees.
  const key = row?.id ?? randomUUID();
  const pushPayload = pushPayloadFor({ title: content.title, message: content.message, url: content.actionUrl }, key);
  const url = pushPayload.url;
  if (plan.email) {
    await queueNotificationEmail(db, { userId: content.userId, key, type: content.type, title: content.title, message: content.message, url, actionLabel: content.actionLabel }, now);
  }
  if (plan.push) await queuePush(db, content.userId, pushPayload, now);
  return row;
}

/** A due reminder as its path hands it over: what each channel would carry, and the facts only the reminder knows. */
export interface ReminderNotice {
  userId: string;
  /** The 'Gift Reminder' email to the owner's address; its messageKey makes it one per reminder and occasion date. */
  email: OutgoingEmail;
  /** The reminder's push, keyed by the reminder and occasion date. */
  push: PushPayload;
  /** A birthday's in-app notification (core-app.md 9); other occasions have none. */
  notification: CreateNotificationInput | null;
  /** The recipient's push_reminders (decision 163). */
  pushReminders: boolean;
}

export interface ReminderDelivered {
  /** The outbox row of the email, when one was written. */
  outboxId: string | null;
  /** Whether an email or a push went out (else the reminder is done without either, decision 174). */
  delivered: boolean;
}

/**
 * Sends a due reminder by the channels its owner's preferences allow, decided once by planDelivery (decisions 162,
 * 174), in the caller's transaction: the email is written to the outbox at once (its Message-ID fixed by the
 * reminder), the push and the birthday notification are queued and stored with it, so a crash before the commit
 * leaves nothing sent and a run again sends nothing twice. The push carries the reminder's words when the recipient
 * asked for reminder pushes, else (a birthday whose grid push switch is on) the notification's own.
 */
export async function deliverReminder(db: Database, notice: ReminderNotice, mail: MailDefaults, now: Date): Promise<ReminderDelivered> {
  const notification = notice.notification ? CreateNotificationInput.parse(notice.notification) : null;
  // One after another: inside a transaction the queries share its connection.
  const channels = channelsOf(await preferencesRow(db, notice.userId), 'birthday_reminder');
  const emailPreferences = await getEmailPreferences(db, notice.userId);
  const flags = await findUnsubscribeFlags(db, notice.email.to);
  const emailVerified = await isEmailVerified(db, notice.userId);
  const plan = planDelivery({
    type: 'birthday_reminder',
    channels,
    emailPreferences,
    emailVerified,
    reminder: { unsubscribed: isSuppressed('reminders', flags), isBirthday: notification !== null, pushReminders: notice.pushReminders },
  });
  const outboxId = plan.email ? (await enqueueEmail(db, { ...notice.email, category: 'reminders', userId: notice.userId }, mail)).id : null;
  const row = plan.inApp && notification ? await storeNotification(db, notification, now) : null;
  if (plan.push) {
    const ownWords = notice.pushReminders || !notification;
    const payload = ownWords ? notice.push : pushPayloadFor({ title: notification.title, message: notification.message, url: notification.actionUrl }, row?.id ?? randomUUID());
    await queuePush(db, notice.userId, payload, now);
  }
  return { outboxId, delivered: plan.email || plan.push };
}

/** The channel every instance LISTENs on for new notifications (decision 131). */
export const NOTIFICATION_CREATED_CHANNEL = 'notification_created';

/** What a NOTIFY on NOTIFICATION_CREATED_CHANNEL carries: whose notification and its id, nothing of its content. */
export interface NotificationAnnouncement {
  userId: string;
  id: string;
}

/**
 * Tells every instance that a notification was created. NOTIFY is transactional: inside a transaction it is
 * delivered at commit and dropped on rollback, so an open tab never hears of a row that does not exist.
 */
async function announceNotification(db: Database, row: NotificationRow): Promise<void> {
  const payload: NotificationAnnouncement = { userId: row.userId, id: row.id };
  await db.execute(sql`select pg_notify(${NOTIFICATION_CREATED_CHANNEL}, ${JSON.stringify(payload)})`);
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
 * The bell's unread count and the header badges' counts: the wishlists badge counts the spec's wishlist
 * activity (lists updated in the last 7 days with more than one collaborator, issue 12; see
 * countWishlistActivity), the social badge the spec's social activity (feed items by others from the last
 * 24 hours, capped at 5, issue 13; see countFeedActivityByOthers); both only what happened after the person
 * last opened that badge.
 */
export async function countNotifications(db: Database, userId: string, now: Date): Promise<NotificationCounts> {
  const unreadOfUser = and(eq(notifications.userId, userId), eq(notifications.read, false), live(now));
  const markers = await db
    .select({ badge: badgeSeenMarkers.badge, seenAt: badgeSeenMarkers.seenAt })
    .from(badgeSeenMarkers)
    .where(eq(badgeSeenMarkers.userId, userId));
  const seenAt = (badge: Badge) => markers.find((m) => m.badge === badge)?.seenAt ?? null;
  const [unread, wishlists, social] = await Promise.all([
    cappedCount(db, unreadOfUser),
    countWishlistActivity(db, userId, now, seenAt('wishlists'), NOTIFICATION_COUNT_LIMIT),
    countFeedActivityByOthers(db, userId, socialBadgeSince(now, seenAt('social')), SOCIAL_BADGE_CAP),
  ]);
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

/** The welcome notification's 'Get Started' is done once onboarding is completed: it is read from then on. */
export async function markWelcomeRead(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'welcome'), eq(notifications.read, false)));
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
