import { and, eq, ne } from 'drizzle-orm';
import { isRole, type Role } from '#shared/auth/roles.js';
import { DEFAULT_SUSPENSION_REASON } from '#shared/auth/suspension.js';
import { type Auth, RESET_PASSWORD_PAGE } from '#server/auth/auth.js';
import type { Database } from '#server/db/client.js';
import { media, sessions, signInAttempts, users, verifications } from '#server/db/schema/index.js';
import { AppError, notFound } from '#server/errors.js';

/**
 * Account state changes that must end sessions: suspension, deletion, role changes by the CLI. The admin
 * area calls these after its own policy check; they trust their caller.
 */

const userNotFound = () => notFound('User not found');

/** Ends every session of a person (sign-out everywhere). Returns how many ended. */
export async function revokeAllSessions(db: Database, userId: string): Promise<number> {
  const gone = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return gone.length;
}

/** Ends one session (idle too long): Better Auth's own /get-session then answers null for it too. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Stamps a session's and its person's last activity (the idle timeout and 'last active' read them). */
export async function recordActivity(db: Database, session: { sessionId: string; userId: string }, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, session.sessionId));
  await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, session.userId));
}

/** Suspends (users.banned) and signs the person out everywhere; they cannot sign in until unsuspended. */
export async function suspendUser(
  db: Database,
  userId: string,
  reason: string = DEFAULT_SUSPENSION_REASON,
  options: { until?: Date | null } = {},
): Promise<void> {
  const updated = await db
    .update(users)
    .set({ banned: true, banReason: reason || DEFAULT_SUSPENSION_REASON, banExpires: options.until ?? null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated.length) throw userNotFound();
  await revokeAllSessions(db, userId);
}

export async function unsuspendUser(db: Database, userId: string): Promise<void> {
  const updated = await db
    .update(users)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated.length) throw userNotFound();
}

/**
 * Deletes the person: the users row goes, and with it (foreign keys on cascade) their sessions, accounts,
 * profile and everything they own; rows kept for the record (error logs, sent mail) lose the link (set null).
 * Pending reset tokens and the lockout row keyed by their address go too, and so do their avatar images
 * (the media table would only unlink them: a photo of a person is theirs, not a record).
 */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw userNotFound();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Reset-password tokens store the user id as their value.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(signInAttempts).where(eq(signInAttempts.email, user.email));
    await tx.delete(media).where(and(eq(media.ownerId, userId), eq(media.purpose, 'avatar')));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** Sets a role by email (CLI, admin). Sessions stay: the actor is read from the database on every request. */
export async function setUserRole(db: Database, email: string, role: Role): Promise<{ id: string; email: string; role: Role }> {
  if (!isRole(role)) throw new AppError('VALIDATION_ERROR', `Unknown role: ${String(role)}`, { fields: { role: 'Unknown role' } });
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email });
  if (!row) throw userNotFound();
  return { ...row, role };
}

/** ADMIN_EMAILS: raise a listed address to admin (no-op for unknown addresses and existing admins). */
export async function grantAdminByEmail(db: Database, email: string): Promise<void> {
  await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(users.email, email.trim().toLowerCase()), ne(users.role, 'admin')));
}

/** Whether an account holds this address (compared as stored: trimmed and lower-case). */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row !== undefined;
}

/** Admin "send password reset": the same email and link a person gets from the forgot-password form. */
export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase(), redirectTo: RESET_PASSWORD_PAGE } });
}

/** Admin "resend verification" (only meaningful while unverified). */
export async function resendVerification(db: Database, auth: Auth, userId: string): Promise<{ sent: boolean }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw userNotFound();
  if (user.emailVerified) return { sent: false };
  return { sent: await auth.sendVerificationLink(user) };
}

/**
 * Admin "Add User": an email-and-password account created without the public sign-up (so not subject to
 * 'User Registration'). A taken address is a 409-style validation error: admins may know who exists.
 */
export async function createUserWithPassword(
  db: Database,
  auth: Auth,
  input: { name: string; email: string; password: string; role?: Role; emailVerified?: boolean },
): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new AppError('VALIDATION_ERROR', 'A user with this email already exists', { fields: { email: 'A user with this email already exists' } });
  const context = await auth.$context;
  const hash = await context.password.hash(input.password);
  const created = await context.internalAdapter.createUser(
    { name: input.name.trim(), email, emailVerified: input.emailVerified ?? false },
    { method: 'admin' },
  );
  if (!created) throw new AppError('UNKNOWN_ERROR', 'Account creation failed. Please try again or contact support.', { status: 500 });
  await context.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
  if (input.role && input.role !== 'user') await db.update(users).set({ role: input.role }).where(eq(users.id, created.id));
  if (!input.emailVerified) await auth.sendVerificationLink({ id: created.id, email, name: created.name });
  return { id: created.id };
}
