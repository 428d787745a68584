import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerUpdateStore, type RegisterSW } from './service-worker-update';

describe('the service worker update store', () => {
  it('flags an update when a new worker waits, and Reload asks it to take over', async () => {
    const store = createServiceWorkerUpdateStore();
    const applyUpdate = vi.fn(async () => {});
    let needRefresh: (() => void) | undefined;
    const registerSW: RegisterSW = (options) => {
      needRefresh = options.onNeedRefresh;
      return applyUpdate;
    };
    store.register(registerSW);
    expect(store.isUpdateAvailable()).toBe(false);

    const listener = vi.fn();
    store.subscribe(listener);
    needRefresh?.();
    expect(store.isUpdateAvailable()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();

    await store.reload();
    expect(applyUpdate).toHaveBeenCalledWith(true);
  });

  it('can be dismissed, and does nothing before registration', async () => {
    const store = createServiceWorkerUpdateStore();
    await expect(store.reload()).resolves.toBeUndefined();
    store.register((options) => {
      options.onNeedRefresh?.();
      return async () => {};
    });
    expect(store.isUpdateAvailable()).toBe(true);
    store.dismiss();
    expect(store.isUpdateAvailable()).toBe(false);
  });
});
