/**
 * Sign-in lockout (admin Settings tab: 'Maximum Login Attempts', default 5). Failures are counted per email
 * address, known or not, so guessing from many addresses is still stopped. The failure that reaches the maximum
 * pauses sign-in briefly, and each further failure doubles the pause, up to MAX_LOCK_MINUTES: an owner who
 * mistyped waits a minute, not a flat 15, and a guesser gets ever fewer tries. The count starts again after a
 * successful sign-in, a password reset, or a day without failures (docs/decisions/178).
 */
export const FIRST_LOCK_SECONDS = 60;
export const MAX_LOCK_MINUTES = 15;
/** A streak of failures is forgotten when its last failure is this old (the daily purge forgets the row too). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export interface SignInAttemptState {
  failedCount: number;
  lastFailedAt: Date | null;
  lockedUntil: Date | null;
}

export function isLocked(state: Pick<SignInAttemptState, 'lockedUntil'> | null | undefined, now: Date): boolean {
  return Boolean(state?.lockedUntil && state.lockedUntil.getTime() > now.getTime());
}

/** Whole seconds until the lock ends (for Retry-After); 0 when not locked. */
export function lockSecondsLeft(state: Pick<SignInAttemptState, 'lockedUntil'> | null | undefined, now: Date): number {
  if (!isLocked(state, now)) return 0;
  return Math.ceil((state!.lockedUntil!.getTime() - now.getTime()) / 1000);
}

/** The pause after the failure numbered `failedCount`: none below the maximum, then 1, 2, 4, 8, 15, 15 … minutes. */
export function lockSeconds(failedCount: number, maxAttempts: number): number {
  const beyond = failedCount - Math.max(1, maxAttempts);
  if (beyond < 0) return 0;
  return Math.min(MAX_LOCK_MINUTES * 60, FIRST_LOCK_SECONDS * 2 ** Math.min(beyond, 20));
}

/**
 * The state after one more failed sign-in, and whether this failure began the streak's first lock (then the
 * owner is emailed a way in).
 */
export function afterFailedSignIn(
  prev: SignInAttemptState | null | undefined,
  now: Date,
  maxAttempts: number,
): SignInAttemptState & { lastFailedAt: Date; firstLock: boolean } {
  const stale = !prev?.lastFailedAt || now.getTime() - prev.lastFailedAt.getTime() > FAILURE_MEMORY_MS;
  const before = stale ? 0 : prev!.failedCount;
  const seconds = lockSeconds(before + 1, maxAttempts);
  return {
    failedCount: before + 1,
    lastFailedAt: now,
    lockedUntil: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null,
    // No pause yet in this streak (lockedUntil stays set, expired, until the streak is forgotten or cleared).
    firstLock: seconds > 0 && (stale || !prev?.lockedUntil),
  };
}
