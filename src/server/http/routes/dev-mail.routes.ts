import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import {
  DEV_MAIL_STYLESHEET,
  presentDevMailMessage,
  renderDevMailList,
  renderDevMailMessage,
} from '../../presenters/dev-mail.presenter.js';
import { findOutboxMessage, listOutboxMessages } from '../../services/email/dev-mailbox.service.js';
import { notFound } from '../app-error.js';
import { parse } from '../parse.js';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const ListQuery = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });
const IdParams = z.object({ id: z.uuid() });

/**
 * The development mailbox: only while the local stand-in is the transport and BASE_URL is loopback, so that
 * a newcomer can read verification and reset emails. Anywhere else these routes do not exist (404). Pages
 * are plain server-rendered HTML with an external stylesheet: the CSP forbids inline scripts and styles.
 */
export function devMailEnabled(ctx: AppContext): boolean {
  return ctx.mailTransport.kind === 'local' && ctx.settings.isLoopback;
}

export function devMailRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (!devMailEnabled(ctx)) return;

    // Also refuse requests that do not come from this machine (a dev server bound to 0.0.0.0 on a LAN).
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) throw notFound();
    });

    app.get('/api/dev/mail', async (request) => {
      const { to } = parse(ListQuery, request.query);
      return { messages: (await listOutboxMessages(ctx.db, to)).map(presentDevMailMessage) };
    });

    app.get('/dev/mail.css', async (_request, reply) => {
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache');
      return DEV_MAIL_STYLESHEET;
    });

    app.get('/dev/mail', async (request, reply) => {
      const { to } = parse(ListQuery, request.query);
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
