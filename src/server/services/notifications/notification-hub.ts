import { NOTIFICATION_STREAM_HEARTBEAT_MS } from '#shared/notifications/stream.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { NOTIFICATION_CREATED_CHANNEL, type NotificationAnnouncement } from './notification.service.js';

/** What an open stream hears: a new notification for its person, or "anything may have been missed, read again". */
export type HubEvent = { type: 'notification'; id: string } | { type: 'resync' } | { type: 'heartbeat' };
type Listener = (event: HubEvent) => void;

/**
 * The process's one LISTEN on notification_created, fanned out to the open streams of each person
 * (decision 131). On a PostgreSQL server every instance listens, so a notification created by any instance
 * (or a job's worker) reaches the person's tab wherever it is connected; on PGlite the same NOTIFY is
 * delivered inside the one process. When the listening connection drops and comes back, every stream is
 * told to resync, because notifications may have been missed meanwhile.
 */
export interface NotificationHub {
  /** Listens from now on; call the returned function when the stream closes. */
  subscribe(userId: string, listener: Listener): () => void;
  /** How many streams a person has open (the route bounds it). */
  openStreams(userId: string): number;
  /** Resolves once the LISTEN is in place. */
  readonly ready: Promise<void>;
}

function parseAnnouncement(payload: string | undefined): NotificationAnnouncement | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<NotificationAnnouncement>;
    return typeof value.userId === 'string' && typeof value.id === 'string' ? { userId: value.userId, id: value.id } : null;
  } catch {
    return null;
  }
}

export interface NotificationHubOptions {
  /** Between heartbeats to every open stream (one timer for all, running only while a stream is open). */
  heartbeatMs?: number;
}

export function createNotificationHub(listen: DatabaseHandle['listen'], options: NotificationHubOptions = {}): NotificationHub {
  const heartbeatMs = options.heartbeatMs ?? NOTIFICATION_STREAM_HEARTBEAT_MS;
  const listeners = new Map<string, Set<Listener>>();
  let heartbeat: NodeJS.Timeout | null = null;
  const everyone = (event: HubEvent) => {
    for (const set of listeners.values()) for (const listener of set) listener(event);
  };
  const keepBeating = () => {
    if (listeners.size > 0 && !heartbeat) {
      heartbeat = setInterval(() => everyone({ type: 'heartbeat' }), heartbeatMs);
      heartbeat.unref();
    } else if (listeners.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };
  const ready = listen
    ? listen(NOTIFICATION_CREATED_CHANNEL, {
        onNotify(payload) {
          // No payload: the connection came back after a drop, so every stream reads again.
          if (payload === undefined) return everyone({ type: 'resync' });
          const announcement = parseAnnouncement(payload);
          if (!announcement) return undefined;
          for (const listener of listeners.get(announcement.userId) ?? []) listener({ type: 'notification', id: announcement.id });
          return undefined;
        },
        onLost: () => everyone({ type: 'resync' }),
      })
    : Promise.resolve();
  return {
    ready,
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      keepBeating();
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
        keepBeating();
      };
    },
    openStreams: (userId) => listeners.get(userId)?.size ?? 0,
  };
}
