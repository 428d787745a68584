import { z } from 'zod';
import { deleteExpiredNotifications } from '#server/services/notifications/notification.service.js';
import { pruneOldPushDeliveries } from '#server/services/notifications/push-delivery.service.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({});

/**
 * Daily: cleanup_expired_notifications (core-app.md 7) deletes notifications past their expires_at; push delivery
 * records older than their retention go too (no job that could need them is still running).
 */
export const cleanupExpiredNotificationsJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'cleanup-expired-notifications',
  payload: Payload,
  schedule: { dailyAtUtcHour: 3 },
  async handle(_payload, { db, now, log }) {
    const deleted = await deleteExpiredNotifications(db, now());
    log.info({ deleted }, 'deleted expired notifications');
    const pushDeliveries = await pruneOldPushDeliveries(db, now());
    if (pushDeliveries) log.info({ pushDeliveries }, 'forgot old push deliveries');
  },
};
