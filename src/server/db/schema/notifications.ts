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
