import { RetailSourceError } from '../types.js';

/**
 * Never let the secret or a token out in a message, whatever a server echoes: the credential secret (plain and
 * URL-encoded) and the latest access tokens are cut out of every message a failure carries.
 */
export interface Redactor {
  redact(text: string): string;
  /** Adds a new access token to what is redacted (the latest few are kept). */
  remember(token: string): void;
  /** A RetailSourceError with the message redacted. */
  fail(message: string, status?: number): RetailSourceError;
}

export function createRedactor(credentialSecret: string): Redactor {
  const secrets = [credentialSecret, encodeURIComponent(credentialSecret)];

  function redact(text: string): string {
    let out = text;
    for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]');
    return out;
  }

  return {
    redact,
    remember(token) {
      secrets.push(token);
      if (secrets.length > 5) secrets.splice(2, 1);
    },
    fail(message, status) {
      return new RetailSourceError(redact(message), status);
    },
  };
}
