import { describe, expect, it } from 'vitest';
import { fromIsoDay, monthKey, monthWeeks, moveFocus, parseMonthKey, shiftMonth } from './month-grid';

describe('the month grid', () => {
  it('runs Sunday to Saturday and covers the whole month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthWeeks(fromIsoDay('2026-11-15'));
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ iso: '2026-11-01', dayOfMonth: 1, inMonth: true });
    expect(weeks[4]![6]).toEqual({ iso: '2026-12-05', dayOfMonth: 5, inMonth: false });
    for (const week of weeks) expect(fromIsoDay(week[0]!.iso).getDay()).toBe(0);
  });

  it('shows the days before the first from the previous month', () => {
    // February 2028 starts on a Tuesday and is a leap month.
    const weeks = monthWeeks(fromIsoDay('2028-02-01'));
    expect(weeks[0]!.slice(0, 3).map((d) => [d.iso, d.inMonth])).toEqual([
      ['2028-01-30', false],
      ['2028-01-31', false],
      ['2028-02-01', true],
    ]);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(29);
  });

  it('moves the focus like a grid', () => {
    expect(moveFocus('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveFocus('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(moveFocus('2026-11-03', 'ArrowUp')).toBe('2026-10-27');
    expect(moveFocus('2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(moveFocus('2026-11-25', 'Home')).toBe('2026-11-22');
    expect(moveFocus('2026-11-25', 'End')).toBe('2026-11-28');
    expect(moveFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveFocus('2026-11-25', 'PageUp', true)).toBe('2025-11-25');
    expect(moveFocus('2026-11-25', 'a')).toBeNull();
  });

  it('keeps the month in the address and ignores a malformed one', () => {
    const today = fromIsoDay('2026-11-24');
    expect(monthKey(parseMonthKey('2027-02', today))).toBe('2027-02');
    expect(monthKey(parseMonthKey('2027-13', today))).toBe('2026-11');
    expect(monthKey(parseMonthKey(null, today))).toBe('2026-11');
    expect(monthKey(shiftMonth(fromIsoDay('2026-12-31'), 1))).toBe('2027-01');
  });
});
