import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { REMINDER_NOT_FOUND } from '#shared/schemas/reminders.js';
import { calendarApi } from '#shared/api/calendar.js';
import type { AppContext } from '#server/app-context.js';
import { notFound } from '#server/errors.js';
import { presentCalendarEvent, presentOccasion, presentReminder } from '#server/presenters/calendar.presenter.js';
import { getFeed, revokeFeed, rotateFeed } from '#server/services/calendar/calendar-feed.service.js';
import {
  addOccasionReminder,
  calendarEvents,
  createOccasion,
  deleteOccasion,
  findOccasion,
  listOccasions,
  occasionView,
  updateOccasion,
  upcomingEvents,
} from '#server/services/calendar/occasion.service.js';
import { readCalendarFeed } from '#server/services/calendar/read-calendar-feed.js';
import { readCalendarStats } from '#server/services/calendar/read-calendar-stats.js';
import { readReminderOverview } from '#server/services/calendar/read-reminder-overview.js';
import {
  cancelReminder,
  findReminder,
  type ReminderDeps,
  resubscribeToReminders,
  sendOverdueReminders,
  sendReminder,
} from '#server/services/calendar/reminder.service.js';
import { findTimeZone, personToday, setTimeZone } from '#server/services/calendar/time-zone.service.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { authorize, loadAuthorized, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';

const OCCASION_NOT_FOUND = 'Occasion not found.';

/**
 * The calendar (src/shared/api/calendar.ts; core-app.md 2 "Calendar", 4, 5, 7, 9; issue 11): occasions, calendar
 * events, Quick Stats, reminders (list, cancel, send, send overdue, resubscribe), the person's time zone and the
 * private iCalendar feed. Every JSON answer is no-store (the contracts' default cache policy).
 */
export function calendarRoutes(ctx: AppContext): FastifyPluginAsync {
  const reminderDeps = (): ReminderDeps => ({ db: ctx.db, now: ctx.now, mail: mailDefaults(ctx.settings) });
  const feedKeys = () => ({ secretsKey: ctx.settings.secretsKey, baseUrl: ctx.settings.baseUrl });
  const day = (userId: string) => personToday(ctx.db, userId, ctx.now());

  /** The actor's own occasion, checked by the rulebook again (fail closed); 404 when it is not theirs. */
  const ownOccasion = (request: FastifyRequest, action: 'occasion:read' | 'occasion:update' | 'occasion:delete', id: string) => {
    const actor = requireActor(request, 'occasions:list');
    return loadAuthorized(request, action, () => findOccasion(ctx.db, actor.userId, id), OCCASION_NOT_FOUND);
  };

  return async (app) => {
    // Occasions.

    route(app, calendarApi.occasions, async (_input, request) => {
      const actor = requireActor(request, 'occasions:list');
      const { today, timeZone } = await day(actor.userId);
      const views = await listOccasions(ctx.db, actor.userId, today);
      return { occasions: views.map((v) => presentOccasion(v, today, timeZone)) };
    });

    route(app, calendarApi.createOccasion, async ({ body }, request) => {
      const actor = requireActor(request, 'occasions:create');
      const { today, timeZone } = await day(actor.userId);
      return { occasion: presentOccasion(await createOccasion(ctx.db, actor.userId, body, today, ctx.now()), today, timeZone) };
    });

    route(app, calendarApi.upcoming, async ({ query }, request) => {
      const actor = requireActor(request, 'occasions:list');
      const { today, timeZone } = await day(actor.userId);
      const events = await upcomingEvents(ctx.db, actor.userId, today, query.days, query.type);
      return { events: events.map((e) => presentCalendarEvent(e, today)), today, time_zone: timeZone };
    });

    route(app, calendarApi.occasion, async ({ params }, request) => {
      const occasion = await ownOccasion(request, 'occasion:read', params.id);
      const { today, timeZone } = await day(occasion.ownerId);
      return { occasion: presentOccasion(await occasionView(ctx.db, occasion), today, timeZone) };
    });

    route(app, calendarApi.updateOccasion, async ({ params, body }, request) => {
      const occasion = await ownOccasion(request, 'occasion:update', params.id);
      const { today, timeZone } = await day(occasion.ownerId);
      const row = await updateOccasion(ctx.db, occasion, body, today, ctx.now());
      return { occasion: presentOccasion(await occasionView(ctx.db, row), today, timeZone) };
    });

    route(app, calendarApi.deleteOccasion, async ({ params }, request) => {
      const occasion = await ownOccasion(request, 'occasion:delete', params.id);
      await deleteOccasion(ctx.db, occasion, ctx.now());
    });

    route(app, calendarApi.addReminder, async ({ params, body }, request) => {
      const occasion = await ownOccasion(request, 'occasion:update', params.id);
      const { today, timeZone } = await day(occasion.ownerId);
      const row = await addOccasionReminder(ctx.db, occasion, body.reminderDays, today, ctx.now());
      return { reminder: presentReminder(row, today, timeZone) };
    });

    // The month grid and Quick Stats.

    route(app, calendarApi.events, async ({ query }, request) => {
      const actor = requireActor(request, 'occasions:list');
      const { today, timeZone } = await day(actor.userId);
      const events = await calendarEvents(ctx.db, actor.userId, query);
      return { events: events.map((e) => presentCalendarEvent(e, today)), today, time_zone: timeZone };
    });

    route(app, calendarApi.stats, async (_input, request) => {
      const actor = requireActor(request, 'occasions:list');
      return readCalendarStats(ctx.db, actor.userId, ctx.now());
    });

    // Reminders.

    route(app, calendarApi.reminders, async (_input, request) => {
      const actor = requireActor(request, 'reminders:list');
      const { rows, stats, next, email, today, timeZone } = await readReminderOverview(ctx.db, actor.userId, ctx.now());
      return {
        reminders: rows.map((r) => presentReminder(r, today, timeZone)),
        stats,
        nextReminder: next ? presentReminder(next, today, timeZone) : null,
        email,
      };
    });

    // 'Paused: you unsubscribed from reminder emails' -> the card's button turns them back on.
    route(app, calendarApi.resubscribe, async (_input, request) => {
      const actor = requireActor(request, 'reminders:resubscribe');
      return resubscribeToReminders(ctx.db, actor.userId, ctx.now());
    });

    route(app, calendarApi.sendOverdue, async (_input, request) => {
      const actor = requireActor(request, 'reminders:send');
      const { timeZone } = await day(actor.userId);
      return sendOverdueReminders(reminderDeps(), actor.userId, timeZone);
    });

    route(app, calendarApi.sendReminder, async ({ params }, request) => {
      const actor = requireActor(request, 'reminders:send');
      const reminder = await loadAuthorized(request, 'reminder:send', () => findReminder(ctx.db, actor.userId, params.id), REMINDER_NOT_FOUND);
      const outcome = await sendReminder(reminderDeps(), reminder.id, actor.userId);
      return { sent: outcome === 'sent' ? 1 : 0, skipped: outcome === 'skipped' ? 1 : 0, failed: [] };
    });

    route(app, calendarApi.cancelReminder, async ({ params }, request) => {
      const actor = requireActor(request, 'reminders:list');
      const reminder = await loadAuthorized(request, 'reminder:update', () => findReminder(ctx.db, actor.userId, params.id), REMINDER_NOT_FOUND);
      const { today, timeZone } = await day(actor.userId);
      return { reminder: presentReminder(await cancelReminder(ctx.db, reminder, ctx.now()), today, timeZone) };
    });

    // The person's time zone.

    route(app, calendarApi.timeZone, async (_input, request) => {
      const actor = requireActor(request, 'profile:read');
      return findTimeZone(ctx.db, actor.userId);
    });

    route(app, calendarApi.setTimeZone, async ({ body }, request) => {
      const actor = requireActor(request, 'profile:update');
      return setTimeZone(ctx.db, actor.userId, body.timeZone, ctx.now());
    });

    // The private iCalendar feed.

    route(app, calendarApi.feed, async (_input, request) => {
      const actor = requireActor(request, 'calendar-feed:manage');
      const feed = await getFeed(ctx.db, actor.userId, feedKeys());
      return { url: feed.url, createdAt: feed.createdAt?.toISOString() ?? null };
    });

    route(app, calendarApi.replaceFeed, async (_input, request) => {
      const actor = requireActor(request, 'calendar-feed:manage');
      const feed = await rotateFeed(ctx.db, actor.userId, feedKeys(), ctx.now());
      return { url: feed.url, createdAt: feed.createdAt.toISOString() };
    });

    route(app, calendarApi.revokeFeed, async (_input, request) => {
      const actor = requireActor(request, 'calendar-feed:manage');
      await revokeFeed(ctx.db, actor.userId);
    });

    route(app, calendarApi.feedFile, async ({ params }, request, reply) => {
      authorize(request, 'calendar-feed:read');
      const body = await readCalendarFeed(ctx.db, params.token, ctx.settings.baseUrl, ctx.now());
      // Any malformed, unknown or revoked secret is the same 404: nothing tells a guess apart.
      if (body === null) throw notFound('Calendar feed not found.');
      // Calendar apps poll: a private copy may be kept five minutes (no cookie is sent with the feed).
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('cache-control', 'private, max-age=300');
      reply.header('content-disposition', 'inline; filename="giftwise.ics"');
      reply.header('x-robots-tag', 'noindex');
      return body;
    });
  };
}
