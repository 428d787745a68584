import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Lower-cased names, unfolded values; the last value wins for repeated names. */
  headers: Record<string, string>;
  text: string;
  html: string;
  /** true when the server answered 250 (the client learnt it was accepted). */
  accepted: boolean;
}

/** What the server does with the next DATA: accept (default), refuse with an SMTP code, or hang without answering. */
export type SmtpBehaviour = { kind: 'accept' } | { kind: 'refuse'; code: number; message: string } | { kind: 'hang' };

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Behaviours for the next messages, in order; after the list runs out, every message is accepted. */
  plan(...behaviours: SmtpBehaviour[]): void;
  /** Resolves once predicate(received) holds, checking after every message (no polling, no sleeps). */
  waitFor(predicate: (received: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (the smtp-server package) that records every message it gets. */
export async function startSmtpSink(options: { acceptDelayMs?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const queue: SmtpBehaviour[] = [];
  const events = new EventEmitter();
  events.setMaxListeners(100);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const behaviour = queue.shift() ?? { kind: 'accept' };
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
          accepted: false,
        };
        received.push(mail);
        if (behaviour.kind === 'hang') {
          // The message is here but the client never learns it: a crash now is a crash "during a send".
          events.emit('message');
          return;
        }
        if (behaviour.kind === 'refuse') {
          const err = Object.assign(new Error(behaviour.message), { responseCode: behaviour.code });
          events.emit('message');
          callback(err);
          return;
        }
        const accept = () => {
          mail.accepted = true;
          callback(null, 'queued');
          events.emit('message');
        };
        if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    plan: (...behaviours) => void queue.push(...behaviours),
    waitFor(predicate, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        if (predicate(received)) return resolve();
        const timer = setTimeout(() => {
          events.off('message', check);
          reject(new Error(`SMTP sink: condition not met within ${timeoutMs} ms (${received.length} messages)`));
        }, timeoutMs);
        function check() {
          if (!predicate(received)) return;
          clearTimeout(timer);
          events.off('message', check);
          resolve();
        }
        events.on('message', check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function unfoldHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Just enough MIME for the tests: headers, and the text/plain and text/html parts of a flat multipart. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const at = chunk.search(/\r?\n\r?\n/);
      const partHeaders = unfoldHeaders(chunk.slice(0, at).trim());
      const content = chunk.slice(at).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
      parts.push({ type: partHeaders['content-type'] ?? '', content: decodeBody(content, partHeaders['content-transfer-encoding']) });
    }
  } else {
    parts.push({ type: headers['content-type'] ?? 'text/plain', content: decodeBody(body, headers['content-transfer-encoding']) });
  }
  const find = (type: string) => parts.find((p) => p.type.toLowerCase().startsWith(type))?.content ?? '';
  return { headers, text: find('text/plain'), html: find('text/html') };
}
