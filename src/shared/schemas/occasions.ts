import { z } from 'zod';
import { OCCASION_TYPES } from '#shared/constants/choice-lists.js';
import { isCalendarDate, isWithinCalendarYears, UPCOMING_WINDOW_DAYS } from '#shared/calendar/dates.js';
import { calendarDateField, idField, reminderDaysField } from './calendar-fields.js';
import { Reminder } from './reminders.js';

/**
 * Occasions and the calendar (core-app.md 2 "Calendar", 3 "Occasion", 4, 5; issue 11). An occasion has a recipient,
 * a type, a title, a date, an active flag (deletion is soft) and a recurring flag that really recurs. A
 * recipient's birthday is an occasion of its own (is_birthday), kept in step with the recipient's birthday field:
 * it is changed through the recipient, never directly (400 on PATCH/DELETE).
 */

export const OCCASION_MESSAGES = {
  recipient: 'Please choose a recipient',
  title: 'Please enter an event name',
  date: 'Please enter a valid date',
  birthdayManaged: "A birthday follows the recipient's birthday: change it on the recipient",
} as const;

const TITLE_MAX = 120;
/** At most this many reminders per occasion (e.g. 30 days, 7 days and on the day). */
export const MAX_REMINDERS_PER_OCCASION = 5;

const titleField = z.string({ error: OCCASION_MESSAGES.title }).trim().min(1, OCCASION_MESSAGES.title).max(TITLE_MAX, `Event name must be at most ${TITLE_MAX} characters`);

/** POST /api/occasions: the Add Event dialog. A reminder row per entry of reminder_days, only when send_email_reminders is on. */
export const OccasionInput = z.object({
  recipient_id: idField(OCCASION_MESSAGES.recipient),
  title: titleField,
  type: z.enum(OCCASION_TYPES, { error: 'Please choose an event type' }).default('other'),
  date: calendarDateField(OCCASION_MESSAGES.date),
  recurring_annually: z.boolean().default(false),
  send_email_reminders: z.boolean().default(true),
  reminder_days: z
    .array(reminderDaysField)
    .min(1, 'Please choose when to be reminded')
    .max(MAX_REMINDERS_PER_OCCASION, `At most ${MAX_REMINDERS_PER_OCCASION} reminders per event`)
    .transform((days) => [...new Set(days)].sort((a, b) => b - a))
    // Left out: the owner's 'Remind me before occasions' (decision 174).
    .optional(),
});
export type OccasionInput = z.input<typeof OccasionInput>;

/** PATCH /api/occasions/:id: title, type, date, recurring (not for a birthday occasion). Reminders follow the new date. */
export const OccasionUpdate = z
  .strictObject({
    title: titleField,
    type: z.enum(OCCASION_TYPES, { error: 'Please choose an event type' }),
    date: calendarDateField(OCCASION_MESSAGES.date),
    recurring_annually: z.boolean(),
  })
  .partial();
export type OccasionUpdate = z.input<typeof OccasionUpdate>;

export const OccasionIdParams = z.object({ id: idField('Must be an occasion id') });

export const Occasion = z.object({
  id: z.string(),
  recipient_id: z.string().nullable(),
  recipient_name: z.string().nullable(),
  title: z.string(),
  /** The chip label (the spec's name); the title unless set. */
  name: z.string(),
  type: z.enum(OCCASION_TYPES),
  /** The stored date (a birthday occasion keeps the birth date). */
  date: z.string(),
  /** The next date on or after today in the person's time zone (recurring ones roll over). */
  next_date: z.string(),
  days_until: z.number().int(),
  recurring_annually: z.boolean(),
  is_birthday: z.boolean(),
  is_active: z.boolean(),
  reminders: z.array(Reminder),
  updated_at: z.string(),
});
export type Occasion = z.infer<typeof Occasion>;
export const OccasionResponse = z.object({ occasion: Occasion });
export const OccasionListResponse = z.object({ occasions: z.array(Occasion) });
export type OccasionResponse = z.infer<typeof OccasionResponse>;
export type OccasionListResponse = z.infer<typeof OccasionListResponse>;

/** One date of an occasion on the calendar (a recurring occasion has one per year). */
export const CalendarEvent = z.object({
  occasion_id: z.string(),
  recipient_id: z.string().nullable(),
  recipient_name: z.string().nullable(),
  title: z.string(),
  type: z.enum(OCCASION_TYPES),
  date: z.string(),
  days_until: z.number().int(),
  is_birthday: z.boolean(),
  recurring_annually: z.boolean(),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;

/** The widest range one GET /api/calendar/events answers (a month grid needs 42 days). */
export const MAX_EVENT_RANGE_DAYS = 400;

const isGoodDate = (value: string) => isCalendarDate(value) && isWithinCalendarYears(value);
const bothDates = (q: { from: string; to: string }) => isGoodDate(q.from) && isGoodDate(q.to);

/** GET /api/calendar/events?from&to: every occurrence between the two dates inclusive, by date. */
export const CalendarEventsQuery = z
  .object({ from: calendarDateField(), to: calendarDateField() })
  // Checked only once both are real dates (each field's own message says what is wrong otherwise).
  .refine((q) => !bothDates(q) || q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date' })
  .refine((q) => !bothDates(q) || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= MAX_EVENT_RANGE_DAYS, {
    path: ['to'],
    message: `At most ${MAX_EVENT_RANGE_DAYS} days at a time`,
  });
export type CalendarEventsQuery = z.infer<typeof CalendarEventsQuery>;

/** GET /api/occasions/upcoming?days=30&type=birthday: Upcoming Events and the home card. */
export const UpcomingQuery = z.object({
  days: z.coerce.number({ error: 'days must be a number' }).int('days must be a whole number').min(0, 'days must be 0 to 366').max(366, 'days must be 0 to 366').default(UPCOMING_WINDOW_DAYS),
  type: z.enum(OCCASION_TYPES, { error: 'Unknown event type' }).optional(),
});
export type UpcomingQuery = z.infer<typeof UpcomingQuery>;

export const CalendarEventListResponse = z.object({ events: z.array(CalendarEvent), today: z.string(), time_zone: z.string() });
export type CalendarEventListResponse = z.infer<typeof CalendarEventListResponse>;
