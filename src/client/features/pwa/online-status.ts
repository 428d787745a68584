import { useSyncExternalStore } from 'react';

/** navigator.onLine, kept current by the window's online and offline events. */
export function subscribeToOnlineStatus(onChange: () => void, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  target.addEventListener('online', onChange);
  target.addEventListener('offline', onChange);
  return () => {
    target.removeEventListener('online', onChange);
    target.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnlineStatus(): boolean {
  // The server does not render the app, but useSyncExternalStore asks: assume a connection there.
  return useSyncExternalStore(subscribeToOnlineStatus, isOnline, () => true);
}
