import { z } from 'zod';
import { MailSendError, type MailTransport } from './transport.js';

const REQUEST_TIMEOUT_MS = 30_000;

const SendEmailResponse = z.object({ id: z.string().min(1) });
const ErrorResponse = z.object({ message: z.string().optional(), name: z.string().optional() });
const DomainsResponse = z.object({ data: z.array(z.object({ name: z.string() }).loose()) });

/** Statuses worth retrying: timeout, an idempotent request still in progress, rate limiting. */
const TRANSIENT_CLIENT_STATUSES = new Set([408, 409, 429]);

/** Resend's tag names and values allow ASCII letters, digits, underscores and dashes only. */
function tagValue(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256) || '_';
}

/** Email through Resend's HTTP API (RESEND_API_KEY; RESEND_BASE_URL for a local stand-in in tests). */
export function createResendTransport(options: { apiKey: string; baseUrl: string }): MailTransport {
  const { apiKey, baseUrl } = options;
  const authorization = `Bearer ${apiKey}`;
  return {
    kind: 'resend',
    description: `Resend (${new URL(baseUrl).host})`,
    async send(message) {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/emails`, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/json',
            // The row id: a retry after a lost answer returns the first email instead of sending another.
            'idempotency-key': message.id,
          },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.replyTo ? { reply_to: [message.replyTo] } : {}),
            headers: { ...message.headers, 'Message-ID': message.messageId },
            tags: [
              { name: 'category', value: tagValue(message.category) },
              ...message.tags.map((tag) => ({ name: tagValue(tag), value: 'true' })),
            ],
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        throw new MailSendError(`Resend request failed: ${(err as Error).message}`, { permanent: false, cause: err });
      }
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const detail = ErrorResponse.safeParse(body);
        const reason = detail.success && detail.data.message ? ` (${detail.data.message})` : '';
        const permanent = res.status >= 400 && res.status < 500 && !TRANSIENT_CLIENT_STATUSES.has(res.status);
        throw new MailSendError(`Resend API error: ${res.status}${reason}`, { permanent });
      }
      const parsed = SendEmailResponse.safeParse(body);
      if (!parsed.success) {
        throw new MailSendError('Resend API returned an unexpected response', { permanent: false });
      }
      return { providerMessageId: parsed.data.id };
    },
    async check() {
      try {
        const res = await fetch(`${baseUrl}/domains`, {
          headers: { authorization },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (!res.ok) return { ok: false, error: `Resend API error: ${res.status}` };
        const parsed = DomainsResponse.safeParse(await res.json().catch(() => undefined));
        if (!parsed.success) return { ok: false, error: 'Resend API returned an unexpected response' };
        return { ok: true };
      } catch (err) {
        return { ok: false, error: `Resend request failed: ${(err as Error).message}` };
      }
    },
  };
}
