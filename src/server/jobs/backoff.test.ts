import { describe, expect, it } from 'vitest';
import { backoffDelayMs, nextAttemptAt } from './backoff.js';

const options = { baseMs: 30_000, maxMs: 3_600_000 };

describe('backoffDelayMs', () => {
  it('waits the base delay after the first failed attempt and doubles after each further one', () => {
    expect([1, 2, 3, 4].map((a) => backoffDelayMs(a, options))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never exceeds the cap', () => {
    expect(backoffDelayMs(8, options)).toBe(3_600_000);
    expect(backoffDelayMs(1000, options)).toBe(3_600_000);
  });

  it('treats attempt 0 like the first attempt', () => {
    expect(backoffDelayMs(0, options)).toBe(30_000);
  });
});

describe('nextAttemptAt', () => {
  it('adds the delay to now', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(nextAttemptAt(now, 2, options).toISOString()).toBe('2026-11-22T10:01:00.000Z');
  });
});
