import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListenHandlers } from '#server/db/client.js';
import { createNotificationHub, type HubEvent } from './notification-hub.js';

/** A LISTEN that the test drives: what the database would deliver, and the connection dropping. */
function fakeListen() {
  let handlers: ListenHandlers | null = null;
  const listen = vi.fn(async (_channel: string, h: ListenHandlers) => {
    handlers = h;
  });
  return { listen, deliver: (payload?: string) => handlers!.onNotify(payload), lose: () => handlers!.onLost?.() };
}

describe('notification hub', () => {
  afterEach(() => vi.useRealTimers());

  it('listens on notification_created and hands each announcement to that person’s streams only', async () => {
    const db = fakeListen();
    const hub = createNotificationHub(db.listen);
    await hub.ready;
    expect(db.listen).toHaveBeenCalledWith('notification_created', expect.anything());
    const ada: HubEvent[] = [];
    const grace: HubEvent[] = [];
    hub.subscribe('ada', (e) => ada.push(e));
    hub.subscribe('grace', (e) => grace.push(e));
    db.deliver(JSON.stringify({ userId: 'ada', id: 'n1' }));
    db.deliver('not json');
    db.deliver(JSON.stringify({ userId: 'ada' }));
    expect(ada).toEqual([{ type: 'notification', id: 'n1' }]);
    expect(grace).toEqual([]);
  });

  it('tells every stream to resync when the listening connection is lost and when it is back', async () => {
    const db = fakeListen();
    const hub = createNotificationHub(db.listen);
    const seen: HubEvent[] = [];
    hub.subscribe('ada', (e) => seen.push(e));
    hub.subscribe('grace', (e) => seen.push(e));
    db.lose();
    db.deliver(undefined);
    expect(seen).toEqual(Array.from({ length: 4 }, () => ({ type: 'resync' })));
  });

  it('beats while a stream is open, and stops when the last one closes', async () => {
    vi.useFakeTimers();
    const hub = createNotificationHub(fakeListen().listen, { heartbeatMs: 1_000 });
    const seen: HubEvent[] = [];
    vi.advanceTimersByTime(5_000);
    const stop = hub.subscribe('ada', (e) => seen.push(e));
    expect(hub.openStreams('ada')).toBe(1);
    vi.advanceTimersByTime(2_500);
    expect(seen).toEqual([{ type: 'heartbeat' }, { type: 'heartbeat' }]);
    stop();
    expect(hub.openStreams('ada')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
