import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { sessions, users } from '#server/db/schema/index.js';

/** What a request needs to know about its session and person: nothing more is read or decoded. */
const SESSION_COLUMNS = {
  id: sessions.id,
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
};
const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  banned: users.banned,
  banExpires: users.banExpires,
};

export interface FoundSession {
  session: { id: string; userId: string; expiresAt: Date; createdAt: Date; lastSeenAt: Date | null };
  user: { id: string; email: string; role: string | null; emailVerified: boolean; banned: boolean | null; banExpires: Date | null };
}

/**
 * A session and its person in one query (issue 9, item 5): the row is read on every signed-in request, so
 * signing out everywhere, a suspension and a password reset (each deletes or bars the rows) end it at once.
 * An expired session is null (Better Auth deletes it when it next sees it). Expiry is Better Auth's, set and
 * checked on the wall clock (not the app's injectable clock), as its own getSession does.
 */
export async function findSessionByToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<FoundSession | null> {
  const [row] = await db
    .select({ session: SESSION_COLUMNS, user: USER_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  if (!row || row.session.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}
