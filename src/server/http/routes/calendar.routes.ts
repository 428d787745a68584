import type { FastifyPluginAsync } from 'fastify';
import { isReminderSendable } from '#shared/calendar/dates.js';
import { type CalendarFeedResponse, CalendarFeedTokenParams, type CalendarQuickStats, TimeZoneInput, type TimeZoneResponse } from '#shared/schemas/calendar.js';
import {
  CalendarEventsQuery,
  type CalendarEventListResponse,
  OccasionIdParams,
  OccasionInput,
  type OccasionListResponse,
  type OccasionResponse,
  OccasionUpdate,
  UpcomingQuery,
} from '#shared/schemas/occasions.js';
import {
  REMINDER_NOT_FOUND,
  type ReminderEmailStatus,
  ReminderIdParams,
  ReminderInput,
  type ReminderListResponse,
  type ReminderResponse,
  type SendRemindersResponse,
} from '#shared/schemas/reminders.js';
import type { AppContext } from '#server/app-context.js';
import { notFound } from '#server/errors.js';
import { presentCalendarEvent, presentOccasion, presentReminder } from '#server/presenters/calendar.presenter.js';
import { buildFeed, feedOwner, getFeed, revokeFeed, rotateFeed } from '#server/services/calendar/calendar-feed.service.js';
import {
  addOccasionReminder,
  calendarEvents,
  countNext30Days,
  createOccasion,
  deleteOccasion,
  findOccasion,
  listOccasions,
  occasionView,
  updateOccasion,
  upcomingEvents,
} from '#server/services/calendar/occasion.service.js';
import {
  cancelReminder,
  countSentReminders,
  findReminder,
  listReminders,
  type ReminderDeps,
  reminderEmailStatus,
  resubscribeToReminders,
  sendOverdueReminders,
  sendReminder,
  statsOf,
} from '#server/services/calendar/reminder.service.js';
import { findTimeZone, personToday, setTimeZone } from '#server/services/calendar/time-zone.service.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { listRecipients } from '#server/services/recipients/recipient.service.js';
import { authorize, loadAuthorized, requireActor } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';

const OCCASION_NOT_FOUND = 'Occasion not found.';

/**
 * The calendar (core-app.md 2 "Calendar", 4, 5, 7, 9; issue 11): occasions, calendar events, Quick Stats,
 * reminders (list, cancel, send, send overdue), the person's time zone and the private iCalendar feed.
 */
export function calendarRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    const reminderDeps = (): ReminderDeps => ({ db: ctx.db, now: ctx.now, mail: mailDefaults(ctx.settings) });

    // Occasions.

    app.get('/occasions', async (request): Promise<OccasionListResponse> => {
      const actor = requireActor(request, 'occasions:list');
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      const views = await listOccasions(ctx.db, actor.userId, today);
      return { occasions: views.map((v) => presentOccasion(v, today, timeZone)) };
    });

    app.post('/occasions', async (request, reply): Promise<OccasionResponse> => {
      const actor = requireActor(request, 'occasions:create');
      const input = parse(OccasionInput, request.body);
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      const view = await createOccasion(ctx.db, actor.userId, input, today, ctx.now());
      reply.code(201);
      return { occasion: presentOccasion(view, today, timeZone) };
    });

    app.get('/occasions/upcoming', async (request): Promise<CalendarEventListResponse> => {
      const actor = requireActor(request, 'occasions:list');
      const query = parse(UpcomingQuery, request.query);
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      const events = await upcomingEvents(ctx.db, actor.userId, today, query.days, query.type);
      return { events: events.map((e) => presentCalendarEvent(e, today)), today, time_zone: timeZone };
    });

    app.get('/occasions/:id', async (request): Promise<OccasionResponse> => {
      const actor = requireActor(request, 'occasions:list');
      const { id } = parse(OccasionIdParams, request.params);
      const occasion = await loadAuthorized(request, 'occasion:read', () => findOccasion(ctx.db, actor.userId, id), OCCASION_NOT_FOUND);
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      return { occasion: presentOccasion(await occasionView(ctx.db, occasion), today, timeZone) };
    });

    app.patch('/occasions/:id', async (request): Promise<OccasionResponse> => {
      const actor = requireActor(request, 'occasions:list');
      const { id } = parse(OccasionIdParams, request.params);
      const change = parse(OccasionUpdate, request.body);
      const occasion = await loadAuthorized(request, 'occasion:update', () => findOccasion(ctx.db, actor.userId, id), OCCASION_NOT_FOUND);
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      const row = await updateOccasion(ctx.db, occasion, change, today, ctx.now());
      return { occasion: presentOccasion(await occasionView(ctx.db, row), today, timeZone) };
    });

    app.delete('/occasions/:id', async (request, reply) => {
      const actor = requireActor(request, 'occasions:list');
      const { id } = parse(OccasionIdParams, request.params);
      const occasion = await loadAuthorized(request, 'occasion:delete', () => findOccasion(ctx.db, actor.userId, id), OCCASION_NOT_FOUND);
      await deleteOccasion(ctx.db, occasion, ctx.now());
      reply.code(204);
    });

    app.post('/occasions/:id/reminders', async (request, reply): Promise<ReminderResponse> => {
      const actor = requireActor(request, 'occasions:list');
      const { id } = parse(OccasionIdParams, request.params);
      const { reminderDays } = parse(ReminderInput, request.body);
      const occasion = await loadAuthorized(request, 'occasion:update', () => findOccasion(ctx.db, actor.userId, id), OCCASION_NOT_FOUND);
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      const row = await addOccasionReminder(ctx.db, occasion, reminderDays, today, ctx.now());
      reply.code(201);
      return { reminder: presentReminder(row, today, timeZone) };
    });

    // The month grid and Quick Stats.

    app.get('/calendar/events', async (request): Promise<CalendarEventListResponse> => {
      const actor = requireActor(request, 'occasions:list');
      const { from, to } = parse(CalendarEventsQuery, request.query);
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      const events = await calendarEvents(ctx.db, actor.userId, { from, to });
      return { events: events.map((e) => presentCalendarEvent(e, today)), today, time_zone: timeZone };
    });

    app.get('/calendar/stats', async (request): Promise<CalendarQuickStats> => {
      const actor = requireActor(request, 'occasions:list');
      const { today } = await personToday(ctx.db, actor.userId, ctx.now());
      const [recipients, reminders, next30Days, emailsSent] = await Promise.all([
        listRecipients(ctx.db, actor.userId),
        listReminders(ctx.db, actor.userId),
        countNext30Days(ctx.db, actor.userId, today),
        countSentReminders(ctx.db, actor.userId),
      ]);
      return { totalRecipients: recipients.length, activeReminders: statsOf(reminders, today).active, next30Days, emailsSent };
    });

    // Reminders.

    app.get('/reminders', async (request): Promise<ReminderListResponse> => {
      const actor = requireActor(request, 'reminders:list');
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      const rows = await listReminders(ctx.db, actor.userId);
      const now = ctx.now();
      // The next one to go out: the soonest active, unsent reminder whose time has not come yet.
      const next = rows.find((r) => r.isActive && !r.emailSent && r.occasionDate >= today && !isReminderSendable(r, now, timeZone)) ?? null;
      return {
        reminders: rows.map((r) => presentReminder(r, today, timeZone)),
        stats: statsOf(rows, today),
        nextReminder: next ? presentReminder(next, today, timeZone) : null,
        email: await reminderEmailStatus(ctx.db, actor.userId),
      };
    });

    // 'Paused: you unsubscribed from reminder emails' -> the card's button turns them back on.
    app.post('/reminders/resubscribe', async (request): Promise<ReminderEmailStatus> => {
      const actor = requireActor(request, 'reminders:resubscribe');
      return resubscribeToReminders(ctx.db, actor.userId, ctx.now());
    });

    app.post('/reminders/send-overdue', async (request): Promise<SendRemindersResponse> => {
      const actor = requireActor(request, 'reminders:send');
      const { timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      return sendOverdueReminders(reminderDeps(), actor.userId, timeZone);
    });

    app.post('/reminders/:id/send', async (request): Promise<SendRemindersResponse> => {
      const actor = requireActor(request, 'reminders:send');
      const { id } = parse(ReminderIdParams, request.params);
      const reminder = await loadAuthorized(request, 'reminder:send', () => findReminder(ctx.db, actor.userId, id), REMINDER_NOT_FOUND);
      const outcome = await sendReminder(reminderDeps(), reminder.id, actor.userId);
      return { sent: outcome === 'sent' ? 1 : 0, skipped: outcome === 'skipped' ? 1 : 0, failed: [] };
    });

    app.delete('/reminders/:id', async (request): Promise<ReminderResponse> => {
      const actor = requireActor(request, 'reminders:list');
      const { id } = parse(ReminderIdParams, request.params);
      const reminder = await loadAuthorized(request, 'reminder:update', () => findReminder(ctx.db, actor.userId, id), REMINDER_NOT_FOUND);
      const { today, timeZone } = await personToday(ctx.db, actor.userId, ctx.now());
      return { reminder: presentReminder(await cancelReminder(ctx.db, reminder, ctx.now()), today, timeZone) };
    });

    // The person's time zone.

    app.get('/profile/time-zone', async (request): Promise<TimeZoneResponse> => {
      const actor = requireActor(request, 'profile:read');
      return findTimeZone(ctx.db, actor.userId);
    });

    app.put('/profile/time-zone', async (request): Promise<TimeZoneResponse> => {
      const actor = requireActor(request, 'profile:update');
      const { timeZone } = parse(TimeZoneInput, request.body);
      return setTimeZone(ctx.db, actor.userId, timeZone, ctx.now());
    });

    // The private iCalendar feed.

    const feedKeys = () => ({ secretsKey: ctx.settings.secretsKey, baseUrl: ctx.settings.baseUrl });

    app.get('/calendar/feed', async (request): Promise<CalendarFeedResponse> => {
      const actor = requireActor(request, 'calendar-feed:manage');
      const feed = await getFeed(ctx.db, actor.userId, feedKeys());
      return { url: feed.url, createdAt: feed.createdAt?.toISOString() ?? null };
    });

    app.post('/calendar/feed', async (request, reply): Promise<CalendarFeedResponse> => {
      const actor = requireActor(request, 'calendar-feed:manage');
      const feed = await rotateFeed(ctx.db, actor.userId, feedKeys(), ctx.now());
      reply.code(201);
      return { url: feed.url, createdAt: feed.createdAt.toISOString() };
    });

    app.delete('/calendar/feed', async (request, reply) => {
      const actor = requireActor(request, 'calendar-feed:manage');
      await revokeFeed(ctx.db, actor.userId);
      reply.code(204);
    });

    app.get('/calendar/feed/:token', async (request, reply) => {
      authorize(request, 'calendar-feed:read');
      const parsed = CalendarFeedTokenParams.safeParse(request.params);
      // Any malformed, unknown or revoked secret is the same 404: nothing tells a guess apart.
      if (!parsed.success) throw notFound('Calendar feed not found.');
      const owner = await feedOwner(ctx.db, parsed.data.token.slice(0, -'.ics'.length), ctx.now());
      if (!owner) throw notFound('Calendar feed not found.');
      const body = await buildFeed(ctx.db, owner, ctx.settings.baseUrl, ctx.now());
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('cache-control', 'private, max-age=300');
      reply.header('content-disposition', 'inline; filename="giftwise.ics"');
      reply.header('x-robots-tag', 'noindex');
      return reply.send(body);
    });
  };
}
