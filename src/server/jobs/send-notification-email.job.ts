import { z } from 'zod';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { type NotificationEmailPayload, writeNotificationEmail } from '#server/services/notifications/notification-email.service.js';
import { SEND_NOTIFICATION_EMAIL_JOB } from './names.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({
  userId: z.string(),
  key: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  url: z.string(),
  actionLabel: z.string().nullable().optional(),
});

/** The email about a notification whose type has its email switch on; the notification id fixes its Message-ID. */
export const sendNotificationEmailJob: JobDefinition<NotificationEmailPayload> = {
  name: SEND_NOTIFICATION_EMAIL_JOB,
  payload: Payload,
  async handle(payload, { db, settings }) {
    await writeNotificationEmail(db, mailDefaults(settings), payload);
  },
};
