import { describe, expect, it } from 'vitest';
import { isSessionIdle, LAST_SEEN_WRITE_INTERVAL_MS, shouldRecordActivity } from './session-idle.js';

const t0 = new Date('2030-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('session idle timeout', () => {
  it('ends a session unused for longer than the timeout', () => {
    expect(isSessionIdle(t0, at(60 * 60_000), 60)).toBe(false);
    expect(isSessionIdle(t0, at(60 * 60_000 + 1), 60)).toBe(true);
    expect(isSessionIdle(t0, at(6 * 60_000), 5)).toBe(true);
  });

  it('records activity at most once a minute', () => {
    expect(LAST_SEEN_WRITE_INTERVAL_MS).toBe(60_000);
    expect(shouldRecordActivity(t0, at(59_999))).toBe(false);
    expect(shouldRecordActivity(t0, at(60_000))).toBe(true);
  });
});
