import { z } from 'zod';
import { CalendarFeedResponse, CalendarQuickStats, TimeZoneInput, TimeZoneResponse } from '#shared/schemas/calendar.js';
import {
  CalendarEventListResponse,
  CalendarEventsQuery,
  OccasionIdParams,
  OccasionInput,
  OccasionListResponse,
  OccasionResponse,
  OccasionUpdate,
  UpcomingQuery,
} from '#shared/schemas/occasions.js';
import { ReminderEmailStatus, ReminderIdParams, ReminderInput, ReminderListResponse, ReminderResponse, SendRemindersResponse } from '#shared/schemas/reminders.js';
import { defineArea } from './contract.js';

/**
 * The calendar (core-app.md 2 "Calendar", 4, 5, 7, 9; issue 11): occasions, calendar events, Quick Stats,
 * reminders (list, cancel, send, send overdue, resubscribe), the person's time zone and the private iCalendar feed.
 */
export const calendarApi = defineArea('calendar', {
  occasions: {
    method: 'GET',
    path: '/api/occasions',
    summary: 'The person\'s occasions, each with its next date',
    access: 'person',
    responses: { 200: OccasionListResponse },
  },
  createOccasion: {
    method: 'POST',
    path: '/api/occasions',
    summary: 'Add an occasion (with its first reminder)',
    access: 'person',
    body: OccasionInput,
    responses: { 201: OccasionResponse },
  },
  upcoming: {
    method: 'GET',
    path: '/api/occasions/upcoming',
    summary: 'Upcoming events in the next days (Upcoming Events and the home card)',
    access: 'person',
    query: UpcomingQuery,
    responses: { 200: CalendarEventListResponse },
  },
  occasion: {
    method: 'GET',
    path: '/api/occasions/:id',
    summary: 'One of the person\'s occasions',
    access: 'person',
    params: OccasionIdParams,
    responses: { 200: OccasionResponse },
  },
  updateOccasion: {
    method: 'PATCH',
    path: '/api/occasions/:id',
    summary: 'Change an occasion',
    access: 'person',
    params: OccasionIdParams,
    body: OccasionUpdate,
    responses: { 200: OccasionResponse },
  },
  deleteOccasion: {
    method: 'DELETE',
    path: '/api/occasions/:id',
    summary: 'Delete an occasion (soft: it becomes inactive and its reminders are cancelled)',
    access: 'person',
    params: OccasionIdParams,
    responses: { 204: null },
  },
  addReminder: {
    method: 'POST',
    path: '/api/occasions/:id/reminders',
    summary: 'Another reminder for an occasion, some days before it',
    access: 'person',
    params: OccasionIdParams,
    body: ReminderInput,
    responses: { 201: ReminderResponse },
  },
  events: {
    method: 'GET',
    path: '/api/calendar/events',
    summary: 'Every occurrence between two dates (the month grid)',
    access: 'person',
    query: CalendarEventsQuery,
    responses: { 200: CalendarEventListResponse },
  },
  stats: {
    method: 'GET',
    path: '/api/calendar/stats',
    summary: 'The calendar\'s Quick Stats',
    access: 'person',
    responses: { 200: CalendarQuickStats },
  },
  reminders: {
    method: 'GET',
    path: '/api/reminders',
    summary: 'The person\'s reminders, their stats, the next one to go out and the reminder emails\' status',
    access: 'person',
    responses: { 200: ReminderListResponse },
  },
  resubscribe: {
    method: 'POST',
    path: '/api/reminders/resubscribe',
    summary: 'Turn reminder emails back on after an unsubscribe',
    access: 'person',
    responses: { 200: ReminderEmailStatus },
  },
  sendOverdue: {
    method: 'POST',
    path: '/api/reminders/send-overdue',
    summary: 'Send every reminder whose time has come',
    access: 'person',
    responses: { 200: SendRemindersResponse },
  },
  sendReminder: {
    method: 'POST',
    path: '/api/reminders/:id/send',
    summary: 'Send one reminder now',
    access: 'person',
    params: ReminderIdParams,
    responses: { 200: SendRemindersResponse },
  },
  cancelReminder: {
    method: 'DELETE',
    path: '/api/reminders/:id',
    summary: 'Cancel a reminder (answers the cancelled reminder)',
    access: 'person',
    params: ReminderIdParams,
    responses: { 200: ReminderResponse },
  },
  timeZone: {
    method: 'GET',
    path: '/api/profile/time-zone',
    summary: 'The person\'s time zone (the day\'s date and reminders\' send times follow it)',
    access: 'person',
    responses: { 200: TimeZoneResponse },
  },
  setTimeZone: {
    method: 'PUT',
    path: '/api/profile/time-zone',
    summary: 'Set the person\'s time zone',
    access: 'person',
    body: TimeZoneInput,
    responses: { 200: TimeZoneResponse },
  },
  feed: {
    method: 'GET',
    path: '/api/calendar/feed',
    summary: 'The person\'s private iCalendar feed address (null until one is made)',
    access: 'person',
    responses: { 200: CalendarFeedResponse },
  },
  replaceFeed: {
    method: 'POST',
    path: '/api/calendar/feed',
    summary: 'Make a new private feed address (the old one stops working)',
    access: 'person',
    responses: { 201: CalendarFeedResponse },
  },
  revokeFeed: {
    method: 'DELETE',
    path: '/api/calendar/feed',
    summary: 'Stop the private feed',
    access: 'person',
    responses: { 204: null },
  },
  feedFile: {
    method: 'GET',
    path: '/api/calendar/feed/:token',
    summary:
      'The iCalendar feed itself (text/calendar, RFC 5545), read by calendar apps with its secret address ' +
      '(<secret>.ics); any malformed, unknown or revoked secret is the same 404. Cached privately for 5 minutes.',
    access: 'anyone',
    // Any text: the secret's shape is checked with the secret itself, so a guess is a 404, never a 400.
    params: z.object({ token: z.string() }),
    responses: { 200: 'calendar' },
  },
});
