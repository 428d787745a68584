/**
 * The one redaction of URLs before they are logged or stored (the request log, error_logs): issue 8, item 4, and
 * issue 17. Reset, verification, share, claim, invitation and invite links carry their token in the path
 * (/api/auth/reset-password/<token>, /wishlists/shared/<token>) or the query (?token=<jwt>); OAuth callbacks carry
 * codes. Whoever reads a log must not be able to open an account, a list or a friendship with it.
 */
const REDACTED = 'REDACTED';

/** Query parameters whose values could open an account or a session. */
const SENSITIVE_PARAM = /token|code|password|secret|key|signature|session|state|otp/i;
/**
 * The paths whose next segment is a capability token: whoever holds it can reset a password, read a private
 * calendar feed, open a shared list, manage a visitor's claim, join a list as an editor or become a friend
 * (issue 17). Pages and API routes alike; tests/api/request-log-redaction.test.ts checks every registered route
 * with a token parameter against this list, so a new token route cannot be forgotten.
 */
const TOKEN_PATH_PREFIXES = [
  'reset-password',
  'verify-email',
  'magic-link',
  'calendar/feed',
  'wishlists/shared',
  'wishlists/invitations',
  'wishlist-invitations/by-token',
  'claims/manage',
  'social/invite',
  'social/invite-links',
];
const TOKEN_PATH_SEGMENT = new RegExp(`(/(?:${TOKEN_PATH_PREFIXES.join('|')})/)[^/?#]+`, 'gi');
/** A JWT-shaped segment anywhere in a path (three base64url parts). */
const JWT_SEGMENT = /(^|\/)[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?=\/|$)/g;

const PLACEHOLDER = 'http://placeholder.invalid';

/**
 * The URL with token-bearing path segments and sensitive query values replaced by REDACTED, and no fragment.
 * Relative URLs stay relative. Text that does not parse as a URL is redacted as a path.
 */
export function redactUrl(url: string | undefined | null, maxLength = 2000): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, PLACEHOLDER);
  } catch {
    return redactPath(url.split(/[?#]/)[0]).slice(0, maxLength);
  }
  parsed.pathname = redactPath(parsed.pathname);
  for (const name of [...parsed.searchParams.keys()]) {
    if (SENSITIVE_PARAM.test(name)) parsed.searchParams.set(name, REDACTED);
  }
  parsed.hash = '';
  const isRelative = parsed.origin === PLACEHOLDER;
  const text = isRelative ? `${parsed.pathname}${parsed.search}` : parsed.toString();
  return text.slice(0, maxLength);
}

function redactPath(path: string): string {
  return path.replace(TOKEN_PATH_SEGMENT, `$1${REDACTED}`).replace(JWT_SEGMENT, `$1${REDACTED}`);
}
