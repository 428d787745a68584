import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptState {
  /** The browser offered installation and the offer was kept for the install button. */
  canInstall: boolean;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
}

type Listener = () => void;

/**
 * Keeps the browser's install offer (beforeinstallprompt) so that our own button can show it later, and
 * knows when the app is installed (appinstalled, or the page runs in standalone display mode). One store per
 * window; start() runs once at startup, before React mounts, so an early offer is not missed.
 */
export function createInstallPromptStore(win: Window) {
  let deferred: BeforeInstallPromptEvent | null = null;
  let installed = false;
  let state: InstallPromptState = { canInstall: false, installed: false };
  const listeners = new Set<Listener>();

  const runsStandalone = () =>
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true;

  const update = () => {
    const next = { canInstall: deferred !== null && !installed, installed };
    if (next.canInstall === state.canInstall && next.installed === state.installed) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the browser's own mini-infobar away: the page offers installation in its own words.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update();
  };
  const onInstalled = () => {
    installed = true;
    deferred = null;
    update();
  };

  return {
    start() {
      installed = runsStandalone();
      win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      win.addEventListener('appinstalled', onInstalled);
      update();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    /** Shows the browser's install dialog; an offer can be used once, so it is dropped whatever the answer. */
    async promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      update();
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') onInstalled();
      return choice.outcome;
    },
  };
}

export type InstallPromptStore = ReturnType<typeof createInstallPromptStore>;

let windowStore: InstallPromptStore | undefined;

/** The window's store, started on first use (main.tsx calls this before rendering). */
export function installPromptStore(): InstallPromptStore {
  if (!windowStore) {
    windowStore = createInstallPromptStore(window);
    windowStore.start();
  }
  return windowStore;
}

/** What the server renders, and what hydration starts from: no offer (the browser's own state follows at once). */
const SERVER_STATE: InstallPromptState = { canInstall: false, installed: false };
const serverStore: Pick<InstallPromptStore, 'subscribe' | 'getState' | 'promptInstall'> = {
  subscribe: () => () => false,
  getState: () => SERVER_STATE,
  promptInstall: async () => 'unavailable',
};

export function useInstallPrompt(): InstallPromptState & { promptInstall: InstallPromptStore['promptInstall'] } {
  const store = typeof window === 'undefined' ? serverStore : installPromptStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, serverStore.getState);
  return { ...state, promptInstall: store.promptInstall };
}
