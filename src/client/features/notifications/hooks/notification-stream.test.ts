import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { acquireNotificationStream, type EventSourceLike } from './notification-stream';

/** An EventSource the test fires events on. */
function fakeSource() {
  const listeners = new Map<string, (() => void)[]>();
  const source: EventSourceLike & { fire(type: string): void; closed: boolean } = {
    closed: false,
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    close() {
      this.closed = true;
    },
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return source;
}

describe('notification stream (client)', () => {
  it('opens one stream per query client and invalidates the notifications queries on each event', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const source = fakeSource();
    const create = vi.fn(() => source);
    const leaveA = acquireNotificationStream(queryClient, create);
    const leaveB = acquireNotificationStream(queryClient, create);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('/api/notifications/stream');

    source.fire('ready');
    expect(invalidate).not.toHaveBeenCalled();
    source.fire('notification');
    source.fire('resync');
    // A second 'ready' is a reconnect: what arrived meanwhile is read again.
    source.fire('ready');
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });

    leaveA();
    expect(source.closed).toBe(false);
    leaveB();
    expect(source.closed).toBe(true);
  });

  it('does nothing where the browser has no EventSource (polling carries on)', () => {
    const leave = acquireNotificationStream(new QueryClient(), null);
    expect(() => leave()).not.toThrow();
  });
});
