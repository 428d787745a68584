import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Settings } from '#server/config/settings.js';
import type { Database } from '#server/db/client.js';
import { emailOutbox } from '#server/db/schema/index.js';
import { type EmailCategory, isTransactional, unsubscribeScopeFor } from './email-category.js';
import { appendUnsubscribeFooter } from './email-layout.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

export type { EmailCategory } from './email-category.js';

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
  /**
   * Makes the Message-ID <key@host> instead of a random one: a second enqueue with the same key writes nothing
   * (a job retried after a crash never sends its email twice).
   */
  messageKey?: string;
}

/** The Message-ID an email gets; with a key it is fixed, so that the key can be checked for before sending. */
export function messageIdFor(defaults: Pick<MailDefaults, 'host'>, key: string = randomUUID()): string {
  // A port is not part of a Message-ID's domain (callers may pass URL.host).
  return `<${key}@${defaults.host.replace(/:\d+$/, '')}>`;
}

/**
 * What enqueueEmail needs besides the email. baseUrl and unsubscribeSecret are required for marketing and
 * reminder emails (their unsubscribe links); build the whole object with mailDefaults(ctx.settings).
 */
export interface MailDefaults {
  from: string;
  /** Domain of the Message-ID. */
  host: string;
  baseUrl?: string;
  unsubscribeSecret?: string;
}

export function mailDefaults(settings: Settings): Required<MailDefaults> {
  return {
    from: settings.mailFrom,
    host: new URL(settings.baseUrl).hostname,
    baseUrl: settings.baseUrl,
    unsubscribeSecret: settings.authSecret,
  };
}

/** The links an email of a category carries: the /unsubscribe page and the RFC 8058 one-click address. */
export function unsubscribeLinks(
  baseUrl: string,
  secret: string,
  email: string,
  category: string,
): { pageUrl: string; oneClickUrl: string } {
  const token = encodeURIComponent(signUnsubscribeToken(secret, { email, scope: unsubscribeScopeFor(category) }));
  return {
    pageUrl: `${baseUrl}/unsubscribe?token=${token}`,
    oneClickUrl: `${baseUrl}/api/unsubscribe/one-click?token=${token}`,
  };
}

const FOOTER_TEXT: Record<string, string> = {
  marketing: 'You receive this email because you subscribed to Giftwise news and offers.',
  reminders: 'You receive this email because you turned on Giftwise reminders.',
  notifications: 'You receive this email because your Giftwise notification settings send this kind of notification by email. Change them in your profile.',
};
const FOOTER_LINK_TEXT: Record<string, string> = {
  marketing: 'Unsubscribe from marketing emails',
  reminders: 'Unsubscribe from reminder emails',
  // No scope of its own: the link stops every email but account ones; the per-type switches are in the profile.
  notifications: 'Unsubscribe from all Giftwise emails',
};

/** Adds the unsubscribe footer of the email's category (the layout's small print; email-layout.ts). */
export function withUnsubscribeFooter(
  email: { html: string; text: string },
  category: string,
  pageUrl: string,
): { html: string; text: string } {
  return appendUnsubscribeFooter(email, {
    why: FOOTER_TEXT[category] ?? 'You receive this email because of your Giftwise email settings.',
    linkText: FOOTER_LINK_TEXT[category] ?? 'Unsubscribe',
    url: pageUrl,
  });
}

/**
 * Write an email to the outbox. Pass a transaction as db to make the email part of the same write as
 * the change that causes it. The worker sends it; nothing is sent inline. Marketing and reminder emails
 * get their signed unsubscribe link and List-Unsubscribe headers here, so every copy carries them.
 */
export async function enqueueEmail(
  db: Database,
  email: OutgoingEmail,
  defaults: MailDefaults,
): Promise<{ id: string; messageId: string }> {
  const messageId = messageIdFor(defaults, email.messageKey);
  const to = email.to.trim().toLowerCase();
  const category = email.category ?? 'transactional';
  let { html, text } = email;
  let headers = { ...(email.headers ?? {}) };
  if (!isTransactional(category)) {
    if (!defaults.baseUrl || !defaults.unsubscribeSecret) {
      // Fail closed: a marketing or reminder email must never go out without its unsubscribe link.
      throw new Error('enqueueEmail: a non-transactional email needs baseUrl and unsubscribeSecret (use mailDefaults)');
    }
    const links = unsubscribeLinks(defaults.baseUrl, defaults.unsubscribeSecret, to, category);
    ({ html, text } = withUnsubscribeFooter({ html, text }, category, links.pageUrl));
    headers = {
      ...headers,
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  const [row] = await db
    .insert(emailOutbox)
    .values({
      messageId,
      toAddress: to,
      fromAddress: email.from ?? defaults.from,
      replyTo: email.replyTo,
      subject: email.subject,
      html,
      text,
      headers,
      category,
      tags: email.tags ?? [],
      userId: email.userId ?? null,
      campaignId: email.campaignId ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.messageId })
    .returning({ id: emailOutbox.id, messageId: emailOutbox.messageId });
  if (row) return row;
  // Only a fixed messageKey can conflict: the email is already in the outbox.
  const [existing] = await db
    .select({ id: emailOutbox.id, messageId: emailOutbox.messageId })
    .from(emailOutbox)
    .where(eq(emailOutbox.messageId, messageId));
  return existing;
}

/** Whether an email with this Message-ID is already in the outbox. */
export async function outboxHasMessage(db: Database, messageId: string): Promise<boolean> {
  const [row] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.messageId, messageId)).limit(1);
  return Boolean(row);
}
