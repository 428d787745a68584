import { z } from 'zod';
import { deleteExpiredNotifications } from '#server/services/notifications/notification.service.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({});

/** Daily: cleanup_expired_notifications (core-app.md 7) deletes notifications past their expires_at. */
export const cleanupExpiredNotificationsJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'cleanup-expired-notifications',
  payload: Payload,
  schedule: { dailyAtUtcHour: 3 },
  async handle(_payload, { db, now, log }) {
    const deleted = await deleteExpiredNotifications(db, now());
    log.info({ deleted }, 'deleted expired notifications');
  },
};
