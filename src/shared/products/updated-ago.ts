const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The best-sellers note's relative time (core-app.md 9): just now (under 1 hour), 1 hour ago, N hours ago,
 * yesterday, N days ago. A time in the future (clock skew) reads as just now.
 */
export function updatedAgo(updatedAt: Date, now: Date): string {
  const elapsed = now.getTime() - updatedAt.getTime();
  if (elapsed < HOUR_MS) return 'just now';
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  if (elapsed < 2 * DAY_MS) return 'yesterday';
  return `${Math.floor(elapsed / DAY_MS)} days ago`;
}

/** The cache is stale once its last refresh is older than a day ("updated daily"). */
const CACHE_STALE_AFTER_MS = DAY_MS;

export function isCacheStale(lastUpdated: Date | null, now: Date): boolean {
  return lastUpdated === null || now.getTime() - lastUpdated.getTime() > CACHE_STALE_AFTER_MS;
}
