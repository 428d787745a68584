import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';
import { SEND_NOTIFICATION_EMAIL_JOB } from '#server/jobs/names.js';
import { enqueueJob } from '#server/jobs/queue.js';
import { renderEmail } from '#server/services/email/email-layout.js';
import { getEmailPreferences } from '#server/services/email/email-preferences.service.js';
import { enqueueEmail, type MailDefaults } from '#server/services/email/outbox.service.js';
import { emailSwitchFor } from './delivery-plan.js';

export interface NotificationEmailPayload {
  userId: string;
  /** The notification's id (or, when the bell was off for its type, an id made for the delivery). */
  key: string;
  type: string;
  title: string;
  message: string;
  /** The in-app path the notification leads to. */
  url: string;
  actionLabel?: string | null;
}

/** The outbox Message-ID key of a notification's email: fixed by the notification, so it is written once. */
export function notificationEmailKey(key: string): string {
  return `notification-${key}`;
}

/** Queues the email in the caller's transaction; one job per notification. */
export async function queueNotificationEmail(db: Database, payload: NotificationEmailPayload, now?: Date): Promise<void> {
  await enqueueJob(db, SEND_NOTIFICATION_EMAIL_JOB, payload, { uniqueKey: notificationEmailKey(payload.key), maxAttempts: 5, ...(now ? { runAt: now } : {}) });
}

/**
 * Writes the email about a notification to the outbox. The person's email-preferences switch is read again at
 * this moment (a switch turned off since the notification counts); the outbox skips it at send time when the
 * address unsubscribed. The Message-ID comes from the notification, so a job run again writes nothing new.
 */
export async function writeNotificationEmail(db: Database, mail: Required<MailDefaults>, payload: NotificationEmailPayload): Promise<'queued' | 'skipped'> {
  const [user] = await db.select({ email: users.email, name: users.name, emailVerified: users.emailVerified }).from(users).where(eq(users.id, payload.userId));
  if (!user?.emailVerified) return 'skipped';
  const preferences = await getEmailPreferences(db, payload.userId);
  if (!preferences.emailNotifications[emailSwitchFor(payload.type)]) return 'skipped';
  const email = renderEmail({
    subject: payload.title,
    greeting: `Hi ${user.name.trim().split(/\s+/)[0] || 'there'},`,
    blocks: [{ paragraph: payload.message }],
    action: { label: payload.actionLabel || 'Open Giftwise', url: `${mail.baseUrl}${payload.url}` },
  });
  await enqueueEmail(
    db,
    { to: user.email, ...email, category: 'notifications', userId: payload.userId, tags: ['notification', payload.type], messageKey: notificationEmailKey(payload.key) },
    mail,
  );
  return 'queued';
}
