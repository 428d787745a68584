import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type BadgeSeenResponse,
  type MarkAllReadResponse,
  NotificationBadgeParams,
  type NotificationCounts,
  NotificationIdParams,
  NotificationListQuery,
  type NotificationListResponse,
  type NotificationReadResponse,
} from '../../../shared/schemas/notifications.js';
import type { AppContext } from '../../app-context.js';
import { type Action, can } from '../../policies/index.js';
import { presentNotification } from '../../presenters/notification.presenter.js';
import {
  countNotifications,
  deleteNotification,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markBadgeSeen,
  markNotificationRead,
  type NotificationRow,
} from '../../services/notifications/notification.service.js';
import { authorize } from '../actor.js';
import { notFound } from '../app-error.js';
import { parse } from '../parse.js';

/** A person's notifications (core-app.md 7): list, counts, read, read all, delete, and the header badges' "seen". */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsync {
  /**
   * The notification named in the URL, if the policy lets this person act on it. Someone else's looks the
   * same as a missing one (404), so ids reveal nothing.
   */
  async function ownNotification(request: FastifyRequest, action: Action): Promise<NotificationRow> {
    authorize(request, 'notifications:list');
    const { id } = parse(NotificationIdParams, request.params);
    const row = await findNotification(ctx.db, id);
    if (!row || !can(request.actor, action, row)) throw notFound('Notification not found.');
    return row;
  }

  return async (app) => {
    // Per-person answers: never cached by a browser or a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/notifications', async (request): Promise<NotificationListResponse> => {
      const actor = authorize(request, 'notifications:list')!;
      const query = parse(NotificationListQuery, request.query);
      const rows = await listNotifications(ctx.db, actor.userId, query, ctx.now());
      return { notifications: rows.map(presentNotification) };
    });

    app.get('/notifications/counts', async (request): Promise<NotificationCounts> => {
      const actor = authorize(request, 'notifications:list')!;
      return countNotifications(ctx.db, actor.userId, ctx.now());
    });

    app.post('/notifications/read-all', async (request): Promise<MarkAllReadResponse> => {
      const actor = authorize(request, 'notifications:update-own')!;
      return { marked: await markAllNotificationsRead(ctx.db, actor.userId, ctx.now()) };
    });

    app.post('/notifications/:id/read', async (request): Promise<NotificationReadResponse> => {
      const row = await ownNotification(request, 'notification:update');
      return { notification: presentNotification(await markNotificationRead(ctx.db, row, ctx.now())) };
    });

    app.delete('/notifications/:id', async (request, reply) => {
      const row = await ownNotification(request, 'notification:delete');
      await deleteNotification(ctx.db, row);
      return reply.code(204).send();
    });

    app.post('/notifications/badges/:badge/seen', async (request): Promise<BadgeSeenResponse> => {
      const actor = authorize(request, 'notifications:update-own')!;
      const { badge } = parse(NotificationBadgeParams, request.params);
      const seen = await markBadgeSeen(ctx.db, actor.userId, badge, ctx.now());
      return { badge: seen.badge, seenAt: seen.seenAt.toISOString() };
    });
  };
}
