/**
 * Where rate-limit counters live (docs/decisions/100-rate-limit-stores.md): in memory in the one-process embedded
 * mode, in Redis when REDIS_URL is set (every instance sees the same counts), and with DATABASE_URL but no Redis,
 * the auth classes in the database and the rest in memory. A fixed window per key.
 */
export interface RateLimitStore {
  /** Reported by /api/health and the start-up log. */
  readonly kind?: 'memory' | 'database' | 'redis' | 'memory+database' | (string & {});
  /**
   * Count one attempt for key in a window of windowMs; returns the count so far and when the window ends.
   * scope.auth marks the classes that guard passwords and inboxes (a split store keeps those in the database).
   */
  hit(key: string, windowMs: number, scope?: { auth: boolean }): Promise<{ count: number; resetAt: Date }>;
  /** Forget a key (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}
