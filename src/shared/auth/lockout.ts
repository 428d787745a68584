/**
 * Sign-in lockout (admin Settings tab: 'Maximum Login Attempts', default 5). Failures are counted per email
 * address, known or not; the count starts again when the last failure is older than the window.
 */
export const LOCKOUT_MINUTES = 15;
const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

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

/** The state after one more failed sign-in. Reaching maxAttempts locks for LOCKOUT_MINUTES and clears the count. */
export function afterFailedSignIn(
  prev: SignInAttemptState | null | undefined,
  now: Date,
  maxAttempts: number,
): SignInAttemptState & { lastFailedAt: Date } {
  const stale = !prev?.lastFailedAt || now.getTime() - prev.lastFailedAt.getTime() > LOCKOUT_MS;
  const expiredLock = Boolean(prev?.lockedUntil && !isLocked(prev, now));
  const count = (stale || expiredLock ? 0 : prev!.failedCount) + 1;
  if (count >= Math.max(1, maxAttempts)) {
    return { failedCount: 0, lastFailedAt: now, lockedUntil: new Date(now.getTime() + LOCKOUT_MS) };
  }
  return { failedCount: count, lastFailedAt: now, lockedUntil: null };
}
