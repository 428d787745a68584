import { addDays, addMonths, endOfMonth, endOfWeek, format, isSameMonth, parseISO, startOfMonth, startOfWeek } from 'date-fns';

/** The calendar's dates are plain days (YYYY-MM-DD): no time of day, no time zone. */
export type IsoDay = string;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface GridDay {
  iso: IsoDay;
  dayOfMonth: number;
  inMonth: boolean;
}

export function isoDay(date: Date): IsoDay {
  return format(date, 'yyyy-MM-dd');
}

/** Parses YYYY-MM-DD as a local day (never as UTC midnight, which is the day before west of Greenwich). */
export function fromIsoDay(day: IsoDay): Date {
  return parseISO(day);
}

/** The month as YYYY-MM, which the address keeps (?month=2026-12). */
export function monthKey(date: Date): string {
  return format(date, 'yyyy-MM');
}

export function parseMonthKey(value: string | null, fallback: Date): Date {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return startOfMonth(fallback);
  return parseISO(`${value}-01`);
}

export function shiftMonth(month: Date, by: number): Date {
  return startOfMonth(addMonths(month, by));
}

/** Whole weeks from Sunday to Saturday that cover the month (core-app.md 2), with the neighbours' days greyed. */
export function monthWeeks(month: Date): GridDay[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 0 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 0 });
  const weeks: GridDay[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(day, index);
        return { iso: isoDay(date), dayOfMonth: date.getDate(), inMonth: isSameMonth(date, month) };
      }),
    );
  }
  return weeks;
}

/** Where an arrow, Home, End, Page Up or Page Down key moves the focused day (the APG grid pattern). */
export function moveFocus(day: IsoDay, key: string, shiftKey = false): IsoDay | null {
  const date = fromIsoDay(day);
  switch (key) {
    case 'ArrowLeft':
      return isoDay(addDays(date, -1));
    case 'ArrowRight':
      return isoDay(addDays(date, 1));
    case 'ArrowUp':
      return isoDay(addDays(date, -7));
    case 'ArrowDown':
      return isoDay(addDays(date, 7));
    case 'Home':
      return isoDay(startOfWeek(date, { weekStartsOn: 0 }));
    case 'End':
      return isoDay(endOfWeek(date, { weekStartsOn: 0 }));
    case 'PageUp':
      return isoDay(addMonths(date, shiftKey ? -12 : -1));
    case 'PageDown':
      return isoDay(addMonths(date, shiftKey ? 12 : 1));
    default:
      return null;
  }
}

export function longDate(day: IsoDay): string {
  return format(fromIsoDay(day), 'EEEE d MMMM yyyy');
}

/** 'Fri 4 Dec', for lists where the year is plain. */
export function shortDate(day: IsoDay): string {
  return format(fromIsoDay(day), 'EEE d MMM');
}

export function monthTitle(month: Date): string {
  return format(month, 'MMMM yyyy');
}
