import { describe, expect, it, vi } from 'vitest';
import { subscribeToOnlineStatus } from './online-status';

describe('subscribeToOnlineStatus', () => {
  it('calls back on online and offline events until unsubscribed', () => {
    const target = new EventTarget();
    const onChange = vi.fn();
    const stop = subscribeToOnlineStatus(onChange, target as unknown as Window);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
