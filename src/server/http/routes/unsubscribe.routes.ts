import type { FastifyPluginAsync } from 'fastify';
import { UnsubscribeInput, UnsubscribeTokenQuery } from '#shared/schemas/unsubscribe.js';
import type { AppContext } from '#server/app-context.js';
import {
  describeUnsubscribeLink,
  oneClickUnsubscribe,
  updateUnsubscribe,
} from '#server/services/email/unsubscribe.service.js';
import { authorize } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';

/** Bodies mail providers send with RFC 8058 one-click (List-Unsubscribe=One-Click); the token is in the URL. */
const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Unsubscribe links (admin-area.md: types all, marketing, reminders). No sign-in: the signed token in the
 * link names the address. GET only reads, because mail scanners follow links; changes are POSTs.
 */
export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsync {
  const secret = ctx.settings.authSecret;
  return async (app) => {
    for (const type of ONE_CLICK_BODY_TYPES) {
      if (!app.hasContentTypeParser(type)) {
        app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));
      }
    }

    app.get('/unsubscribe', async (request) => {
      authorize(request, 'email:unsubscribe');
      const { token } = parse(UnsubscribeTokenQuery, request.query);
      return describeUnsubscribeLink(ctx.db, secret, token);
    });

    app.post('/unsubscribe', async (request) => {
      authorize(request, 'email:unsubscribe');
      const input = parse(UnsubscribeInput, request.body);
      return updateUnsubscribe(ctx.db, secret, input, ctx.now());
    });

    app.post('/unsubscribe/one-click', async (request) => {
      authorize(request, 'email:unsubscribe');
      const { token } = parse(UnsubscribeTokenQuery, request.query);
      return oneClickUnsubscribe(ctx.db, secret, token, ctx.now());
    });
  };
}
