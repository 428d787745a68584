import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BADGES, type NotificationType } from '#shared/constants/choice-lists.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';

/**
 * In-app notifications, read only by their user. type is plain text on purpose: the spec's six types
 * (NOTIFICATION_TYPES) are the known ones, and the bell shows a default icon for any other, so new
 * kinds need no migration. Lower priority is more urgent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType | (string & {})>().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    priority: integer().notNull().default(1),
    actionUrl: text(),
    actionLabel: text(),
    read: boolean().notNull().default(false),
    readAt: timestamp(tz),
    /** cleanup_expired_notifications removes rows past this moment; null keeps the row. */
    expiresAt: timestamp(tz),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The unread badge and mark-all-read touch only unread rows.
    index('notifications_user_unread_idx').on(t.userId, t.createdAt.desc()).where(sql`"read" = false`),
    index('notifications_expires_idx').on(t.expiresAt).where(sql`"expires_at" is not null`),
  ],
);

/**
 * Per-user notification preferences ("other fields not shown" in the spec), per type and channel
 * (decision 130). In the app: a type listed in disabled_types is not created for that user. By email: a type
 * in email_disabled_types is never emailed. By push: opt-in, only the types in push_enabled_types (a browser
 * must grant permission first). Missing row = in the app and by email on, push off.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledTypes: text().array().notNull().default([]),
  emailDisabledTypes: text().array().notNull().default([]),
  pushEnabledTypes: text().array().notNull().default([]),
  createdAt: timestamp(tz).notNull().defaultNow(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/**
 * When the user last opened the header's wishlist or social badge: the badges count what happened
 * after seen_at, so "clicking marks them as seen" holds on every device.
 */
export const badgeSeenMarkers = pgTable(
  'badge_seen_markers',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: text().$type<(typeof BADGES)[number]>().notNull(),
    seenAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] }), check('badge_seen_markers_badge_check', oneOf('badge', BADGES))],
);

/**
 * A browser's Web Push subscription (RFC 8030/8291), one row per device and endpoint. The endpoint is the
 * push service's URL for that browser, unique across everyone: a browser that subscribes again under another
 * person takes the row over. p256dh and auth are the browser's keys the payload is encrypted to. A push
 * service answering 404/410 deletes the row; other failures count up in failure_count until one succeeds.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    lastSuccessAt: timestamp(tz),
    failureCount: integer().notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * What has been pushed: one row per delivery key (a notification or a reminder) and subscription, written
 * once the push service accepted the message. A job run again after a crash skips these pairs, so nobody is
 * pushed the same thing twice on one device (decision 161).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    deliveryKey: text().notNull(),
    subscriptionId: uuid()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deliveryKey, t.subscriptionId] }), index('push_deliveries_sent_idx').on(t.sentAt)],
);
