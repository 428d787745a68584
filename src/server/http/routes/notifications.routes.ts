import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notificationPreferencesApi, notificationsApi } from '#shared/api/notifications.js';
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
import { route } from '#server/http/contract-route.js';

/**
 * A person's notifications (src/shared/api/notifications.ts, core-app.md 7). Per-person answers: the
 * contracts' cache policy is no-store.
 */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsync {
  /** The notification named in the URL, if the rulebook lets this person act on it (someone else's: 404). */
  function ownNotification(request: FastifyRequest, id: string, action: 'notification:update' | 'notification:delete'): Promise<NotificationRow> {
    return loadAuthorized(request, action, () => findNotification(ctx.db, id), 'Notification not found.');
  }

  return async (app) => {
    route(app, notificationsApi.list, async ({ query }, request) => {
      const actor = requireActor(request, 'notifications:list');
      const rows = await listNotifications(ctx.db, actor.userId, query, ctx.now());
      return { notifications: rows.map(presentNotification) };
    });

    route(app, notificationsApi.counts, async (_input, request) => {
      const actor = requireActor(request, 'notifications:list');
      return countNotifications(ctx.db, actor.userId, ctx.now());
    });

    route(app, notificationPreferencesApi.read, async (_input, request) => {
      const actor = requireActor(request, 'notification-preferences:read');
      return presentNotificationPreferences(await getNotificationPreferences(ctx.db, actor.userId));
    });

    route(app, notificationPreferencesApi.update, async ({ body }, request) => {
      const actor = requireActor(request, 'notification-preferences:update');
      return presentNotificationPreferences(await updateNotificationPreferences(ctx.db, actor.userId, body, ctx.now()));
    });

    route(app, notificationsApi.readAll, async (_input, request) => {
      const actor = requireActor(request, 'notifications:update-own');
      return { marked: await markAllNotificationsRead(ctx.db, actor.userId, ctx.now()) };
    });

    route(app, notificationsApi.read, async ({ params }, request) => {
      const row = await ownNotification(request, params.id, 'notification:update');
      return { notification: presentNotification(await markNotificationRead(ctx.db, row, ctx.now())) };
    });

    route(app, notificationsApi.remove, async ({ params }, request) => {
      const row = await ownNotification(request, params.id, 'notification:delete');
      await deleteNotification(ctx.db, row);
    });

    route(app, notificationsApi.badgeSeen, async ({ params }, request) => {
      const actor = requireActor(request, 'notifications:update-own');
      const seen = await markBadgeSeen(ctx.db, actor.userId, params.badge, ctx.now());
      return { badge: seen.badge, seenAt: seen.seenAt.toISOString() };
    });
  };
}
