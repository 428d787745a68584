import { type Query, type QueryClient, QueryObserver } from '@tanstack/react-query';
import type { NotificationCounts } from '#shared/schemas/notifications';
import { initialPollState, nextPollState, type PollState, pollDelayMs } from '#shared/notifications/polling';
import { COUNTS_FRESHNESS, fetchNotificationCounts, notificationKeys } from '#client/features/notifications/api/notifications-api';

/** Whether the tab is hidden, and word when that changes (the document in the browser, a fake in tests). */
export interface VisibilitySource {
  isHidden(): boolean;
  subscribe(onChange: () => void): () => void;
}

const documentVisibility: VisibilitySource = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe(onChange) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

/** What the state machine compares between polls. */
function snapshotOf(counts: NotificationCounts): string {
  return `${counts.unread}/${counts.wishlists}/${counts.social}`;
}

/**
 * The one timer behind the notification counts: a TanStack Query observer whose refetchInterval comes
 * from the polling state machine (shared/notifications/polling.ts). However many components show the
 * counts, they share this observer (acquireCountsPoller), so the server sees one poll per interval.
 * Every answer of the counts query feeds the machine, whoever asked for it (focus, a mutation, the timer).
 */
export class CountsPoller {
  #state: PollState;
  #seenUpdatedAt = 0;
  readonly #observer: QueryObserver<NotificationCounts, Error, NotificationCounts, NotificationCounts, readonly unknown[]>;
  readonly #visibility: VisibilitySource;
  #stop: (() => void) | null = null;

  constructor(queryClient: QueryClient, options: { visibility?: VisibilitySource; fetchCounts?: () => Promise<NotificationCounts> } = {}) {
    this.#visibility = options.visibility ?? documentVisibility;
    this.#state = initialPollState(this.#visibility.isHidden());
    const fetchCounts = options.fetchCounts;
    this.#observer = new QueryObserver<NotificationCounts, Error, NotificationCounts, NotificationCounts, readonly unknown[]>(queryClient, {
      queryKey: notificationKeys.counts(),
      queryFn: fetchCounts ? () => fetchCounts() : ({ signal }) => fetchNotificationCounts(signal),
      ...COUNTS_FRESHNESS,
      refetchInterval: (query) => this.#delayAfter(query),
      // Hidden tabs keep polling, only slower (the machine doubles the wait).
      refetchIntervalInBackground: true,
    });
  }

  /** The wait before the next poll; TanStack asks after every change of the query, so new answers are read here. */
  #delayAfter(query: Query<NotificationCounts, Error, NotificationCounts, readonly unknown[]>): number {
    const { data, dataUpdatedAt } = query.state;
    if (data && dataUpdatedAt !== this.#seenUpdatedAt) {
      this.#seenUpdatedAt = dataUpdatedAt;
      this.#state = nextPollState(this.#state, { type: 'result', snapshot: snapshotOf(data) });
    }
    return pollDelayMs(this.#state);
  }

  get delayMs(): number {
    return pollDelayMs(this.#state);
  }

  start(): void {
    if (this.#stop) return;
    const unsubscribeResults = this.#observer.subscribe(() => {});
    const unsubscribeVisibility = this.#visibility.subscribe(() => {
      this.#state = nextPollState(this.#state, { type: 'visibility', hidden: this.#visibility.isHidden() });
      // Same options: the observer recomputes the interval and restarts its timer if the wait changed.
      this.#observer.setOptions(this.#observer.options);
    });
    this.#stop = () => {
      unsubscribeVisibility();
      unsubscribeResults();
    };
  }

  stop(): void {
    this.#stop?.();
    this.#stop = null;
    this.#observer.destroy();
  }
}

const pollers = new WeakMap<QueryClient, { poller: CountsPoller; users: number }>();

/** Starts the shared poller for this query client (or joins it); call the returned function to leave. */
export function acquireCountsPoller(queryClient: QueryClient): () => void {
  let entry = pollers.get(queryClient);
  if (!entry) {
    entry = { poller: new CountsPoller(queryClient), users: 0 };
    pollers.set(queryClient, entry);
    entry.poller.start();
  }
  entry.users += 1;
  const joined = entry;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.users -= 1;
    if (joined.users === 0) {
      joined.poller.stop();
      if (pollers.get(queryClient) === joined) pollers.delete(queryClient);
    }
  };
}
