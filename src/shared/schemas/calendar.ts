import { z } from 'zod';
import { timeZoneField } from './calendar-fields.js';

/** The calendar page's summaries, the iCalendar feed and the person's time zone (core-app.md 2 "Calendar"; issue 11). */

/** GET /api/calendar/stats: the Quick Stats card. */
export const CalendarQuickStats = z.object({
  totalRecipients: z.number().int(),
  activeReminders: z.number().int(),
  /** Occurrences of active occasions within the next 30 days, today included. */
  next30Days: z.number().int(),
  /** Reminder emails sent. */
  emailsSent: z.number().int(),
});
export type CalendarQuickStats = z.infer<typeof CalendarQuickStats>;

/**
 * GET/POST/DELETE /api/calendar/feed: the private iCalendar URL. POST makes a new secret (the old URL stops
 * working), DELETE revokes it. The URL is only shown to its owner.
 */
export const CalendarFeedResponse = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;
export const CalendarFeedTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/, 'Unknown calendar feed') });

/** GET/PUT /api/profile/time-zone: reminders go out at 09:00 in this zone; the client sends the browser's. */
export const TimeZoneInput = z.object({ timeZone: timeZoneField });
export type TimeZoneInput = z.input<typeof TimeZoneInput>;
export const TimeZoneResponse = z.object({ timeZone: z.string(), isDefault: z.boolean() });
export type TimeZoneResponse = z.infer<typeof TimeZoneResponse>;
