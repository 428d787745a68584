import { describe, expect, it } from 'vitest';
import { scheduledRun } from './schedule.js';

describe('scheduledRun', () => {
  it('keys a daily job by its UTC date', () => {
    const run = scheduledRun('aggregate-errors', { dailyAtUtcHour: 2 }, new Date('2026-11-22T15:30:00Z'));
    expect(run.uniqueKey).toBe('aggregate-errors:2026-11-22');
    expect(run.runAt.toISOString()).toBe('2026-11-22T02:00:00.000Z');
  });

  it('makes a daily job enqueued before its hour wait for it', () => {
    const run = scheduledRun('aggregate-errors', { dailyAtUtcHour: 2 }, new Date('2026-11-22T00:10:00Z'));
    expect(run.uniqueKey).toBe('aggregate-errors:2026-11-22');
    expect(run.runAt.toISOString()).toBe('2026-11-22T02:00:00.000Z');
  });

  it('gives the same key within a period and a new one in the next', () => {
    const a = scheduledRun('sync', { everyMinutes: 15 }, new Date('2026-11-22T10:00:00Z'));
    const b = scheduledRun('sync', { everyMinutes: 15 }, new Date('2026-11-22T10:14:59Z'));
    const c = scheduledRun('sync', { everyMinutes: 15 }, new Date('2026-11-22T10:15:00Z'));
    expect(a.uniqueKey).toBe('sync:2026-11-22T10:00');
    expect(b.uniqueKey).toBe(a.uniqueKey);
    expect(c.uniqueKey).toBe('sync:2026-11-22T10:15');
    expect(c.runAt.toISOString()).toBe('2026-11-22T10:15:00.000Z');
  });
});
