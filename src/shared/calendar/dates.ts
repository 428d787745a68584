import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The calendar's date rules (core-app.md 4 "Reminder", 9 "Reminders"; issue 11), shared by the server (the
 * reminder job, stats, the feed) and the client (the month grid, Upcoming Events). A calendar date is a
 * 'YYYY-MM-DD' string: an occasion happens on a day, not at an instant. "Today" is always today in the
 * person's time zone (date-fns with @date-fns/tz, docs/decisions/110). Day arithmetic is done on UTC
 * midnights, so it never depends on the machine's zone.
 */

export type CalendarDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The fallback zone for a person who has not set one. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** Reminder emails go out at this local hour on the reminder date (issue 11). */
export const REMINDER_SEND_HOUR = 9;
/** Upcoming window (core-app.md 9): next 30 days by default. */
export const UPCOMING_WINDOW_DAYS = 30;
/** Remind-days-before options of the Add Event dialog (core-app.md 9), with their labels; default 7. */
export const REMINDER_DAY_OPTIONS = [
  { days: 1, label: '1 day' },
  { days: 3, label: '3 days' },
  { days: 7, label: '1 week' },
  { days: 14, label: '14 days' },
  { days: 30, label: '1 month' },
] as const;
export const DEFAULT_REMINDER_DAYS = 7;
/** Days a reminder may be set before its occasion: the dialog's options plus 'on the day' (0), up to a year. */
export const MAX_REMINDER_DAYS = 365;

/** Whether `value` names an IANA time zone this runtime knows ('Europe/London', 'UTC'). */
export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The years a calendar date may take anywhere (wishlist event dates, occasions, birthdays, gift history, the
 * calendar's range): outside them a date is a typing slip, and year 0000 once reached the database as a 500
 * (issue 17). calendarDateField (src/shared/schemas/calendar-fields.ts) enforces it for every date field.
 */
export const CALENDAR_YEARS = { min: 1900, max: 2200 } as const;
export const CALENDAR_RANGE_MESSAGE = `Please enter a date between ${CALENDAR_YEARS.min} and ${CALENDAR_YEARS.max}`;

/** Whether a calendar date's year lies within CALENDAR_YEARS (both ends included). */
export function isWithinCalendarYears(value: CalendarDate): boolean {
  const year = Number(DATE_RE.exec(value)?.[1]);
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
}

function toUtcMs(date: CalendarDate): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's date in the given time zone at the instant `now` (either side of midnight differs by zone). */
export function todayIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return format(new TZDate(now.getTime(), zone), 'yyyy-MM-dd');
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The same month and day in `year`; Feb 29 falls on Feb 28 in other years. */
export function inYear(date: CalendarDate, year: number): CalendarDate {
  const [, month, day] = date.split('-');
  const y = String(year).padStart(4, '0');
  if (month === '02' && day === '29' && !isLeapYear(year)) return `${y}-02-28`;
  return `${y}-${month}-${day}`;
}

/**
 * The next time a yearly date (a birthday, a recurring occasion) comes round: this year's if it is today or
 * later, else next year's (roll-over). Never before the original date itself.
 */
export function nextAnnual(date: CalendarDate, today: CalendarDate): CalendarDate {
  if (date >= today) return date;
  const year = Number(today.slice(0, 4));
  const thisYear = inYear(date, year);
  return thisYear >= today ? thisYear : inYear(date, year + 1);
}

/** The occasion's next date on or after today: recurring ones roll over, one-off ones keep their date. */
export function nextOccurrence(occasion: { date: CalendarDate; recurringAnnually: boolean }, today: CalendarDate): CalendarDate {
  return occasion.recurringAnnually ? nextAnnual(occasion.date, today) : occasion.date;
}

/** Every date of the occasion between from and to inclusive (the month grid, the feed's window). */
export function occurrencesBetween(
  occasion: { date: CalendarDate; recurringAnnually: boolean },
  from: CalendarDate,
  to: CalendarDate,
): CalendarDate[] {
  if (!occasion.recurringAnnually) return occasion.date >= from && occasion.date <= to ? [occasion.date] : [];
  const out: CalendarDate[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const d = inYear(occasion.date, year);
    if (d >= from && d <= to && d >= occasion.date) out.push(d);
  }
  return out;
}

/** The reminder date: the occasion date minus the reminder days (core-app.md 3 "Reminder"). */
export function reminderDateFor(occasionDate: CalendarDate, reminderDays: number): CalendarDate {
  return addDays(occasionDate, -reminderDays);
}

export interface ReminderState {
  isActive: boolean;
  emailSent: boolean;
  reminderDate: CalendarDate;
  occasionDate: CalendarDate;
}

/**
 * "Occasion date still in future" (core-app.md 4) is read as "not yet over": the occasion's own day counts, so
 * an on-the-day reminder (0 days) can be sent that morning (docs/decisions/111).
 */
function occasionAhead(r: ReminderState, today: CalendarDate): boolean {
  return r.occasionDate >= today;
}

/** Due = active, not sent, reminder date today or earlier, occasion still ahead. */
export function isReminderDue(r: ReminderState, today: CalendarDate): boolean {
  return r.isActive && !r.emailSent && r.reminderDate <= today && occasionAhead(r, today);
}

/** Overdue = active, not sent, reminder date before today, occasion still ahead. */
export function isReminderOverdue(r: ReminderState, today: CalendarDate): boolean {
  return r.isActive && !r.emailSent && r.reminderDate < today && occasionAhead(r, today);
}

/** Upcoming = active and the occasion within the next `days` days (today included). */
export function isReminderUpcoming(r: ReminderState, today: CalendarDate, days: number = UPCOMING_WINDOW_DAYS): boolean {
  return r.isActive && r.occasionDate >= today && r.occasionDate <= addDays(today, days);
}

/** The upcoming reminders, soonest occasion first (then soonest reminder date). */
export function upcomingReminders<R extends ReminderState>(list: readonly R[], today: CalendarDate, days: number = UPCOMING_WINDOW_DAYS): R[] {
  return list
    .filter((r) => isReminderUpcoming(r, today, days))
    .sort((a, b) => a.occasionDate.localeCompare(b.occasionDate) || a.reminderDate.localeCompare(b.reminderDate));
}

export interface ReminderStats {
  total: number;
  active: number;
  sent: number;
  upcoming: number;
  overdue: number;
}

/** Reminder stats (core-app.md 3): total, active, sent, upcoming, overdue. */
export function reminderStats(list: readonly ReminderState[], today: CalendarDate): ReminderStats {
  return {
    total: list.length,
    active: list.filter((r) => r.isActive).length,
    sent: list.filter((r) => r.emailSent).length,
    upcoming: list.filter((r) => isReminderUpcoming(r, today)).length,
    overdue: list.filter((r) => isReminderOverdue(r, today)).length,
  };
}

/** The instant a reminder's email is due: 09:00 on its reminder date in the person's zone (DST-safe). */
export function reminderSendAt(reminderDate: CalendarDate, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const [y, m, d] = reminderDate.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, REMINDER_SEND_HOUR, 0, 0, zone).getTime());
}

/**
 * Whether the job sends this reminder at `now`: due in the person's zone and 09:00 local on its reminder date
 * has passed (an overdue one goes at once).
 */
export function isReminderSendable(r: ReminderState, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const today = todayIn(now, timeZone);
  return isReminderDue(r, today) && now.getTime() >= reminderSendAt(r.reminderDate, timeZone).getTime();
}

/** Days until a birthday's next occurrence (0 = today). */
export function daysUntilBirthday(birthday: CalendarDate, today: CalendarDate): number {
  return daysBetween(today, nextBirthday(birthday, today));
}

/** A birthday's next occurrence on or after today (a birth date in the past rolls to this or next year). */
export function nextBirthday(birthday: CalendarDate, today: CalendarDate): CalendarDate {
  const year = Number(today.slice(0, 4));
  const thisYear = inYear(birthday, year);
  return thisYear >= today ? thisYear : inYear(birthday, year + 1);
}

/** Whether the date falls within the next `days` days, today included. */
export function isWithinNextDays(date: CalendarDate, today: CalendarDate, days: number = UPCOMING_WINDOW_DAYS): boolean {
  return date >= today && date <= addDays(today, days);
}

/** The 6×7 month grid's first and last day: Sunday on or before the 1st, to Saturday on or after the last. */
export function monthGridRange(year: number, month: number): { from: CalendarDate; to: CalendarDate } {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const from = first - new Date(first).getUTCDay() * DAY_MS;
  const to = last + (6 - new Date(last).getUTCDay()) * DAY_MS;
  return { from: fromUtcMs(from), to: fromUtcMs(to) };
}
