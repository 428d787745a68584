/** platform.md 9: the bottom bar hides while scrolling down beyond this many pixels. */
const NAV_HIDE_AFTER_PX = 100;
/** platform.md 9: the floating 'Find a gift' action appears beyond this much scroll. */
const FLOATING_ACTION_AFTER_PX = 200;
/** platform.md 4: the scroll-down state clears this long after scrolling stops. */
export const SCROLL_SETTLE_MS = 150;

export interface ScrollNavState {
  /** The last scroll position seen. */
  y: number;
  /** Scrolling down, past NAV_HIDE_AFTER_PX, and not yet settled. */
  scrollingDown: boolean;
}

/** What the layout shows for a state. */
export interface ScrollNavView {
  navHidden: boolean;
  showFloatingAction: boolean;
}

/** A scroll to `y`: moving down beyond the threshold sets the scroll-down state; any move up clears it. */
export function afterScroll(state: ScrollNavState, y: number): ScrollNavState {
  if (y === state.y) return state;
  return { y, scrollingDown: y > state.y && y > NAV_HIDE_AFTER_PX };
}

/** Scrolling stopped for SCROLL_SETTLE_MS: the bar comes back. */
export function afterSettle(state: ScrollNavState): ScrollNavState {
  return state.scrollingDown ? { ...state, scrollingDown: false } : state;
}

export function viewOf(state: ScrollNavState): ScrollNavView {
  return { navHidden: state.scrollingDown, showFloatingAction: state.y > FLOATING_ACTION_AFTER_PX };
}

/** Timers, injected so that tests control time. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Feeds scroll positions through the rules and reports the view whenever it changes (not on every
 * scroll event, so the layout re-renders only when something visible changes).
 */
export function createScrollNavTracker(options: {
  initialY: number;
  onChange: (view: ScrollNavView) => void;
  scheduler?: Scheduler;
}) {
  const scheduler = options.scheduler ?? browserScheduler;
  let state: ScrollNavState = { y: options.initialY, scrollingDown: false };
  let view = viewOf(state);
  let settleTimer: unknown = null;

  const update = (next: ScrollNavState) => {
    state = next;
    const nextView = viewOf(state);
    if (nextView.navHidden !== view.navHidden || nextView.showFloatingAction !== view.showFloatingAction) {
      view = nextView;
      options.onChange(view);
    }
  };

  return {
    view: () => view,
    scrolled(y: number) {
      update(afterScroll(state, y));
      if (settleTimer !== null) scheduler.clearTimeout(settleTimer);
      settleTimer = scheduler.setTimeout(() => {
        settleTimer = null;
        update(afterSettle(state));
      }, SCROLL_SETTLE_MS);
    },
    dispose() {
      if (settleTimer !== null) scheduler.clearTimeout(settleTimer);
      settleTimer = null;
    },
  };
}
