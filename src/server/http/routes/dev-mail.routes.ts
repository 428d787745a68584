import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { devToolsApi } from '#shared/api/platform.js';
import { DevMailListQuery } from '#shared/schemas/dev-tools.js';
import type { AppContext } from '#server/app-context.js';
import {
  DEV_MAIL_STYLESHEET,
  presentDevMailMessage,
  renderDevMailList,
  renderDevMailMessage,
} from '#server/presenters/dev-mail.presenter.js';
import { findOutboxMessage, listOutboxMessages } from '#server/services/email/dev-mailbox.service.js';
import { can } from '#server/policies/index.js';
import { notFound } from '#server/errors.js';
import { route } from '#server/http/contract-route.js';
import { devOnlyEnabled } from '#server/http/dev-only.js';
import { parse } from '#server/http/parse.js';

const IdParams = z.object({ id: z.uuid() });

/**
 * The development mailbox: only while the local stand-in is the transport and BASE_URL is loopback, so that
 * a newcomer can read verification and reset emails. Anywhere else these routes do not exist (404). Pages
 * are plain server-rendered HTML with an external stylesheet: the CSP forbids inline scripts and styles.
 */
function devMailEnabled(ctx: AppContext): boolean {
  return devOnlyEnabled(ctx, 'dev-mailbox');
}

/**
 * Whether a request names this server as BASE_URL does. A DNS-rebinding page reaches a developer's loopback
 * server under its own host name; refusing any other Host header keeps it from reading reset links out of the
 * mailbox (issue 8, item 9).
 */
export function isOwnHost(hostHeader: string | undefined, baseUrl: string): boolean {
  if (!hostHeader) return false;
  return hostHeader.trim().toLowerCase() === new URL(baseUrl).host.toLowerCase();
}

export function devMailRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (!devMailEnabled(ctx)) return;

    // The rulebook decides each request: also refused when it does not come from this machine (a dev server bound
    // to 0.0.0.0 on a LAN), or under any other host name than BASE_URL's (DNS rebinding).
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const access = {
        localTransport: ctx.mailTransport.kind === 'local',
        loopbackSite: ctx.settings.isLoopback,
        remoteAddress: request.socket.remoteAddress,
        ownHost: isOwnHost(request.headers.host, ctx.settings.baseUrl),
      };
      if (!can(request.actor, 'dev-mail:read', access)) throw notFound();
    });

    route(app, devToolsApi.mail, async ({ query }) => ({
      messages: (await listOutboxMessages(ctx.db, query.to)).map(presentDevMailMessage),
    }));

    app.get('/dev/mail.css', async (_request, reply) => {
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache');
      return DEV_MAIL_STYLESHEET;
    });

    app.get('/dev/mail', async (request, reply) => {
      const { to } = parse(DevMailListQuery, request.query);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return renderDevMailList(await listOutboxMessages(ctx.db, to), ctx.settings.baseUrl);
    });

    app.get('/dev/mail/:id', async (request, reply) => {
      const { id } = parse(IdParams, request.params);
      const row = await findOutboxMessage(ctx.db, id);
      if (!row) throw notFound();
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return renderDevMailMessage(row);
    });
  };
}
