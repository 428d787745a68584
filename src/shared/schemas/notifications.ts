import { z } from 'zod';
import { BADGES } from '#shared/constants/choice-lists.js';
import { isInAppPath } from '#shared/notifications/action-url.js';

/** core-app.md 7 and 9: the list loads 50 by default, the popover asks for 20, and no answer exceeds 100. */
const NOTIFICATION_LIST_DEFAULT_LIMIT = 50;
export const NOTIFICATION_POPOVER_LIMIT = 20;
export const NOTIFICATION_LIST_MAX_LIMIT = 100;
/** core-app.md 9: "counting loads up to 100"; the unread count stops there (the badge shows 99+ anyway). */
export const NOTIFICATION_COUNT_LIMIT = 100;

/** Query strings carry text: 'true' / 'false' (and 1 / 0) for the flag. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** GET /api/notifications?limit=&unreadOnly= */
export const NotificationListQuery = z.object({
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(NOTIFICATION_LIST_MAX_LIMIT, `Must be at most ${NOTIFICATION_LIST_MAX_LIMIT}`)
    .default(NOTIFICATION_LIST_DEFAULT_LIMIT),
  unreadOnly: queryFlag.default(false),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** /api/notifications/:id */
export const NotificationIdParams = z.object({ id: z.uuid({ error: 'Must be a notification id' }) });
export type NotificationIdParams = z.infer<typeof NotificationIdParams>;

/** /api/notifications/badges/:badge/seen */
export const NotificationBadgeParams = z.object({ badge: z.enum(BADGES, { error: `Must be one of ${BADGES.join(', ')}` }) });
export type NotificationBadgeParams = z.infer<typeof NotificationBadgeParams>;

/**
 * Where a notification's action leads: a path inside the app. Other URLs (other sites, javascript:) are
 * refused when a notification is created, so following one can never leave the product.
 */
const NotificationActionUrl = z.string().refine(isInAppPath, 'Must be a path inside the app, starting with /');

/** What other areas pass to createNotification (core-app.md 3, Notification). */
export const CreateNotificationInput = z.object({
  userId: z.string().min(1),
  type: z.string().trim().min(1).max(50),
  title: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(1000),
  data: z.record(z.string(), z.unknown()).default({}),
  /** Lower is more urgent. */
  priority: z.number().int().min(1).max(10).default(1),
  actionUrl: NotificationActionUrl.nullish(),
  actionLabel: z.string().trim().min(1).max(50).nullish(),
  expiresAt: z.date().nullish(),
});
export type CreateNotificationInput = z.input<typeof CreateNotificationInput>;

/** One notification as the API sends it. */
export const Notification = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  priority: z.number(),
  actionUrl: z.string().nullable(),
  actionLabel: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListResponse = z.object({ notifications: z.array(Notification) });
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** GET /api/notifications/counts: the bell's unread count (up to 100) and the header badges' unseen counts. */
export const NotificationCounts = z.object({
  unread: z.number().int().nonnegative(),
  wishlists: z.number().int().nonnegative(),
  social: z.number().int().nonnegative(),
});
export type NotificationCounts = z.infer<typeof NotificationCounts>;

export const NotificationReadResponse = z.object({ notification: Notification });
export type NotificationReadResponse = z.infer<typeof NotificationReadResponse>;

/** POST /api/notifications/read-all: how many were unread and are now read. */
export const MarkAllReadResponse = z.object({ marked: z.number().int().nonnegative() });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponse>;

export const BadgeSeenResponse = z.object({ badge: z.enum(BADGES), seenAt: z.string() });
export type BadgeSeenResponse = z.infer<typeof BadgeSeenResponse>;
