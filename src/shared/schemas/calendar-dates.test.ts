import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_MESSAGE, CALENDAR_YEARS, isWithinCalendarYears } from '#shared/calendar/dates.js';
import { calendarDateField } from './calendar-fields.js';
import { GiftHistoryUpdate, ReceivedGiftUpdate } from './gift-history.js';
import { CalendarEventsQuery, OccasionUpdate } from './occasions.js';
import { updateProfileInput } from './profile.js';
import { RecipientUpdate } from './recipients.js';
import { UpdateWishlistInput } from './wishlists/lists.js';

/** Issue 17, section 3: eventDate 0000-01-01 gave a 500. Every calendar date lies in the years 1900-2200. */
describe('calendar dates take the years 1900-2200', () => {
  it('from the first day of 1900 to the last day of 2200', () => {
    expect(CALENDAR_YEARS).toEqual({ min: 1900, max: 2200 });
    expect(isWithinCalendarYears('1900-01-01')).toBe(true);
    expect(isWithinCalendarYears('2200-12-31')).toBe(true);
    expect(isWithinCalendarYears('1899-12-31')).toBe(false);
    expect(isWithinCalendarYears('2201-01-01')).toBe(false);
    expect(isWithinCalendarYears('0000-01-01')).toBe(false);
  });

  it('the one date field says which is wrong: the form, or the year', () => {
    const field = calendarDateField('Please enter a valid date');
    expect(field.safeParse(' 2030-06-01 ').data).toBe('2030-06-01');
    expect(field.safeParse('2030-02-30').error?.issues.map((i) => i.message)).toEqual(['Please enter a valid date']);
    for (const outside of ['0000-01-01', '0100-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(field.safeParse(outside).error?.issues.map((i) => i.message), outside).toEqual([CALENDAR_RANGE_MESSAGE]);
    }
  });

  it('every date field of every contract refuses year 0000, naming the field', () => {
    const year0 = '0000-01-01';
    const cases: Array<[string, { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[] }[] } } }, Record<string, unknown>]> = [
      ['eventDate', UpdateWishlistInput, { eventDate: year0 }],
      ['date', OccasionUpdate, { date: year0 }],
      ['birthday', RecipientUpdate, { birthday: year0 }],
      ['birthday', updateProfileInput(new Date('2026-11-28T12:00:00Z')), { birthday: year0 }],
      ['gift_date', GiftHistoryUpdate, { gift_date: year0 }],
      ['received_date', ReceivedGiftUpdate, { received_date: year0 }],
      ['from', CalendarEventsQuery, { from: year0, to: '2030-01-01' }],
    ];
    for (const [field, schema, input] of cases) {
      expect(schema.safeParse(input).error?.issues.map((i) => i.path.join('.')), field).toEqual([field]);
    }
  });
});
