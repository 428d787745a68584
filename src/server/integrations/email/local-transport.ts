import type { MailTransport } from './transport.js';

/**
 * The stand-in used when no SMTP_URL or RESEND_API_KEY is set: nothing leaves the machine. The outbox row
 * itself is the record of the message; on loopback the development mailbox (/dev/mail) shows it.
 */
export function createLocalTransport(): MailTransport {
  return {
    kind: 'local',
    description: 'local stand-in (messages stay in the email outbox)',
    async send(message) {
      return { providerMessageId: `local:${message.id}` };
    },
    async check() {
      return { ok: true };
    },
  };
}
