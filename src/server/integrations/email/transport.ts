/**
 * One interface for every way of delivering an email. The outbox worker hands each row to send() and
 * stores what comes back; check() is the connection test (admin Settings, startup report).
 */
export interface MailMessage {
  /** The outbox row id: Resend's Idempotency-Key, so a retried request is not sent twice. */
  id: string;
  /** Fixed when the row was written, e.g. <uuid@host>: every attempt carries the same Message-ID. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post ...). */
  headers: Record<string, string>;
  category: string;
  tags: string[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'resend' | 'local';
  /** Where mail goes, for the startup line; never contains credentials. */
  readonly description: string;
  send(message: MailMessage): Promise<{ providerMessageId: string }>;
  check(): Promise<{ ok: boolean; error?: string }>;
  close?(): Promise<void>;
}

/**
 * A failed delivery. permanent: the provider refused the message itself (a 5xx SMTP reply, a 4xx API
 * answer other than 408/409/429), so retrying would be refused again and the row fails at once.
 */
export class MailSendError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options: { permanent: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'MailSendError';
    this.permanent = options.permanent;
  }
}

export function isPermanentMailError(err: unknown): boolean {
  return err instanceof MailSendError && err.permanent;
}
