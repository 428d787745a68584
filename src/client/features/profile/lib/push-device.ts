import { pushApi } from '#shared/api/notifications';
import { isApiError } from '#client/lib/api-client';
import { call } from '#client/lib/api-call';

/** Whether this browser receives push notifications: what the profile's device control shows. */
export type PushDeviceState = 'on' | 'off' | 'blocked' | 'unsupported';

/** The browser APIs the control uses, injectable so that each state can be tested without a real push service. */
export interface PushBrowser {
  /** Notification, PushManager and a service worker are all there. */
  supported: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The app's service worker registration, or null when none is installed (development without the worker). */
  registration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | null>;
  userAgent: string;
}

/** How long a first visit waits for the worker to be installed before the device counts as unsupported. */
const WORKER_WAIT_MS = 3000;

/**
 * The app's worker registration. Production builds register the worker (features/pwa) a moment after load on a
 * first visit, so its readiness is awaited, but not for ever: where the browser refuses workers (a private window,
 * a policy) `ready` never settles, and the control must still say something. Development has no worker at all.
 */
async function appRegistration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | null> {
  if (!import.meta.env.PROD) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
}

export function realPushBrowser(): PushBrowser {
  const supported =
    typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: () => appRegistration(),
    userAgent: supported ? navigator.userAgent.slice(0, 512) : '',
  };
}

/** The server's key as the bytes pushManager.subscribe wants (base64url -> Uint8Array). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function readPushState(browser: PushBrowser): Promise<PushDeviceState> {
  if (!browser.supported) return 'unsupported';
  if (browser.permission() === 'denied') return 'blocked';
  const registration = await browser.registration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && browser.permission() === 'granted' ? 'on' : 'off';
}

/**
 * Turns push on for this browser: asks the permission, subscribes with the server's key through the service
 * worker and registers the subscription. If the server refuses it, the browser's subscription is dropped
 * again, so the control never shows 'on' for a device the server does not know.
 */
export async function turnPushOn(browser: PushBrowser): Promise<PushDeviceState> {
  if (!browser.supported) return 'unsupported';
  const permission = await browser.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await browser.registration();
  if (!registration) return 'unsupported';
  const { publicKey } = await call(pushApi.key, {});
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  try {
    // What PushSubscription.toJSON() gives (a missing part is the server's 400 naming it).
    const { endpoint, expirationTime, keys } = subscription.toJSON();
    await call(pushApi.subscribe, {
      body: { endpoint: endpoint ?? '', expirationTime, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, userAgent: browser.userAgent },
    });
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

/** Turns push off for this browser: the server forgets the device, then the browser drops the subscription. */
export async function turnPushOff(browser: PushBrowser): Promise<PushDeviceState> {
  const registration = await browser.registration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return 'off';
  try {
    await call(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    // Already unknown to the server (removed on another device, or by the push service): nothing to undo.
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
  return 'off';
}
