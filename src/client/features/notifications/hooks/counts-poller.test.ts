// @vitest-environment jsdom
// TanStack Query schedules no timers where there is no window.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationCounts } from '#shared/schemas/notifications';
import { CountsPoller, type VisibilitySource } from './counts-poller';

const SECOND = 1000;

function fakeVisibility(hidden = false) {
  let listeners: (() => void)[] = [];
  const source: VisibilitySource & { set(hidden: boolean): void } = {
    isHidden: () => hidden,
    subscribe(onChange) {
      listeners.push(onChange);
      return () => {
        listeners = listeners.filter((l) => l !== onChange);
      };
    },
    set(next) {
      hidden = next;
      for (const l of listeners) l();
    },
  };
  return source;
}

describe('CountsPoller', () => {
  let queryClient: QueryClient;
  let counts: NotificationCounts;
  let pollTimes: number[];
  const start = Date.UTC(2025, 0, 1);
  const fetchCounts = async () => {
    pollTimes.push((Date.now() - start) / SECOND);
    return { ...counts };
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    counts = { unread: 1, wishlists: 0, social: 0 };
    pollTimes = [];
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('polls at 60 s, then backs off by 1.5 after three unchanged polls up to 180 s', async () => {
    const poller = new CountsPoller(queryClient, { visibility: fakeVisibility(), fetchCounts });
    poller.start();
    await vi.advanceTimersByTimeAsync(800 * SECOND);
    poller.stop();
    // Load at 0; unchanged polls at 60, 120, 180 (the third: now 90 s), 270 (135 s), 405 (180 s), 585, 765.
    expect(pollTimes).toEqual([0, 60, 120, 180, 270, 405, 585, 765]);
  });

  it('goes back to 60 s when the counts change', async () => {
    const poller = new CountsPoller(queryClient, { visibility: fakeVisibility(), fetchCounts });
    poller.start();
    await vi.advanceTimersByTimeAsync(270 * SECOND);
    expect(poller.delayMs).toBe(135 * SECOND);
    counts = { unread: 2, wishlists: 0, social: 0 };
    await vi.advanceTimersByTimeAsync(135 * SECOND);
    expect(pollTimes.at(-1)).toBe(405);
    expect(poller.delayMs).toBe(60 * SECOND);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(pollTimes.at(-1)).toBe(465);
    poller.stop();
  });

  it('doubles the wait while the tab is hidden, up to 300 s', async () => {
    const visibility = fakeVisibility();
    const poller = new CountsPoller(queryClient, { visibility, fetchCounts });
    poller.start();
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    visibility.set(true);
    expect(poller.delayMs).toBe(120 * SECOND);
    await vi.advanceTimersByTimeAsync(2000 * SECOND);
    expect(poller.delayMs).toBe(300 * SECOND);
    const gaps = pollTimes.slice(1).map((t, i) => t - pollTimes[i]);
    expect(Math.max(...gaps)).toBe(300);
    expect(gaps.at(-1)).toBe(300);
    visibility.set(false);
    expect(poller.delayMs).toBe(180 * SECOND);
    poller.stop();
  });

  it('stops polling when stopped', async () => {
    const poller = new CountsPoller(queryClient, { visibility: fakeVisibility(), fetchCounts });
    poller.start();
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    poller.stop();
    await vi.advanceTimersByTimeAsync(600 * SECOND);
    expect(pollTimes).toEqual([0]);
  });
});
