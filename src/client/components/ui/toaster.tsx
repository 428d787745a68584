import { type ComponentType, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first load (issue 9, item 3): sonner (about 10 KB compressed) is fetched when the
 * first toast is asked for. The <Toaster /> mounts it then, and the toasts asked for meanwhile wait until it
 * listens, so none is lost.
 */
type SonnerModule = typeof import('./sonner-toaster');
type SonnerToast = SonnerModule['toast'];

let loading: Promise<SonnerModule> | null = null;
let loaded: SonnerModule | null = null;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const mountRequests = new Set<(view: SonnerModule['SonnerToasterView']) => void>();

function loadSonner(): Promise<SonnerModule> {
  loading ??= import('./sonner-toaster').then((module) => {
    loaded = module;
    mountRequests.forEach((mount) => mount(module.SonnerToasterView));
    return module;
  });
  // A failed fetch (offline) is tried again by the next toast.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function show(call: (sonner: SonnerToast) => void): void {
  void loadSonner()
    .then(async (module) => {
      await ready;
      call(module.toast);
    })
    .catch((error: unknown) => console.error('Toasts failed to load', error));
}

type Message = Parameters<SonnerToast>[0];

/** sonner's toast, success and error, with the same arguments. */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show((t) => t(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((t) => t.error(message, options)),
});

/** Where toasts appear: empty until the first toast loads sonner. */
export function Toaster() {
  const [View, setView] = useState<ComponentType<{ onReady: () => void }> | null>(null);
  useEffect(() => {
    const mount = (view: SonnerModule['SonnerToasterView']) => setView(() => view);
    if (loaded) mount(loaded.SonnerToasterView);
    else mountRequests.add(mount);
    return () => {
      mountRequests.delete(mount);
    };
  }, []);
  return View ? <View onReady={markReady} /> : null;
}
