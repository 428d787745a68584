import type { FastifyPluginAsync } from 'fastify';
import { pushApi } from '#shared/api/notifications.js';
import type { AppContext } from '#server/app-context.js';
import { presentPushKey, presentPushSubscription } from '#server/presenters/push.presenter.js';
import {
  deletePushSubscription,
  findPushSubscriptionByEndpoint,
  savePushSubscription,
} from '#server/services/notifications/push-subscription.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { route, schemaEnvOf } from '#server/http/contract-route.js';

/** Web Push (issue 13): the server's public key, and a device's subscription registered and removed by its owner. */
export function pushRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(app, pushApi.key, async (_input, request) => {
      requireActor(request, 'push-key:read');
      return presentPushKey(ctx.settings.push);
    });

    // By endpoint, because that is what the browser knows; someone else's endpoint looks missing (404).
    route(app, pushApi.unsubscribe, async ({ body }, request) => {
      const row = await loadAuthorized(
        request,
        'push-subscription:delete',
        () => findPushSubscriptionByEndpoint(ctx.db, body.endpoint),
        'Push subscription not found.',
      );
      await deletePushSubscription(ctx.db, row);
    });

    // A local push service over plain http is for development and tests only: the schema follows the settings.
    route(
      app,
      pushApi.subscribe,
      async ({ body }, request) => {
        const actor = requireActor(request, 'push-subscriptions:create');
        const row = await savePushSubscription(ctx.db, actor.userId, body, ctx.now());
        return { subscription: presentPushSubscription(row) };
      },
      { env: schemaEnvOf(ctx) },
    );
  };
}
