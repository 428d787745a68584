import type { FastifyPluginAsync } from 'fastify';
import { pushApi } from '#shared/api/notifications.js';
import { pushSubscriptionInput } from '#shared/schemas/push.js';
import type { AppContext } from '#server/app-context.js';
import { presentPushKey, presentPushSubscription } from '#server/presenters/push.presenter.js';
import {
  deletePushSubscription,
  findPushSubscriptionByEndpoint,
  savePushSubscription,
} from '#server/services/notifications/push-subscription.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';
import { parse } from '#server/http/parse.js';

/** Web Push (issue 13): the server's public key, and a device's subscription registered and removed by its owner. */
export function pushRoutes(ctx: AppContext): FastifyPluginAsync {
  // A local push service over plain http is for development and tests only: the subscription's schema depends
  // on the server's settings, so that one route keeps its own parse (not yet a contract).
  const SubscriptionInput = pushSubscriptionInput(!ctx.settings.isProduction);

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

    app.post('/api/notifications/push/subscriptions', async (request, reply) => {
      const actor = requireActor(request, 'push-subscriptions:create');
      const input = parse(SubscriptionInput, request.body);
      const row = await savePushSubscription(ctx.db, actor.userId, input, ctx.now());
      reply.code(201);
      return { subscription: presentPushSubscription(row) };
    });
  };
}
