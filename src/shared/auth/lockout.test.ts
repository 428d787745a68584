import { describe, expect, it } from 'vitest';
import { afterFailedSignIn, FAILURE_MEMORY_MS, FIRST_LOCK_SECONDS, isLocked, lockSeconds, lockSecondsLeft, MAX_LOCK_MINUTES } from './lockout.js';

const t0 = new Date('2030-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

describe('sign-in lockout rules', () => {
  it('counts consecutive failures and pauses for one minute on reaching the maximum', () => {
    let state = afterFailedSignIn(null, t0, 5);
    expect(state).toEqual({ failedCount: 1, lastFailedAt: t0, lockedUntil: null, firstLock: false });
    for (let i = 2; i <= 4; i++) {
      state = afterFailedSignIn(state, at(i * 1000), 5);
      expect(state.failedCount).toBe(i);
      expect(isLocked(state, at(i * 1000))).toBe(false);
    }
    state = afterFailedSignIn(state, at(5000), 5);
    expect(state).toEqual({ failedCount: 5, lastFailedAt: at(5000), lockedUntil: at(5000 + FIRST_LOCK_SECONDS * 1000), firstLock: true });
    expect(FIRST_LOCK_SECONDS).toBe(60);
  });

  it('doubles the pause with each further failure, up to 15 minutes (issue 17: no flat 15-minute wall)', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 50, 10_000].map((count) => lockSeconds(count, 5))).toEqual([0, 60, 120, 240, 480, 900, 900, 900, 900]);
    expect(MAX_LOCK_MINUTES).toBe(15);
    // The count goes on after a pause ends: the next failure pauses for longer, and is not the first pause again.
    const paused = { failedCount: 5, lastFailedAt: t0, lockedUntil: at(MIN) };
    expect(afterFailedSignIn(paused, at(MIN + 1000), 5)).toEqual({
      failedCount: 6,
      lastFailedAt: at(MIN + 1000),
      lockedUntil: at(MIN + 1000 + 2 * MIN),
      firstLock: false,
    });
  });

  it('is locked until lockedUntil, then not', () => {
    const state = { lockedUntil: at(15 * MIN) };
    expect(isLocked(state, at(15 * MIN - 1))).toBe(true);
    expect(isLocked(state, at(15 * MIN))).toBe(false);
    expect(isLocked(null, t0)).toBe(false);
  });

  it('reports whole seconds left, rounding up', () => {
    expect(lockSecondsLeft({ lockedUntil: at(15 * MIN) }, t0)).toBe(900);
    expect(lockSecondsLeft({ lockedUntil: at(1500) }, t0)).toBe(2);
    expect(lockSecondsLeft({ lockedUntil: at(-1) }, t0)).toBe(0);
    expect(lockSecondsLeft(undefined, t0)).toBe(0);
  });

  it('forgets a streak whose last failure is more than a day old', () => {
    const old = { failedCount: 9, lastFailedAt: t0, lockedUntil: at(15 * MIN) };
    expect(afterFailedSignIn(old, at(FAILURE_MEMORY_MS), 5)).toMatchObject({ failedCount: 10, firstLock: false });
    expect(afterFailedSignIn(old, at(FAILURE_MEMORY_MS + 1), 5)).toMatchObject({ failedCount: 1, lockedUntil: null, firstLock: false });
  });

  it('follows the configured maximum, never below one, and a lowered maximum begins a first pause', () => {
    let state = afterFailedSignIn(null, t0, 3);
    state = afterFailedSignIn(state, t0, 3);
    expect(isLocked(state, t0)).toBe(false);
    expect(isLocked(afterFailedSignIn(state, t0, 3), t0)).toBe(true);
    expect(isLocked(afterFailedSignIn(null, t0, 0), t0)).toBe(true);
    // Four failures under a maximum of 5, then the maximum becomes 3: the fifth pauses, and it is the first pause.
    const four = { failedCount: 4, lastFailedAt: t0, lockedUntil: null };
    expect(afterFailedSignIn(four, at(1000), 3)).toMatchObject({ failedCount: 5, firstLock: true, lockedUntil: at(1000 + 4 * MIN) });
  });
});
