import { describe, expect, it } from 'vitest';
import { initialPollState, nextPollState, type PollState, pollDelayMs } from './polling';

const result = (snapshot: string) => ({ type: 'result', snapshot }) as const;
const visibility = (hidden: boolean) => ({ type: 'visibility', hidden }) as const;

function run(events: Parameters<typeof nextPollState>[1][], from: PollState = initialPollState()): PollState {
  return events.reduce(nextPollState, from);
}

describe('the counts polling interval', () => {
  it('starts at 60 s', () => {
    expect(pollDelayMs(initialPollState())).toBe(60_000);
    expect(pollDelayMs(run([result('a')]))).toBe(60_000);
  });

  it('stays at 60 s for two unchanged polls and grows by 1.5 from the third', () => {
    const delays: number[] = [];
    let state = run([result('a')]);
    for (let i = 0; i < 6; i += 1) {
      state = nextPollState(state, result('a'));
      delays.push(pollDelayMs(state));
    }
    expect(delays).toEqual([60_000, 60_000, 90_000, 135_000, 180_000, 180_000]);
  });

  it('goes back to 60 s when the counts change', () => {
    const slow = run([result('a'), result('a'), result('a'), result('a'), result('a')]);
    expect(pollDelayMs(slow)).toBe(135_000);
    const changed = nextPollState(slow, result('b'));
    expect(pollDelayMs(changed)).toBe(60_000);
    expect(changed.unchangedPolls).toBe(0);
    // The count of unchanged polls starts again after the change.
    expect(pollDelayMs(run([result('b'), result('b')], changed))).toBe(60_000);
  });

  it('doubles while the tab is hidden, up to 300 s, and returns when visible', () => {
    const hidden = nextPollState(initialPollState(), visibility(true));
    expect(pollDelayMs(hidden)).toBe(120_000);
    const slowHidden = run([result('a'), result('a'), result('a'), result('a'), result('a'), result('a')], hidden);
    expect(slowHidden.intervalMs).toBe(180_000);
    expect(pollDelayMs(slowHidden)).toBe(300_000);
    expect(pollDelayMs(nextPollState(slowHidden, visibility(false)))).toBe(180_000);
  });

  it('ignores a visibility event that changes nothing', () => {
    const state = initialPollState(true);
    expect(nextPollState(state, visibility(true))).toBe(state);
  });
});
