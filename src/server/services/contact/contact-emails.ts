import type { ContactMessageInput } from '#shared/schemas/contact.js';
import { type RenderedEmail, renderEmail } from '#server/services/email/email-layout.js';

/**
 * The two emails of a contact message: the message itself for support, and a short acknowledgement for
 * the sender. Everything a visitor typed is escaped in the HTML. The acknowledgement repeats none of it,
 * so that the form cannot be used to send chosen words to someone else's address.
 */

export interface ContactContext {
  /** When the message arrived. */
  receivedAt: Date;
  /** The signed-in account that sent it, if any (support can look the person up). */
  account: { userId: string; email: string } | null;
}

/** To SUPPORT_EMAIL, with the sender as reply-to so that support can answer directly. */
export function supportMessageEmail(message: ContactMessageInput, context: ContactContext): RenderedEmail {
  const subject = `Contact form: ${message.subject}`;
  const accountLine = context.account
    ? `Signed in as ${context.account.email} (user ${context.account.userId})`
    : 'Not signed in';
  const facts: [string, string][] = [
    ['From', `${message.name} <${message.email}>`],
    ['Subject', message.subject],
    ['Received', context.receivedAt.toISOString()],
    ['Account', accountLine],
  ];
  return renderEmail({
    subject,
    heading: 'New message from the contact form',
    blocks: [{ facts }, { quote: message.message }],
    footer: `Reply to this email to answer ${message.name} directly.`,
  });
}

export const ACKNOWLEDGEMENT_SUBJECT = 'We received your message';

/** To the sender: it arrived, and where the answer will come from. */
export function acknowledgementEmail(): RenderedEmail {
  const lines = [
    'Thank you for writing to Giftwise. Your message has reached our support team.',
    'We read every message and will reply to this email address. You do not need to send it again.',
    'Many answers are also in the Help Center on our website.',
  ];
  return renderEmail({
    subject: ACKNOWLEDGEMENT_SUBJECT,
    greeting: 'Hello,',
    blocks: lines.map((paragraph) => ({ paragraph })),
    footer: 'If you did not write to us, you can ignore this email.',
  });
}
