/**
 * One reading of a request's path for every decision that keys on it (docs/decisions/070-normalised-auth-paths.md).
 *
 * Better Auth finds its endpoint from `new URL(request.url).pathname`: WHATWG URL parsing removes dot segments
 * (also spelled %2e), and reads `\` as `/`. Fastify's router and our own code see the raw text. When the two
 * differ, a check that keys on the raw path (the sign-in lockout, a rate-limit class, a schema) can be walked
 * around by another spelling of the same endpoint; so the resolved path is what decides, and a raw path that
 * is not already in its resolved form is refused where it matters (auth.routes.ts).
 */
const PLACEHOLDER_ORIGIN = 'http://giftwise.invalid';

/** The raw path: everything before the query string. */
export function rawPathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** The path as WHATWG URL parsing resolves it (what Better Auth routes on), or null if the URL does not parse. */
export function resolvedPathOf(url: string): string | null {
  try {
    return new URL(url, PLACEHOLDER_ORIGIN).pathname;
  } catch {
    return null;
  }
}

/** True when the raw path is exactly its resolved form: no dot segments, no %2e, no backslash, no fragment. */
export function isCanonicalPath(url: string): boolean {
  return resolvedPathOf(url) === rawPathOf(url);
}
