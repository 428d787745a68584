import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { UNSUBSCRIBE_SCOPES, type UnsubscribeScope } from '#shared/schemas/unsubscribe.js';

/**
 * Unsubscribe links carry a signed token: base64url(JSON {e: email, s: scope}) "." base64url(HMAC-SHA256).
 * The signature is the only proof, so the link works without signing in. Tokens never expire: a link in
 * an old email must keep working (RFC 8058 asks for that), and all it can do is change email settings.
 */
const PURPOSE = 'giftwise-unsubscribe-v1';

const Payload = z.object({ e: z.string().min(3).max(320), s: z.enum(UNSUBSCRIBE_SCOPES) });

export interface UnsubscribeClaim {
  email: string;
  scope: UnsubscribeScope;
}

function signature(secret: string, body: string): Buffer {
  // The purpose prefix keeps these signatures apart from anything else signed with AUTH_SECRET.
  return createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest();
}

export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const body = Buffer.from(JSON.stringify({ e: claim.email.trim().toLowerCase(), s: claim.scope })).toString(
    'base64url',
  );
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** The claim of a genuine token, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, sig] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? { email: parsed.data.e, scope: parsed.data.s } : null;
  } catch {
    return null;
  }
}
