import { describe, expect, it } from 'vitest';
import {
  afterScroll,
  afterSettle,
  createScrollNavTracker,
  type Scheduler,
  SCROLL_SETTLE_MS,
  type ScrollNavView,
  viewOf,
} from './scroll-nav';

/** A clock the test moves by hand. */
function manualScheduler() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const scheduler: Scheduler = {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.callback();
      }
    }
  };
  return { scheduler, advance, pending: () => timers.size };
}

describe('the scroll rules', () => {
  const top = { y: 0, scrollingDown: false };

  it('keeps the bar while scrolling down within the first 100 px', () => {
    expect(afterScroll(top, 100)).toEqual({ y: 100, scrollingDown: false });
  });

  it('hides the bar while scrolling down beyond 100 px', () => {
    expect(afterScroll({ y: 100, scrollingDown: false }, 101)).toEqual({ y: 101, scrollingDown: true });
    expect(viewOf({ y: 101, scrollingDown: true }).navHidden).toBe(true);
  });

  it('shows the bar again as soon as the scroll goes up', () => {
    expect(afterScroll({ y: 600, scrollingDown: true }, 580)).toEqual({ y: 580, scrollingDown: false });
  });

  it('keeps the state when the position did not change', () => {
    const state = { y: 300, scrollingDown: true };
    expect(afterScroll(state, 300)).toBe(state);
  });

  it('clears the scroll-down state when scrolling settles', () => {
    expect(afterSettle({ y: 400, scrollingDown: true })).toEqual({ y: 400, scrollingDown: false });
  });

  it('shows the floating action beyond 200 px, whatever the direction', () => {
    expect(viewOf({ y: 200, scrollingDown: false }).showFloatingAction).toBe(false);
    expect(viewOf({ y: 201, scrollingDown: false }).showFloatingAction).toBe(true);
    expect(viewOf({ y: 201, scrollingDown: true }).showFloatingAction).toBe(true);
  });
});

describe('createScrollNavTracker', () => {
  function track(initialY = 0) {
    const clock = manualScheduler();
    const views: ScrollNavView[] = [];
    const tracker = createScrollNavTracker({ initialY, onChange: (view) => views.push(view), scheduler: clock.scheduler });
    return { tracker, views, ...clock };
  }

  it('hides while scrolling down and shows again 150 ms after scrolling stops', () => {
    const { tracker, views, advance } = track();
    tracker.scrolled(50);
    tracker.scrolled(150);
    expect(tracker.view()).toEqual({ navHidden: true, showFloatingAction: false });
    advance(SCROLL_SETTLE_MS - 1);
    expect(tracker.view().navHidden).toBe(true);
    advance(1);
    expect(tracker.view()).toEqual({ navHidden: false, showFloatingAction: false });
    expect(views).toEqual([
      { navHidden: true, showFloatingAction: false },
      { navHidden: false, showFloatingAction: false },
    ]);
  });

  it('restarts the 150 ms with every scroll event', () => {
    const { tracker, advance } = track();
    tracker.scrolled(120);
    advance(100);
    tracker.scrolled(140);
    advance(100);
    expect(tracker.view().navHidden).toBe(true);
    advance(50);
    expect(tracker.view().navHidden).toBe(false);
  });

  it('reports the floating action past 200 px and only changes, not every event', () => {
    const { tracker, views, advance } = track();
    for (const y of [40, 80, 120, 160, 210, 250]) tracker.scrolled(y);
    advance(SCROLL_SETTLE_MS);
    expect(views).toEqual([
      { navHidden: true, showFloatingAction: false },
      { navHidden: true, showFloatingAction: true },
      { navHidden: false, showFloatingAction: true },
    ]);
  });

  it('starts from the position it was given (a restored scroll), with the bar shown', () => {
    const { tracker } = track(500);
    expect(tracker.view()).toEqual({ navHidden: false, showFloatingAction: true });
  });

  it('stops its timer when disposed', () => {
    const { tracker, pending } = track();
    tracker.scrolled(300);
    expect(pending()).toBe(1);
    tracker.dispose();
    expect(pending()).toBe(0);
  });
});
