import type { ContactMessageInput } from '#shared/schemas/contact.js';
import type { Database } from '#server/db/client.js';
import { enqueueEmail, type MailDefaults } from '#server/services/email/outbox.service.js';
import { acknowledgementEmail, supportMessageEmail } from './contact-emails.js';

export interface ContactDeps {
  db: Database;
  /** SUPPORT_EMAIL: where messages go. */
  supportEmail: string;
  mail: MailDefaults;
  now: () => Date;
}

/**
 * A contact form message: an email to support (reply-to the sender) and an acknowledgement to the sender,
 * written to the outbox together so that either both go out or neither does. Input arrives validated and
 * sanitised by the shared schema.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  message: ContactMessageInput,
  account: { userId: string; email: string } | null,
): Promise<{ supportEmailId: string; acknowledgementId: string }> {
  const support = supportMessageEmail(message, { receivedAt: deps.now(), account });
  const acknowledgement = acknowledgementEmail();
  // The acknowledgement belongs to the account only when it goes to the account's own address.
  const ownAddress = account && account.email.toLowerCase() === message.email.toLowerCase() ? account.userId : null;
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const toSupport = await enqueueEmail(
      db,
      { ...support, to: deps.supportEmail, replyTo: message.email, category: 'transactional', tags: ['contact'] },
      deps.mail,
    );
    const toSender = await enqueueEmail(
      db,
      { ...acknowledgement, to: message.email, category: 'transactional', tags: ['contact-acknowledgement'], userId: ownAddress },
      deps.mail,
    );
    return { supportEmailId: toSupport.id, acknowledgementId: toSender.id };
  });
}
