import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export type EmailCategory = 'transactional' | 'marketing' | 'reminders';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** transactional (account emails) never carry an unsubscribe link; the others always do. */
  category?: EmailCategory;
  from?: string;
  replyTo?: string;
  userId?: string | null;
  campaignId?: string | null;
  tags?: string[];
  headers?: Record<string, string>;
}

/**
 * Write an email to the outbox. Pass a transaction as db to make the email part of the same write as
 * the change that causes it. The worker sends it; nothing is sent inline.
 */
export async function enqueueEmail(
  db: Database,
  email: OutgoingEmail,
  defaults: { from: string; host: string },
): Promise<{ id: string; messageId: string }> {
  const messageId = `<${randomUUID()}@${defaults.host}>`;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      messageId,
      toAddress: email.to.trim().toLowerCase(),
      fromAddress: email.from ?? defaults.from,
      replyTo: email.replyTo,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers ?? {},
      category: email.category ?? 'transactional',
      tags: email.tags ?? [],
      userId: email.userId ?? null,
      campaignId: email.campaignId ?? null,
    })
    .returning({ id: emailOutbox.id, messageId: emailOutbox.messageId });
  return row;
}
