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
} from '#shared/schemas/notifications.js';
import { type NotificationPreferences, NotificationPreferencesInput } from '#shared/schemas/notification-preferences.js';
import type { AppContext } from '#server/app-context.js';
import { presentNotification, presentNotificationPreferences } from '#server/presenters/notification.presenter.js';
import {
  countNotifications,
  deleteNotification,
  findNotification,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markBadgeSeen,
  markNotificationRead,
  type NotificationRow,
  updateNotificationPreferences,
} from '#server/services/notifications/notification.service.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';

/** A person's notifications (core-app.md 7): list, counts, read, read all, delete, and the header badges' "seen". */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsync {
  /** The notification named in the URL, if the rulebook lets this person act on it (someone else's: 404). */
  function ownNotification(request: FastifyRequest, action: 'notification:update' | 'notification:delete'): Promise<NotificationRow> {
    const { id } = parse(NotificationIdParams, request.params);
    return loadAuthorized(request, action, () => findNotification(ctx.db, id), 'Notification not found.');
  }

  return async (app) => {
    // Per-person answers: never cached by a browser or a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/notifications', async (request): Promise<NotificationListResponse> => {
      const actor = requireActor(request, 'notifications:list');
      const query = parse(NotificationListQuery, request.query);
      const rows = await listNotifications(ctx.db, actor.userId, query, ctx.now());
      return { notifications: rows.map(presentNotification) };
    });

    app.get('/notifications/counts', async (request): Promise<NotificationCounts> => {
      const actor = requireActor(request, 'notifications:list');
      return countNotifications(ctx.db, actor.userId, ctx.now());
    });

    app.get('/notifications/preferences', async (request): Promise<NotificationPreferences> => {
      const actor = requireActor(request, 'notification-preferences:read');
      return presentNotificationPreferences(await getNotificationPreferences(ctx.db, actor.userId));
    });

    app.put('/notifications/preferences', async (request): Promise<NotificationPreferences> => {
      const actor = requireActor(request, 'notification-preferences:update');
      const input = parse(NotificationPreferencesInput, request.body);
      return presentNotificationPreferences(await updateNotificationPreferences(ctx.db, actor.userId, input, ctx.now()));
    });

    app.post('/notifications/read-all', async (request): Promise<MarkAllReadResponse> => {
      const actor = requireActor(request, 'notifications:update-own');
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
      const actor = requireActor(request, 'notifications:update-own');
      const { badge } = parse(NotificationBadgeParams, request.params);
      const seen = await markBadgeSeen(ctx.db, actor.userId, badge, ctx.now());
      return { badge: seen.badge, seenAt: seen.seenAt.toISOString() };
    });
  };
}
