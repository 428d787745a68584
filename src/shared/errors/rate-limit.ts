/**
 * The rate limiter's rule (platform.md sections 5 and 9) as pure functions: 10 attempts per 60 s by default.
 * The browser keeps a log of attempt times per key (slidingWindowLimit); the server keeps a counter per
 * fixed window in the database or Redis and asks fixedWindowDecision. Both refuse with the same wait message.
 */
const RATE_LIMIT_DEFAULTS = { maxAttempts: 10, windowMs: 60_000 } as const;

export interface RateLimitRule {
  maxAttempts: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the window after this one. */
  remaining: number;
  /** Whole seconds until an attempt would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
  /** Set when refused: 'Please wait {n} seconds before trying again.' */
  message?: string;
}

export function rateLimitWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before trying again.`;
}

/** Milliseconds to whole seconds, never below 1 (a refusal always asks for some wait). */
export function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function refused(waitMs: number): RateLimitDecision {
  const seconds = waitSeconds(waitMs);
  return { allowed: false, remaining: 0, retryAfterSeconds: seconds, message: rateLimitWaitMessage(seconds) };
}

/**
 * Sliding window over a log of attempt times (ms). Attempts older than the window are forgotten; a
 * refused attempt is not recorded, so hammering does not extend the wait. Returns the new log to keep.
 */
export function slidingWindowLimit(
  attempts: readonly number[],
  now: number,
  rule: Partial<RateLimitRule> = {},
): RateLimitDecision & { attempts: number[] } {
  const { maxAttempts, windowMs } = { ...RATE_LIMIT_DEFAULTS, ...rule };
  const recent = attempts.filter((t) => now - t < windowMs);
  if (recent.length >= maxAttempts) {
    const oldest = Math.min(...recent);
    return { ...refused(oldest + windowMs - now), attempts: recent };
  }
  const kept = [...recent, now];
  return { allowed: true, remaining: maxAttempts - kept.length, retryAfterSeconds: 0, attempts: kept };
}

/** A fixed window: `count` attempts so far (this one included) in a window that ends at resetAt (ms). */
export function fixedWindowDecision(count: number, resetAt: number, now: number, maxAttempts: number): RateLimitDecision {
  if (count > maxAttempts) return refused(resetAt - now);
  return { allowed: true, remaining: Math.max(0, maxAttempts - count), retryAfterSeconds: 0 };
}
