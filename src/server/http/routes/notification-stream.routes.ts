import type { FastifyPluginAsync } from 'fastify';
import { notificationsApi } from '#shared/api/notifications.js';
import { NOTIFICATION_STREAM_RETRY_MS } from '#shared/notifications/stream.js';
import type { AppContext } from '#server/app-context.js';
import type { HubEvent } from '#server/services/notifications/notification-hub.js';
import { AppError } from '#server/errors.js';
import { requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

/** Open streams a person may hold at once (tabs and devices); one more is refused with 429. */
const MAX_STREAMS_PER_PERSON = 20;

/**
 * GET /api/notifications/stream: server-sent events for the signed-in person (issue 13, decision 131).
 * 'ready' when connected (and after every reconnect: the client reads its notifications again, so nothing
 * missed while away is lost), 'notification' with the new row's id, 'resync' when this instance may have
 * missed some; a comment line as heartbeat. Polling stays as the fallback when the stream cannot connect.
 */
export function notificationStreamRoutes(ctx: AppContext): FastifyPluginAsync {
  const open = new Set<() => void>();

  return async (app) => {
    // A closing server ends its streams first (they would hold the server open); the browsers reconnect elsewhere.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    route(app, notificationsApi.stream, async (_input, request, reply) => {
      const actor = requireActor(request, 'notifications:list');
      if (ctx.notificationHub.openStreams(actor.userId) >= MAX_STREAMS_PER_PERSON) {
        throw new AppError('RATE_LIMIT_EXCEEDED', 'Too many open notification streams.', { retryAfter: 60 });
      }
      reply.hijack();
      const raw = reply.raw;
      // The headers other hooks set so far (security headers) go out with the stream's own.
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies pass the events on at once instead of buffering them.
        'x-accel-buffering': 'no',
      });
      const send = (text: string) => {
        if (!raw.writableEnded) raw.write(text);
      };
      const onEvent = (event: HubEvent) => {
        // A comment line: keeps proxies from closing a quiet stream, and lets a dead connection be noticed.
        if (event.type === 'heartbeat') send(': heartbeat\n\n');
        else if (event.type === 'notification') send(`event: notification\ndata: ${JSON.stringify({ id: event.id })}\n\n`);
        else send('event: resync\ndata: {}\n\n');
      };
      const unsubscribe = ctx.notificationHub.subscribe(actor.userId, onEvent);
      const end = () => {
        if (!open.delete(end)) return;
        unsubscribe();
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      raw.on('close', end);
      send(`retry: ${NOTIFICATION_STREAM_RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    });
  };
}
