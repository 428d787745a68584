import type { Redactor } from './redaction.js';
import { WireError } from './wire.js';

/**
 * HTTP to Amazon: one request with a timeout, its body read, and every failure (timeout, network, a reply
 * broken off) a redacted RetailSourceError; failure bodies read as "400 ValidationException (reason): message".
 */
export interface Transport {
  send(url: string, init: RequestInit, what: string): Promise<Response>;
  readBody(res: Response, what: string): Promise<string>;
}

export function createTransport(options: { fetch: typeof fetch; timeoutMs: number; redactor: Redactor }): Transport {
  const { timeoutMs, redactor } = options;
  const fetchImpl = options.fetch;

  return {
    async send(url, init, what) {
      try {
        return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        const name = (err as Error | undefined)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') throw redactor.fail(`Amazon Creators API: ${what} timed out after ${timeoutMs} ms`);
        const cause = (err as { cause?: { code?: string; message?: string } } | undefined)?.cause;
        const detail = cause?.code ?? cause?.message ?? (err as Error | undefined)?.message ?? 'network error';
        throw redactor.fail(`Amazon Creators API: ${what} could not be reached (${detail})`);
      }
    },

    async readBody(res, what) {
      try {
        return await res.text();
      } catch (err) {
        const name = (err as Error | undefined)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') throw redactor.fail(`Amazon Creators API: ${what} timed out after ${timeoutMs} ms`);
        throw redactor.fail(`Amazon Creators API: ${what} broke off while replying`);
      }
    },
  };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Amazon's "nothing matched": 404 ResourceNotFoundException (PA-API: NoResults). */
export function isNoResults(body: unknown): boolean {
  const b = WireError.parse(body);
  const codes = [b.type, b.__type, ...b.errors.map((e) => e.code), ...b.Errors.map((e) => e.Code)];
  return codes.some((c) => c !== undefined && /ResourceNotFound|NoResults/i.test(c));
}

/** "400 ValidationException (InvalidPartnerTag): The partner tag is invalid." from whatever the body says. */
export function describeFailure(status: number, body: unknown, redactor: Redactor): string {
  const b = WireError.parse(body);
  const firstError = b.errors[0] ?? b.Errors[0];
  const type = b.type ?? b.__type ?? b.error ?? firstError?.code ?? firstError?.Code;
  const message = b.message ?? b.error_description ?? firstError?.message ?? firstError?.Message;
  let out = String(status);
  if (type) out += ` ${type.replace(/^.*#/, '')}`;
  if (b.reason) out += ` (${b.reason})`;
  // Redacted before it is cut, so that no part of a secret survives the cut.
  if (message) out += `: ${redactor.redact(message).slice(0, 300)}`;
  return out;
}
