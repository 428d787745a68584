/**
 * The real clock plus an offset that browser tests move (TEST_CLOCK=on, docs/decisions/085): time keeps
 * running, so leases, timeouts and "newest first" behave as they do in production, only later.
 */
export interface ShiftableClock {
  now(): Date;
  /** How far ahead of the real clock this one runs, in milliseconds. */
  offsetMs(): number;
  /** Moves the clock so that it reads `at` now; a moment in the past is refused (time never runs backwards). */
  setTo(at: Date): void;
  advanceBy(ms: number): void;
}

export function createShiftableClock(real: () => Date = () => new Date()): ShiftableClock {
  let offset = 0;
  const now = () => new Date(real().getTime() + offset);
  return {
    now,
    offsetMs: () => offset,
    setTo(at) {
      const ahead = at.getTime() - now().getTime();
      if (ahead < 0) throw new RangeError('The test clock never runs backwards');
      offset += ahead;
    },
    advanceBy(ms) {
      if (ms < 0) throw new RangeError('The test clock never runs backwards');
      offset += ms;
    },
  };
}
