import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Better Auth's session cookie, read without Better Auth: `token.signature`, URI-encoded, where the signature is
 * the base64 HMAC-SHA256 of the token under AUTH_SECRET (better-call's signed cookies). Reading it here lets a
 * request find its session and person in one query (services/users/session-lookup.ts) instead of Better Auth's
 * two (issue 9, item 5).
 */

/** The cookie's name: better-auth.session_token, with __Secure- in front on HTTPS (advanced.useSecureCookies). */
function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}better-auth.session_token`;
}

function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of a request's cookie header, or null when there is none or its signature is wrong. */
export function signedSessionToken(cookieHeader: string | undefined, options: { secret: string; secure: boolean }): string | null {
  if (!cookieHeader) return null;
  const value = cookieValue(cookieHeader, sessionCookieName(options.secure));
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', options.secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
