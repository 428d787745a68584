import type { Notification } from '#shared/schemas/notifications.js';
import type { NotificationPreferences } from '#shared/schemas/notification-preferences.js';
import type { NotificationPreferenceTable, NotificationRow } from '#server/services/notifications/notification.service.js';

/** A notification row as the API sends it (user_id stays on the server: it is always the reader's own). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data ?? {},
    priority: row.priority,
    actionUrl: row.actionUrl,
    actionLabel: row.actionLabel,
    read: row.read,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** A person's notification preferences: every type's three switches and when they were last saved. */
export function presentNotificationPreferences(table: NotificationPreferenceTable): NotificationPreferences {
  return { types: table.types, updatedAt: table.updatedAt?.toISOString() ?? null };
}
