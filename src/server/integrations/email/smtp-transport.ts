import nodemailer from 'nodemailer';
import { EMAIL_SEND_TIMEOUT_SECONDS } from '#server/config/settings.js';
import { MailSendError, type MailTransport } from './transport.js';

/** Longest a single send may take; EMAIL_LEASE_SECONDS must be longer (settings warn), or another instance could re-send it. */
const SMTP_SEND_TIMEOUT_MS = EMAIL_SEND_TIMEOUT_SECONDS * 1000;

/** Email by SMTP with nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  // One connection per message: emails are sent a few at a time, and no idle connection outlives a send.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    description: `SMTP (${describeSmtpUrl(smtpUrl)})`,
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          html: message.html,
          text: message.text,
          messageId: message.messageId,
          headers: message.headers,
          signal: AbortSignal.timeout(SMTP_SEND_TIMEOUT_MS),
        });
        return { providerMessageId: info.serverMessageId || info.messageId || message.messageId };
      } catch (err) {
        const permanent = Boolean((err as { permanent?: boolean }).permanent);
        throw new MailSendError(`SMTP send failed: ${(err as Error).message}`, { permanent, cause: err });
      }
    },
    async check() {
      try {
        await transporter.verify();
        return { ok: true };
      } catch (err) {
        return { ok: false, error: `SMTP error: ${(err as Error).message}` };
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/** host:port of an SMTP URL, without user or password. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return `${url.hostname}:${port}`;
  } catch {
    return 'invalid SMTP_URL';
  }
}
