import type { MailMessage, MailTransport } from '#server/integrations/email/transport.js';

/** A transport for outbox tests: records every send and fails on demand. */
export interface RecordingTransport extends MailTransport {
  sent: MailMessage[];
  attempts: MailMessage[];
  /** The next sends throw these errors, in order. */
  failNext(...errors: Error[]): void;
  reset(): void;
}

export function createRecordingTransport(): RecordingTransport {
  const failures: Error[] = [];
  const transport: RecordingTransport = {
    kind: 'smtp',
    description: 'recording transport (tests)',
    sent: [],
    attempts: [],
    failNext: (...errors) => void failures.push(...errors),
    reset() {
      failures.length = 0;
      transport.sent.length = 0;
      transport.attempts.length = 0;
    },
    async send(message) {
      transport.attempts.push(message);
      // Yield once so that concurrent workers interleave as they would on a real network.
      await new Promise((resolve) => setImmediate(resolve));
      const failure = failures.shift();
      if (failure) throw failure;
      transport.sent.push(message);
      return { providerMessageId: `recorded-${transport.sent.length}` };
    },
    async check() {
      return { ok: true };
    },
  };
  return transport;
}
