/** A stand-in origin for reading a path on its own: whatever resolves elsewhere is not a path of this site. */
const SELF = 'https://giftwise.self.invalid';

/** Screens that are never a destination to come back to (they would loop, or sign the person in again). */
const NOT_A_DESTINATION = ['/onboarding', '/login', '/signup', '/reset-password'];

/**
 * A same-origin path to return to, or null. The browser's own URL parser decides, so tricks that other checks miss
 * ("//evil.example", "/\evil.example", a tab or newline the browser drops, "javascript:") resolve off this site
 * and are refused.
 */
export function sameOriginPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, SELF);
  } catch {
    return null;
  }
  if (url.origin !== SELF) return null;
  // The parser removes tabs and newlines, so "/\t/evil.example" became "//evil.example" above; refuse any the
  // original carried as well.
  if ([...candidate].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (NOT_A_DESTINATION.some((screen) => url.pathname === screen || url.pathname.startsWith(`${screen}/`))) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where sign-in or onboarding sends the person when done: back to the page they were going to (the guard's state
 * `from`, or ?next=), if that is a page of this site; otherwise home.
 */
export function returnPathFrom(state: unknown, next: string | null): string {
  const fromState = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return sameOriginPath(fromState) ?? sameOriginPath(next) ?? '/';
}

/** The sign-in address that comes back to `path` afterwards (home needs no ?next=). */
export function loginPathFor(path: string): string {
  const back = sameOriginPath(path);
  return back && back !== '/' ? `/login?next=${encodeURIComponent(back)}` : '/login';
}
