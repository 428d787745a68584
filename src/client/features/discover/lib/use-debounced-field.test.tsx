// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_DELAY_MS, useDebouncedField } from './use-discover-filters';

const sameQuery = (typed: string, committed: string) => typed.trim() === committed.trim();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(initial = '') {
  const commit = vi.fn();
  const hook = renderHook(({ value }) => useDebouncedField(value, commit, { same: sameQuery }), { initialProps: { value: initial } });
  return { commit, hook };
}

describe('useDebouncedField', () => {
  it('shows each key at once and commits once typing pauses', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.change('m'));
    act(() => hook.result.current.change('mu'));
    act(() => hook.result.current.change('mug'));
    expect(hook.result.current.text).toBe('mug');
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('mug');
  });

  it('commits at once on demand (Enter, leaving the field), and only once', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.change('tea'));
    act(() => hook.result.current.commitNow());
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('tea');
  });

  it('keeps what was typed when the address only tidied it, and takes a change from outside', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.change('coffee '));
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(commit).toHaveBeenCalledWith('coffee ');
    hook.rerender({ value: 'coffee' });
    expect(hook.result.current.text).toBe('coffee ');
    // Back, a link or 'Clear filters' changes the address.
    hook.rerender({ value: '' });
    expect(hook.result.current.text).toBe('');
  });

  it('does not let the address overwrite text still waiting to be committed', () => {
    const { hook } = setup('lamp');
    act(() => hook.result.current.change('lamps'));
    hook.rerender({ value: 'desk' });
    expect(hook.result.current.text).toBe('lamps');
  });
});
