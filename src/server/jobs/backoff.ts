/**
 * Exponential backoff: base × 2^(attempt − 1), capped. attempt counts from 1 (the attempt that just failed),
 * so the first retry waits `base`. No jitter: claims use SKIP LOCKED, so retries of many rows do not stampede
 * one row, and tests can predict the next attempt.
 */
export function backoffDelayMs(attempt: number, options: { baseMs: number; maxMs: number }): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // 2^31 already exceeds any cap; stop growing before the number overflows to Infinity.
  const factor = 2 ** Math.min(exponent, 31);
  return Math.min(options.baseMs * factor, options.maxMs);
}

/** The moment of the next attempt after `attempt` failed at `now`. */
export function nextAttemptAt(now: Date, attempt: number, options: { baseMs: number; maxMs: number }): Date {
  return new Date(now.getTime() + backoffDelayMs(attempt, options));
}
