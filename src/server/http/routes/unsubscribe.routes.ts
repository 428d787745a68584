import type { FastifyPluginAsync } from 'fastify';
import { unsubscribeApi } from '#shared/api/email.js';
import type { AppContext } from '#server/app-context.js';
import {
  describeUnsubscribeLink,
  oneClickUnsubscribe,
  updateUnsubscribe,
} from '#server/services/email/unsubscribe.service.js';
import { authorize } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

/** Bodies mail providers send with RFC 8058 one-click (List-Unsubscribe=One-Click); the token is in the URL. */
const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Unsubscribe links (src/shared/api/email.ts). No sign-in: the signed token in the link names the address.
 */
export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsync {
  const secret = ctx.settings.authSecret;
  return async (app) => {
    for (const type of ONE_CLICK_BODY_TYPES) {
      if (!app.hasContentTypeParser(type)) {
        app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));
      }
    }

    route(app, unsubscribeApi.status, async ({ query }, request) => {
      authorize(request, 'email:unsubscribe');
      return describeUnsubscribeLink(ctx.db, secret, query.token);
    });

    route(app, unsubscribeApi.update, async ({ body }, request) => {
      authorize(request, 'email:unsubscribe');
      return updateUnsubscribe(ctx.db, secret, body, ctx.now());
    });

    route(app, unsubscribeApi.oneClick, async ({ query }, request) => {
      authorize(request, 'email:unsubscribe');
      return oneClickUnsubscribe(ctx.db, secret, query.token, ctx.now());
    });
  };
}
