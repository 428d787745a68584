import type { Settings } from '#server/config/settings.js';
import { createLocalTransport } from './local-transport.js';
import { createResendTransport } from './resend-transport.js';
import { createSmtpTransport } from './smtp-transport.js';
import type { MailTransport } from './transport.js';

export type {  MailTransport } from './transport.js';
;

/** SMTP_URL first, else RESEND_API_KEY, else the local stand-in. */
export function createMailTransport(settings: Settings): MailTransport {
  if (settings.smtpUrl) return createSmtpTransport(settings.smtpUrl);
  if (settings.resendApiKey) {
    return createResendTransport({ apiKey: settings.resendApiKey, baseUrl: settings.resendBaseUrl });
  }
  return createLocalTransport();
}

/** The startup line naming the live transport. */
export function describeMailTransport(transport: MailTransport, settings: Settings): string {
  const mailbox =
    transport.kind === 'local' && settings.isLoopback ? `; read them at ${settings.baseUrl}/dev/mail` : '';
  const mode = transport.kind === 'local' ? 'local' : 'live';
  return `Mail transport: ${transport.description} [${mode}]${mailbox}`;
}
