/**
 * core-app.md 9, the counts' polling interval as a pure state machine: it starts at 60 s; from the third
 * poll in a row that brought nothing new it grows by 1.5 times per poll up to 180 s; while the tab is
 * hidden the wait is doubled, up to 300 s; any change brings it back to 60 s.
 */
const POLL_BASE_MS = 60_000;
const POLL_MAX_VISIBLE_MS = 180_000;
const POLL_MAX_HIDDEN_MS = 300_000;
const POLL_GROWTH = 1.5;
const POLL_HIDDEN_FACTOR = 2;
/** Unchanged polls in a row before the interval starts to grow. */
const POLL_UNCHANGED_BEFORE_GROWTH = 3;

export interface PollState {
  /** The interval while visible; grows with unchanged polls. */
  intervalMs: number;
  unchangedPolls: number;
  hidden: boolean;
  /** What the last poll saw (compared, never shown); null before the first answer. */
  lastSnapshot: string | null;
}

export type PollEvent = { type: 'result'; snapshot: string } | { type: 'visibility'; hidden: boolean };

export function initialPollState(hidden = false): PollState {
  return { intervalMs: POLL_BASE_MS, unchangedPolls: 0, hidden, lastSnapshot: null };
}

export function nextPollState(state: PollState, event: PollEvent): PollState {
  if (event.type === 'visibility') return state.hidden === event.hidden ? state : { ...state, hidden: event.hidden };
  if (state.lastSnapshot === null) return { ...state, lastSnapshot: event.snapshot };
  if (event.snapshot !== state.lastSnapshot) {
    return { ...state, intervalMs: POLL_BASE_MS, unchangedPolls: 0, lastSnapshot: event.snapshot };
  }
  const unchangedPolls = state.unchangedPolls + 1;
  const intervalMs =
    unchangedPolls >= POLL_UNCHANGED_BEFORE_GROWTH ? Math.min(state.intervalMs * POLL_GROWTH, POLL_MAX_VISIBLE_MS) : state.intervalMs;
  return { ...state, unchangedPolls, intervalMs };
}

/** How long to wait before the next poll. */
export function pollDelayMs(state: PollState): number {
  return state.hidden ? Math.min(state.intervalMs * POLL_HIDDEN_FACTOR, POLL_MAX_HIDDEN_MS) : state.intervalMs;
}
