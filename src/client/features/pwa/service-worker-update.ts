import { useSyncExternalStore } from 'react';

type Listener = () => void;
/** Tells the waiting worker to take over; the page reloads once it controls the page. */
type ApplyUpdate = (reloadPage?: boolean) => Promise<void>;
/** vite-plugin-pwa's registerSW (virtual:pwa-register), injectable for tests. */
export type RegisterSW = (options: { onNeedRefresh?: () => void; onRegisterError?: (error: unknown) => void }) => ApplyUpdate;

/**
 * Whether a new version of the app is waiting (the service worker of a newer build is installed and waits
 * for this page to let it take over), and the action that lets it (workbox: skipWaiting, then a reload).
 */
export function createServiceWorkerUpdateStore() {
  let updateAvailable = false;
  let applyUpdate: ApplyUpdate | undefined;
  const listeners = new Set<Listener>();
  const set = (value: boolean) => {
    if (updateAvailable === value) return;
    updateAvailable = value;
    for (const listener of listeners) listener();
  };

  return {
    register(registerSW: RegisterSW) {
      applyUpdate = registerSW({
        onNeedRefresh: () => set(true),
        onRegisterError: (error) => console.warn('The service worker could not be registered', error),
      });
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isUpdateAvailable: () => updateAvailable,
    /** Reload into the new version: the waiting worker skips waiting, and the page reloads when it takes control. */
    async reload() {
      if (applyUpdate) await applyUpdate(true);
    },
    dismiss: () => set(false),
  };
}

const store = createServiceWorkerUpdateStore();

/**
 * Registers the service worker in production builds only (development has none), through a module import of
 * vite-plugin-pwa's register code: no inline script (docs/decisions/012). Loaded after the page, off the
 * first-load budget.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  store.register(registerSW);
}

export function useServiceWorkerUpdate() {
  const updateAvailable = useSyncExternalStore(store.subscribe, store.isUpdateAvailable, store.isUpdateAvailable);
  return { updateAvailable, reload: store.reload, dismiss: store.dismiss };
}
