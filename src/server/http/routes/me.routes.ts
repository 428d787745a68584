import type { FastifyPluginAsync } from 'fastify';
import type { MeResponse, SessionResponse } from '#shared/schemas/auth.js';
import type { AppContext } from '#server/app-context.js';
import { presentMe } from '#server/presenters/user.presenter.js';
import { findAccount } from '#server/services/profile/profile.service.js';
import { authorize, requireActor } from '#server/http/actor.js';
import { unauthenticated } from '#server/errors.js';

export function meRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/me', async (request): Promise<MeResponse> => {
      const actor = requireActor(request, 'profile:read');
      const found = await findAccount(ctx.db, actor.userId);
      // The session outlived its account (deleted a moment ago): signed out.
      if (!found) throw unauthenticated();
      return presentMe(found.user, found.profile);
    });

    /**
     * The client's session probe: who is signed in, or null, always with 200. A signed-out visit is normal use,
     * so it must not be an HTTP error (browsers log every 4xx in the console). Replaceable by a session state the
     * server embeds in the page.
     */
    app.get('/session', async (request): Promise<SessionResponse> => {
      authorize(request, 'session:read');
      if (!request.actor) return { user: null };
      const found = await findAccount(ctx.db, request.actor.userId);
      return { user: found ? presentMe(found.user, found.profile) : null };
    });
  };
}
