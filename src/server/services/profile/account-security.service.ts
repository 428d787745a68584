import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordInput, DeleteAccountInput } from '#shared/schemas/profile.js';
import type { Auth } from '#server/auth/auth.js';
import type { Database } from '#server/db/client.js';
import { auditEvents, sessions } from '#server/db/schema/index.js';
import { AppError } from '#server/errors.js';
import { clearFailedSignIns } from '#server/services/users/sign-in-lockout.service.js';
import { voidPasswordResetTokens } from '#server/services/users/password-reset.service.js';
import { deleteUser } from '#server/services/users/account.service.js';

/**
 * The person's own account security from the profile page: changing the password and deleting the account.
 * Passwords are checked and hashed by Better Auth's own password functions (argon2id, see auth.ts), so the
 * result is exactly what its sign-in expects.
 */

const NO_PASSWORD_MESSAGE = 'This account signs in with Google or GitHub and has no password to change.';
const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
const WRONG_PASSWORD_MESSAGE = 'Incorrect password';

async function credentialHash(auth: Auth, userId: string): Promise<string | null> {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  return account?.password ?? null;
}

async function passwordMatches(auth: Auth, hash: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}

/**
 * Sets a new password after checking the current one, and signs the person out everywhere else (a stolen
 * session on another device ends); the session that made the change stays.
 */
export async function changeOwnPassword(
  db: Database,
  auth: Auth,
  actor: { userId: string; sessionId: string; email: string },
  input: ChangePasswordInput,
  now: Date,
): Promise<{ otherSessionsEnded: number }> {
  const hash = await credentialHash(auth, actor.userId);
  if (!hash) throw new AppError('VALIDATION_ERROR', NO_PASSWORD_MESSAGE, { fields: { currentPassword: NO_PASSWORD_MESSAGE } });
  if (!(await passwordMatches(auth, hash, input.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', WRONG_CURRENT_PASSWORD_MESSAGE, { fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } });
  }
  const context = await auth.$context;
  await context.internalAdapter.updatePassword(actor.userId, await context.password.hash(input.newPassword));
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)))
    .returning({ id: sessions.id });
  // Whoever knows the new password owns the address: an old lockout on it has no reason left, and a reset
  // link still lying in the mailbox must not undo the change (issue 8, item 3).
  await clearFailedSignIns(db, actor.email);
  await voidPasswordResetTokens(db, actor.userId);
  await db.insert(auditEvents).values({ actorId: actor.userId, action: 'password.changed', targetType: 'user', targetId: actor.userId, createdAt: now });
  return { otherSessionsEnded: ended.length };
}

/**
 * Deletes the person's own account after the typed confirmation (or their password). The account and
 * everything it owns go, avatar images included (account.service deleteUser). The audit row keeps no
 * personal data.
 */
export async function deleteOwnAccount(
  db: Database,
  auth: Auth,
  userId: string,
  input: DeleteAccountInput,
  now: Date,
): Promise<void> {
  if (input.password) {
    const hash = await credentialHash(auth, userId);
    if (!hash || !(await passwordMatches(auth, hash, input.password))) {
      throw new AppError('VALIDATION_ERROR', WRONG_PASSWORD_MESSAGE, { fields: { password: WRONG_PASSWORD_MESSAGE } });
    }
  }
  await deleteUser(db, userId);
  await db.insert(auditEvents).values({ actorId: null, action: 'account.deleted', targetType: 'user', targetId: userId, createdAt: now });
}
