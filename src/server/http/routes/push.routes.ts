import type { FastifyPluginAsync } from 'fastify';
import { type PushKey, pushSubscriptionInput, type PushSubscriptionResponse, PushUnsubscribeInput } from '#shared/schemas/push.js';
import type { AppContext } from '#server/app-context.js';
import { presentPushKey, presentPushSubscription } from '#server/presenters/push.presenter.js';
import {
  deletePushSubscription,
  findPushSubscriptionByEndpoint,
  savePushSubscription,
} from '#server/services/notifications/push-subscription.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';

/** Web Push (issue 13): the server's public key, and a device's subscription registered and removed by its owner. */
export function pushRoutes(ctx: AppContext): FastifyPluginAsync {
  // A local push service over plain http is for development and tests only.
  const SubscriptionInput = pushSubscriptionInput(!ctx.settings.isProduction);

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/notifications/push/key', async (request): Promise<PushKey> => {
      requireActor(request, 'push-key:read');
      return presentPushKey(ctx.settings.push);
    });

    app.post('/notifications/push/subscriptions', async (request, reply): Promise<PushSubscriptionResponse> => {
      const actor = requireActor(request, 'push-subscriptions:create');
      const input = parse(SubscriptionInput, request.body);
      const row = await savePushSubscription(ctx.db, actor.userId, input, ctx.now());
      reply.code(201);
      return { subscription: presentPushSubscription(row) };
    });

    // By endpoint, because that is what the browser knows; someone else's endpoint looks missing (404).
    app.delete('/notifications/push/subscriptions', async (request, reply) => {
      const row = await loadAuthorized(
        request,
        'push-subscription:delete',
        async () => findPushSubscriptionByEndpoint(ctx.db, parse(PushUnsubscribeInput, request.body).endpoint),
        'Push subscription not found.',
      );
      await deletePushSubscription(ctx.db, row);
      return reply.code(204).send();
    });
  };
}
