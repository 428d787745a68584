/**
 * Where rate-limit counters live: the database by default, Redis when REDIS_URL is set, so that every
 * instance sees the same counts. A fixed window per key.
 */
export interface RateLimitStore {
  /** 'database' or 'redis': reported by /api/health. */
  readonly kind?: 'database' | 'redis' | (string & {});
  /** Count one attempt for key in a window of windowMs; returns the count so far and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** Forget a key (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}
