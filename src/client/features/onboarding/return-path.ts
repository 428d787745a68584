/**
 * Where onboarding sends the person when it is done: back to the page the guard sent them from (its state
 * `from`, or ?next=), if that is a page of this site; otherwise home.
 */
export function returnPathFrom(state: unknown, next: string | null): string {
  const fromState = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  for (const candidate of [fromState, next]) {
    if (typeof candidate !== 'string') continue;
    // Only paths on this site: "//evil.example" and "/\evil.example" would leave it.
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) continue;
    if (candidate === '/onboarding' || candidate.startsWith('/onboarding?') || candidate.startsWith('/login') || candidate.startsWith('/signup')) continue;
    return candidate;
  }
  return '/';
}
