import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/constants/choice-lists.js';

/** The three ways a notification can reach someone (issue 13, "Notifications: beyond the bell"). */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelSwitch = z.boolean({ error: 'Must be true or false' });

/** One type's switches: in the app, by email, by push. */
export const NotificationChannels = z.strictObject({ inApp: channelSwitch, email: channelSwitch, push: channelSwitch });
export type NotificationChannels = z.infer<typeof NotificationChannels>;

/** Without a saved choice: in the app and by email on; push is opt-in (the browser must allow it first). */
export const DEFAULT_NOTIFICATION_CHANNELS: NotificationChannels = { inApp: true, email: true, push: false };

/** Every one of the spec's notification types (core-app.md 3), each with its three switches. */
const NotificationTypeChannels = z.strictObject(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, NotificationChannels])) as Record<NotificationType, typeof NotificationChannels>,
);

/** PUT /api/notifications/preferences: the whole table, every type and channel. */
export const NotificationPreferencesInput = z.strictObject({ types: NotificationTypeChannels });
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

/** GET and PUT answer: the table as it now stands; updatedAt is null until the person saves once. */
export const NotificationPreferences = z.object({ types: NotificationTypeChannels, updatedAt: z.string().nullable() });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
