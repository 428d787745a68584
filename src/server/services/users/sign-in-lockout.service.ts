import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { afterFailedSignIn, isLocked, lockSecondsLeft } from '../../../shared/auth/lockout.js';
import type { Database } from '../../db/client.js';
import { signInAttempts } from '../../db/schema/index.js';

/**
 * Failed sign-ins per email address. Known and unknown addresses go through the same rows and code paths,
 * so the replies never reveal whether an account exists.
 */
const normalize = (email: string) => email.trim().toLowerCase();

export interface LockStatus {
  locked: boolean;
  retryAfterSeconds: number;
}

export async function getSignInLock(db: Database, email: string, now: Date): Promise<LockStatus> {
  const [row] = await db.select().from(signInAttempts).where(eq(signInAttempts.email, normalize(email)));
  return { locked: isLocked(row, now), retryAfterSeconds: lockSecondsLeft(row, now) };
}

/** Count one failure (atomically, under a row lock) and say whether the address is now locked. */
export async function recordFailedSignIn(db: Database, email: string, now: Date, maxAttempts: number): Promise<LockStatus> {
  const key = normalize(email);
  const next = await db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({ email: key, failedCount: 0, lastFailedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(signInAttempts).where(eq(signInAttempts.email, key)).for('update');
    const state = afterFailedSignIn(row, now, maxAttempts);
    await tx.update(signInAttempts).set(state).where(eq(signInAttempts.email, key));
    return state;
  });
  return { locked: isLocked(next, now), retryAfterSeconds: lockSecondsLeft(next, now) };
}

/** After a successful sign-in or password reset the count starts again. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, normalize(email)));
}

/** Forget addresses whose failures are long past and that are not locked (a daily job keeps the table small). */
export async function purgeStaleSignInAttempts(db: Database, now: Date, olderThanMs = 24 * 60 * 60_000): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const gone = await db
    .delete(signInAttempts)
    .where(and(lt(signInAttempts.lastFailedAt, cutoff), or(isNull(signInAttempts.lockedUntil), lt(signInAttempts.lockedUntil, now))))
    .returning({ email: signInAttempts.email });
  return gone.length;
}
