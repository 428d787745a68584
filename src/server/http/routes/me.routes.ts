import type { FastifyPluginAsync } from 'fastify';
import { sessionApi } from '#shared/api/account.js';
import type { AppContext } from '#server/app-context.js';
import { presentMe } from '#server/presenters/user.presenter.js';
import { findAccount } from '#server/services/profile/profile.service.js';
import { authorize, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';
import { unauthenticated } from '#server/errors.js';

export function meRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, sessionApi.me, async (_input, request) => {
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
    route(app, sessionApi.session, async (_input, request) => {
      authorize(request, 'session:read');
      if (!request.actor) return { user: null };
      const found = await findAccount(ctx.db, request.actor.userId);
      return { user: found ? presentMe(found.user, found.profile) : null };
    });
  };
}
