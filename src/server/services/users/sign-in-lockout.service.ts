import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { afterFailedSignIn, FAILURE_MEMORY_MS, isLocked, lockSecondsLeft } from '#shared/auth/lockout.js';
import type { Database } from '#server/db/client.js';
import { signInAttempts } from '#server/db/schema/index.js';

/**
 * Failed sign-ins per email address. Known and unknown addresses go through the same rows and code paths,
 * so the replies never reveal whether an account exists.
 */
const normalize = (email: string) => email.trim().toLowerCase();

export interface LockStatus {
  locked: boolean;
  retryAfterSeconds: number;
}

export interface SignInReservation {
  /** False: the address was already locked, and the password must not be checked. */
  allowed: boolean;
  /** The lock after this attempt was counted (the attempt that reaches the limit locks the address). */
  lock: LockStatus;
  /** This attempt began the first lock of a streak of failures: if it fails, the owner is emailed a way in. */
  firstLock: boolean;
}

/**
 * Counts the attempt as a failure before the password is checked, atomically under a row lock, so that a
 * parallel burst never checks more than 'Maximum Login Attempts' passwords (issue 8, item 5). A success or a
 * proven-right password clears the count afterwards (clearFailedSignIns); anything else stays counted.
 */
export async function reserveSignInAttempt(db: Database, email: string, now: Date, maxAttempts: number): Promise<SignInReservation> {
  const key = normalize(email);
  return db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({ email: key, failedCount: 0, lastFailedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(signInAttempts).where(eq(signInAttempts.email, key)).for('update');
    if (isLocked(row, now)) return { allowed: false, lock: { locked: true, retryAfterSeconds: lockSecondsLeft(row, now) }, firstLock: false };
    const { firstLock, ...state } = afterFailedSignIn(row, now, maxAttempts);
    await tx.update(signInAttempts).set(state).where(eq(signInAttempts.email, key));
    return { allowed: true, lock: { locked: isLocked(state, now), retryAfterSeconds: lockSecondsLeft(state, now) }, firstLock };
  });
}

/** After a successful sign-in or password reset the count starts again. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, normalize(email)));
}

/** Forget addresses whose failures are long past and that are not locked (a daily job keeps the table small). */
export async function purgeStaleSignInAttempts(db: Database, now: Date, olderThanMs = FAILURE_MEMORY_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const gone = await db
    .delete(signInAttempts)
    .where(and(lt(signInAttempts.lastFailedAt, cutoff), or(isNull(signInAttempts.lockedUntil), lt(signInAttempts.lockedUntil, now))))
    .returning({ email: signInAttempts.email });
  return gone.length;
}
