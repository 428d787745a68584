import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isRole } from '../../../shared/auth/roles.js';
import { isSessionIdle, shouldRecordActivity } from '../../../shared/auth/session-idle.js';
import { isSuspended } from '../../../shared/auth/suspension.js';
import type { AppContext } from '../../app-context.js';
import { sessions, users } from '../../db/schema/index.js';
import type { Actor } from '../../policies/actor.js';
import { revokeAllSessions } from '../../services/users/account.service.js';

/** Better Auth's session cookie ends with this name (with a prefix, and __Secure- on HTTPS). */
const SESSION_COOKIE_MARK = '.session_token=';

/**
 * The person behind a request's session cookie, or null. Enforces what Better Auth does not: the idle timeout
 * ('Session Timeout', read per request) and suspension. An ended session is deleted, so Better Auth's own
 * /get-session answers null for it too. Activity stamps are written at most once a minute.
 */
export async function resolveActor(ctx: AppContext, headers: Headers): Promise<Actor | null> {
  const found = await ctx.auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } });
  if (!found) return null;
  const { session, user } = found;
  const now = ctx.now();
  if (isSuspended(user, now)) {
    await revokeAllSessions(ctx.db, user.id);
    return null;
  }
  const { sessionTimeoutMinutes } = await ctx.siteSettings.get();
  const lastSeenAt = new Date(session.lastSeenAt ?? session.createdAt);
  if (isSessionIdle(lastSeenAt, now, sessionTimeoutMinutes)) {
    await ctx.db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (shouldRecordActivity(lastSeenAt, now)) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    await ctx.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id));
  }
  return {
    userId: user.id,
    email: user.email,
    // An unknown role string gets user rights (fail closed).
    role: isRole(user.role) ? user.role : 'user',
    sessionId: session.id,
    emailVerified: user.emailVerified,
  };
}

/** Sets request.actor on every API request, before any route runs. */
export function installAuthContext(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = null;
    if (!request.url.startsWith('/api/')) return;
    if (!request.headers.cookie?.includes(SESSION_COOKIE_MARK)) return;
    request.actor = await resolveActor(ctx, fromNodeHeaders(request.headers));
  });
}
