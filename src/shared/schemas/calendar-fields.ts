import { z } from 'zod';
import { CALENDAR_RANGE_MESSAGE, isCalendarDate, isValidTimeZone, isWithinCalendarYears, MAX_REMINDER_DAYS } from '#shared/calendar/dates.js';

/** Field schemas the recipients, occasions, reminders, gift history and wishlist contracts share. */

export const DATE_MESSAGE = 'Please enter a valid date';

/**
 * The one schema of a calendar date, written YYYY-MM-DD, in the years 1900-2200 (CALENDAR_YEARS): every date
 * field of every contract uses it, so a 400 names the field whatever the form (issue 17).
 */
export const calendarDateField = (message: string = DATE_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message });
      else if (!isWithinCalendarYears(value)) ctx.addIssue({ code: 'custom', message: CALENDAR_RANGE_MESSAGE });
    });

export const timeZoneField = z
  .string({ error: 'Please choose a time zone' })
  .trim()
  .refine(isValidTimeZone, { message: 'Please choose a time zone' });

export const reminderDaysField = z
  .number({ error: 'Please choose how many days before' })
  .int('Please choose how many days before')
  .min(0, 'Please choose how many days before')
  .max(MAX_REMINDER_DAYS, `Reminders can be at most ${MAX_REMINDER_DAYS} days before`);

/** An id in a path or body: a uuid. */
export const idField = (message: string) => z.uuid({ error: message });

/** A web link (http or https only: no javascript: or data: links reach a page). */
export const webLinkField = z
  .string({ error: 'Please enter a valid link' })
  .trim()
  .max(2000, 'Links must be at most 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Please enter a valid link (https://…)');

export const shortText = (max: number, label: string) => z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

/** A list of short free texts (brands, stores): trimmed, empty entries dropped, duplicates removed. */
export const shortTextList = (label: string, maxItems = 20, maxLength = 60) =>
  z
    .array(shortText(maxLength, label), { error: `${label} must be a list` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`)
    .transform((values) => [...new Set(values.filter(Boolean))]);

/** Query booleans arrive as text. */
export const queryBoolean = z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((v) => v === 'true');
