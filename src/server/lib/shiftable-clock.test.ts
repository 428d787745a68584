import { describe, expect, it } from 'vitest';
import { createShiftableClock } from './shiftable-clock.js';

describe('shiftable clock', () => {
  const real = new Date('2026-03-01T10:00:00.000Z');

  it('reads the real clock until moved', () => {
    const clock = createShiftableClock(() => real);
    expect(clock.now().toISOString()).toBe(real.toISOString());
    expect(clock.offsetMs()).toBe(0);
  });

  it('advances by a duration and keeps the offset as real time runs on', () => {
    let t = real.getTime();
    const clock = createShiftableClock(() => new Date(t));
    clock.advanceBy(3 * 86_400_000);
    expect(clock.now().toISOString()).toBe('2026-03-04T10:00:00.000Z');
    t += 1000;
    expect(clock.now().toISOString()).toBe('2026-03-04T10:00:01.000Z');
  });

  it('is set to a later moment, and refuses an earlier one', () => {
    const clock = createShiftableClock(() => real);
    clock.setTo(new Date('2026-12-25T09:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2026-12-25T09:00:00.000Z');
    expect(() => clock.setTo(new Date('2026-01-01T00:00:00.000Z'))).toThrow(RangeError);
    expect(() => clock.advanceBy(-1)).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe('2026-12-25T09:00:00.000Z');
  });
});
