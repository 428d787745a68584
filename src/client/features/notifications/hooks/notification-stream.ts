import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_STREAM_PATH } from '#shared/notifications/stream';
import { notificationKeys } from '#client/features/notifications/api/notifications-api';

/** The part of EventSource this uses (the browser's, or a fake in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export type CreateEventSource = (url: string) => EventSourceLike;

const browserEventSource: CreateEventSource | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });

/**
 * The open tab's line to the server (GET /api/notifications/stream, decision 131): each 'notification' or
 * 'resync' event invalidates the notifications queries, so the bell, the badges and the lists read again at once.
 * The browser reopens a dropped stream by itself; every 'ready' after the first (a reconnect) reads again too,
 * since notifications may have arrived meanwhile. The backing-off poller keeps running as the fallback.
 */
function openNotificationStream(queryClient: QueryClient, create: CreateEventSource): () => void {
  const source = create(NOTIFICATION_STREAM_PATH);
  let connectedBefore = false;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  source.addEventListener('ready', () => {
    if (connectedBefore) refresh();
    connectedBefore = true;
  });
  source.addEventListener('notification', refresh);
  source.addEventListener('resync', refresh);
  return () => source.close();
}

const streams = new WeakMap<QueryClient, { close: () => void; users: number }>();

/** One stream per query client however many components show counts; call the returned function to leave. */
export function acquireNotificationStream(queryClient: QueryClient, create: CreateEventSource | null = browserEventSource): () => void {
  if (!create) return () => {};
  let entry = streams.get(queryClient);
  if (!entry) {
    entry = { close: openNotificationStream(queryClient, create), users: 0 };
    streams.set(queryClient, entry);
  }
  entry.users += 1;
  const joined = entry;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.users -= 1;
    if (joined.users === 0) {
      joined.close();
      if (streams.get(queryClient) === joined) streams.delete(queryClient);
    }
  };
}
