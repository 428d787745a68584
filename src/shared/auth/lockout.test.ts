import { describe, expect, it } from 'vitest';
import { afterFailedSignIn, isLocked, LOCKOUT_MINUTES, lockSecondsLeft } from './lockout.js';

const t0 = new Date('2030-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

describe('sign-in lockout rules', () => {
  it('counts consecutive failures and locks for 15 minutes on reaching the maximum', () => {
    let state = afterFailedSignIn(null, t0, 5);
    expect(state).toEqual({ failedCount: 1, lastFailedAt: t0, lockedUntil: null });
    for (let i = 2; i <= 4; i++) {
      state = afterFailedSignIn(state, at(i * 1000), 5);
      expect(state.failedCount).toBe(i);
      expect(isLocked(state, at(i * 1000))).toBe(false);
    }
    state = afterFailedSignIn(state, at(5000), 5);
    expect(state).toEqual({ failedCount: 0, lastFailedAt: at(5000), lockedUntil: at(5000 + LOCKOUT_MINUTES * MIN) });
    expect(LOCKOUT_MINUTES).toBe(15);
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

  it('restarts the count when the last failure is older than the window', () => {
    const old = { failedCount: 4, lastFailedAt: t0, lockedUntil: null };
    expect(afterFailedSignIn(old, at(15 * MIN), 5).failedCount).toBe(0); // still within: fifth failure locks
    expect(afterFailedSignIn(old, at(15 * MIN + 1), 5)).toMatchObject({ failedCount: 1, lockedUntil: null });
  });

  it('restarts the count after a lock has expired', () => {
    const expired = { failedCount: 0, lastFailedAt: t0, lockedUntil: at(15 * MIN) };
    expect(afterFailedSignIn(expired, at(15 * MIN + 1000), 5)).toMatchObject({ failedCount: 1, lockedUntil: null });
  });

  it('follows the configured maximum, never below one', () => {
    let state = afterFailedSignIn(null, t0, 3);
    state = afterFailedSignIn(state, t0, 3);
    expect(isLocked(state, t0)).toBe(false);
    expect(isLocked(afterFailedSignIn(state, t0, 3), t0)).toBe(true);
    expect(isLocked(afterFailedSignIn(null, t0, 0), t0)).toBe(true);
  });
});
