import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysUntilBirthday,
  inYear,
  isCalendarDate,
  isReminderDue,
  isReminderOverdue,
  isReminderSendable,
  isReminderUpcoming,
  isValidTimeZone,
  isWithinNextDays,
  monthGridRange,
  nextAnnual,
  nextBirthday,
  nextOccurrence,
  occurrencesBetween,
  reminderDateFor,
  reminderSendAt,
  reminderStats,
  todayIn,
  upcomingReminders,
} from './dates';

const reminder = (over: Partial<{ isActive: boolean; emailSent: boolean; reminderDate: string; occasionDate: string }> = {}) => ({
  isActive: true,
  emailSent: false,
  reminderDate: '2026-06-08',
  occasionDate: '2026-06-15',
  ...over,
});

describe('calendar dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('adds days and counts them across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-06-15', '2026-06-08')).toBe(-7);
  });

  it('knows time zones', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('today in a time zone, either side of midnight', () => {
  const instant = new Date('2026-03-10T23:30:00Z');
  it('is already tomorrow east of UTC and still today west of it', () => {
    expect(todayIn(instant, 'UTC')).toBe('2026-03-10');
    expect(todayIn(instant, 'Europe/Berlin')).toBe('2026-03-11');
    expect(todayIn(instant, 'Pacific/Kiritimati')).toBe('2026-03-11');
    expect(todayIn(new Date('2026-03-11T04:30:00Z'), 'America/New_York')).toBe('2026-03-11');
    expect(todayIn(new Date('2026-03-11T03:30:00Z'), 'America/New_York')).toBe('2026-03-10');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(todayIn(instant, 'Nowhere/Land')).toBe('2026-03-10');
  });
});

describe('Feb 29 and roll-over', () => {
  it('falls on Feb 28 in other years, and stays Feb 29 in leap years', () => {
    expect(inYear('2000-02-29', 2027)).toBe('2027-02-28');
    expect(inYear('2000-02-29', 2028)).toBe('2028-02-29');
    expect(inYear('1990-07-04', 2026)).toBe('2026-07-04');
  });
  it("rolls a birthday that has passed to next year and keeps today's", () => {
    expect(nextBirthday('1990-05-01', '2026-06-15')).toBe('2027-05-01');
    expect(nextBirthday('1990-06-15', '2026-06-15')).toBe('2026-06-15');
    expect(nextBirthday('1990-06-16', '2026-06-15')).toBe('2026-06-16');
    expect(daysUntilBirthday('1990-06-15', '2026-06-15')).toBe(0);
    expect(daysUntilBirthday('1990-06-14', '2026-06-15')).toBe(364);
  });
  it('gives a Feb 29 birthday on Feb 28 in a common year and Feb 29 in a leap year', () => {
    expect(nextBirthday('2004-02-29', '2027-01-10')).toBe('2027-02-28');
    expect(nextBirthday('2004-02-29', '2027-03-01')).toBe('2028-02-29');
    expect(nextBirthday('2004-02-29', '2028-02-29')).toBe('2028-02-29');
  });
  it('rolls a recurring occasion over and keeps a one-off one', () => {
    expect(nextOccurrence({ date: '2025-09-01', recurringAnnually: true }, '2026-06-15')).toBe('2026-09-01');
    expect(nextOccurrence({ date: '2025-03-01', recurringAnnually: true }, '2026-06-15')).toBe('2027-03-01');
    expect(nextOccurrence({ date: '2025-03-01', recurringAnnually: false }, '2026-06-15')).toBe('2025-03-01');
    // A recurring occasion that has not started yet keeps its first date.
    expect(nextAnnual('2027-08-01', '2026-06-15')).toBe('2027-08-01');
  });
  it('lists every occurrence in a range, never before the first', () => {
    const yearly = { date: '2024-02-29', recurringAnnually: true };
    expect(occurrencesBetween(yearly, '2023-01-01', '2027-12-31')).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28']);
    expect(occurrencesBetween({ date: '2026-06-15', recurringAnnually: false }, '2026-06-01', '2026-06-30')).toEqual(['2026-06-15']);
    expect(occurrencesBetween({ date: '2026-07-15', recurringAnnually: false }, '2026-06-01', '2026-06-30')).toEqual([]);
  });
});

describe('reminders: due, overdue, upcoming (core-app.md 4)', () => {
  it('puts the reminder date the given days before the occasion', () => {
    expect(reminderDateFor('2026-06-15', 7)).toBe('2026-06-08');
    expect(reminderDateFor('2026-03-01', 1)).toBe('2026-02-28');
    expect(reminderDateFor('2026-06-15', 0)).toBe('2026-06-15');
  });

  it('is due from its reminder date while the occasion is still ahead', () => {
    expect(isReminderDue(reminder(), '2026-06-07')).toBe(false);
    expect(isReminderDue(reminder(), '2026-06-08')).toBe(true);
    expect(isReminderDue(reminder(), '2026-06-15')).toBe(true);
    expect(isReminderDue(reminder(), '2026-06-16')).toBe(false);
    expect(isReminderDue(reminder({ emailSent: true }), '2026-06-10')).toBe(false);
    expect(isReminderDue(reminder({ isActive: false }), '2026-06-10')).toBe(false);
  });

  it('is overdue only after its reminder date, while the occasion is still ahead', () => {
    expect(isReminderOverdue(reminder(), '2026-06-08')).toBe(false);
    expect(isReminderOverdue(reminder(), '2026-06-09')).toBe(true);
    expect(isReminderOverdue(reminder(), '2026-06-16')).toBe(false);
    expect(isReminderOverdue(reminder({ emailSent: true }), '2026-06-09')).toBe(false);
    expect(isReminderOverdue(reminder({ isActive: false }), '2026-06-09')).toBe(false);
  });

  it('is upcoming when active and the occasion is within the next 30 days (or N), sorted by date', () => {
    expect(isReminderUpcoming(reminder(), '2026-05-16')).toBe(true);
    expect(isReminderUpcoming(reminder(), '2026-05-15')).toBe(false);
    expect(isReminderUpcoming(reminder(), '2026-05-15', 31)).toBe(true);
    expect(isReminderUpcoming(reminder({ emailSent: true }), '2026-06-10')).toBe(true);
    expect(isReminderUpcoming(reminder({ isActive: false }), '2026-06-10')).toBe(false);
    const later = reminder({ occasionDate: '2026-06-20', reminderDate: '2026-06-13' });
    const sooner = reminder({ occasionDate: '2026-06-12', reminderDate: '2026-06-05' });
    expect(upcomingReminders([later, reminder(), sooner], '2026-06-01')).toEqual([sooner, reminder(), later]);
  });

  it('counts total, active, sent, upcoming and overdue', () => {
    const list = [reminder(), reminder({ emailSent: true }), reminder({ isActive: false }), reminder({ occasionDate: '2026-09-01', reminderDate: '2026-08-25' })];
    expect(reminderStats(list, '2026-06-10')).toEqual({ total: 4, active: 3, sent: 1, upcoming: 2, overdue: 1 });
  });

  it('knows whether a date falls in the next 30 days', () => {
    expect(isWithinNextDays('2026-07-15', '2026-06-15')).toBe(true);
    expect(isWithinNextDays('2026-07-16', '2026-06-15')).toBe(false);
    expect(isWithinNextDays('2026-06-14', '2026-06-15')).toBe(false);
  });
});

describe('09:00 in the person’s time zone, across DST changes', () => {
  it('sends at 09:00 local time', () => {
    expect(reminderSendAt('2026-06-08', 'UTC').toISOString()).toBe('2026-06-08T09:00:00.000Z');
    expect(reminderSendAt('2026-06-08', 'Europe/London').toISOString()).toBe('2026-06-08T08:00:00.000Z');
    expect(reminderSendAt('2026-06-08', 'Asia/Tokyo').toISOString()).toBe('2026-06-08T00:00:00.000Z');
    expect(reminderSendAt('2026-06-08', 'America/Los_Angeles').toISOString()).toBe('2026-06-08T16:00:00.000Z');
  });
  it('follows the clocks on the days they change', () => {
    // Europe: clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(reminderSendAt('2026-03-28', 'Europe/Berlin').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(reminderSendAt('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(reminderSendAt('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    // USA: forward on 8 March 2026.
    expect(reminderSendAt('2026-03-07', 'America/New_York').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(reminderSendAt('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });
  it('is sendable only from 09:00 local on the reminder date, and at once when overdue', () => {
    const r = reminder();
    expect(isReminderSendable(r, new Date('2026-06-08T07:59:00Z'), 'Europe/London')).toBe(false);
    expect(isReminderSendable(r, new Date('2026-06-08T08:00:00Z'), 'Europe/London')).toBe(true);
    // 23:30 UTC on the 7th is already 08:30 on the 8th in Tokyo: not yet 09:00.
    expect(isReminderSendable(r, new Date('2026-06-07T23:30:00Z'), 'Asia/Tokyo')).toBe(false);
    expect(isReminderSendable(r, new Date('2026-06-08T00:00:00Z'), 'Asia/Tokyo')).toBe(true);
    // 15:00 UTC is 08:00 in Los Angeles: not yet 09:00.
    expect(isReminderSendable(r, new Date('2026-06-08T15:00:00Z'), 'America/Los_Angeles')).toBe(false);
    expect(isReminderSendable(r, new Date('2026-06-10T03:00:00Z'), 'America/Los_Angeles')).toBe(true);
    expect(isReminderSendable(r, new Date('2026-06-16T12:00:00Z'), 'UTC')).toBe(false);
  });
});

describe('the month grid', () => {
  it('runs Sunday to Saturday around the month', () => {
    // June 2026 starts on a Monday and ends on a Tuesday.
    expect(monthGridRange(2026, 6)).toEqual({ from: '2026-05-31', to: '2026-07-04' });
    // February 2026 starts on a Sunday and ends on a Saturday.
    expect(monthGridRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
