import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRole } from '#shared/auth/roles.js';
import { isSessionIdle, shouldRecordActivity } from '#shared/auth/session-idle.js';
import type { AppContext } from '#server/app-context.js';
import type { Actor } from '#server/policies/actor.js';
import { can } from '#server/policies/index.js';
import { signedSessionToken } from '#server/auth/session-cookie.js';
import { endSession, recordActivity, revokeAllSessions } from '#server/services/users/account.service.js';
import { findSessionByToken } from '#server/services/users/session-lookup.js';

/** Better Auth's session cookie ends with this name (with a prefix, and __Secure- on HTTPS). */
const SESSION_COOKIE_MARK = '.session_token=';

/**
 * The person behind a request's session cookie, or null. Enforces what Better Auth does not: the idle timeout
 * ('Session Timeout', read per request from memory) and suspension. An ended session is deleted, so Better Auth's
 * own /get-session answers null for it too. Activity stamps are written at most once a minute. A warm signed-in
 * request costs one query here: the session joined with its person (issue 9, item 5).
 */
async function resolveActor(ctx: AppContext, token: string): Promise<Actor | null> {
  const found = await findSessionByToken(ctx.db, token);
  if (!found) return null;
  const { session, user } = found;
  const now = ctx.now();
  if (!can(null, 'session:use', { user, now })) {
    await revokeAllSessions(ctx.db, user.id);
    return null;
  }
  const { sessionTimeoutMinutes } = await ctx.siteSettings.get();
  const lastSeenAt = new Date(session.lastSeenAt ?? session.createdAt);
  if (isSessionIdle(lastSeenAt, now, sessionTimeoutMinutes)) {
    await endSession(ctx.db, session.id);
    return null;
  }
  if (shouldRecordActivity(lastSeenAt, now)) {
    await recordActivity(ctx.db, { sessionId: session.id, userId: user.id }, now);
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

/**
 * The person behind a request's session cookie (one query), or null: for API requests before any route, and for
 * a page the server renders, whose header shows the signed-in state from the first byte (docs/decisions/165).
 */
export async function actorOfRequest(ctx: AppContext, request: FastifyRequest): Promise<Actor | null> {
  if (!request.headers.cookie?.includes(SESSION_COOKIE_MARK)) return null;
  const token = signedSessionToken(request.headers.cookie, { secret: ctx.settings.authSecret, secure: ctx.settings.isHttps });
  return token ? resolveActor(ctx, token) : null;
}

/** Sets request.actor on every API request, before any route runs. */
export function installAuthContext(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = null;
    if (!request.url.startsWith('/api/')) return;
    request.actor = await actorOfRequest(ctx, request);
  });
}
