import { describe, expect, it, vi } from 'vitest';
import { type BeforeInstallPromptEvent, createInstallPromptStore } from './install-prompt';

/** A window with the events the store listens to, and a display mode. */
function fakeWindow(standalone = false) {
  const target = new EventTarget();
  return Object.assign(target, {
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
    navigator: {},
  }) as unknown as Window;
}

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('the install prompt store', () => {
  it('keeps the browser offer (and stops its own infobar) so that the page can offer installation', () => {
    const win = fakeWindow();
    const store = createInstallPromptStore(win);
    store.start();
    expect(store.getState()).toEqual({ canInstall: false, installed: false });
    const listener = vi.fn();
    store.subscribe(listener);
    const { event } = installOffer('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState()).toEqual({ canInstall: true, installed: false });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('shows the browser dialog once; accepted means installed', async () => {
    const win = fakeWindow();
    const store = createInstallPromptStore(win);
    store.start();
    const { event, prompt } = installOffer('accepted');
    win.dispatchEvent(event);
    await expect(store.promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
    expect(store.getState()).toEqual({ canInstall: false, installed: true });
    await expect(store.promptInstall()).resolves.toBe('unavailable');
  });

  it('drops a dismissed offer (it cannot be shown twice)', async () => {
    const win = fakeWindow();
    const store = createInstallPromptStore(win);
    store.start();
    win.dispatchEvent(installOffer('dismissed').event);
    await expect(store.promptInstall()).resolves.toBe('dismissed');
    expect(store.getState()).toEqual({ canInstall: false, installed: false });
  });

  it('hides once the app is installed, and never offers inside the installed app', () => {
    const win = fakeWindow();
    const store = createInstallPromptStore(win);
    store.start();
    win.dispatchEvent(installOffer('accepted').event);
    win.dispatchEvent(new Event('appinstalled'));
    expect(store.getState()).toEqual({ canInstall: false, installed: true });

    const standalone = fakeWindow(true);
    const installedStore = createInstallPromptStore(standalone);
    installedStore.start();
    standalone.dispatchEvent(installOffer('accepted').event);
    expect(installedStore.getState()).toEqual({ canInstall: false, installed: true });
  });
});
