/**
 * The one redaction of URLs before they are logged or stored (the request log, error_logs): issue 8, item 4.
 * Reset and verification links carry their token in the path (/api/auth/reset-password/<token>) or the query
 * (?token=<jwt>); OAuth callbacks carry codes. Whoever reads a log must not be able to open an account with it.
 */
const REDACTED = 'REDACTED';

/** Query parameters whose values could open an account or a session. */
const SENSITIVE_PARAM = /token|code|password|secret|key|signature|session|state|otp/i;
/** Path segments that are a token themselves: the segment after these names (the calendar feed's secret too). */
const TOKEN_PATH_SEGMENT = /(\/(?:reset-password|verify-email|magic-link|calendar\/feed)\/)[^/?#]+/gi;
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
