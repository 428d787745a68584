import { z } from 'zod';

/**
 * Web Push (issue 13): the server's public key and a browser's subscription, as PushSubscription.toJSON()
 * gives it. The keys are checked for their real shape (RFC 8291): p256dh an uncompressed P-256 point of 65
 * bytes, auth a 16-byte secret, both base64url.
 */

/** GET /api/notifications/push/key: the applicationServerKey browsers subscribe with. */
export const PushKey = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/** Long enough for every push service's URLs (FCM's are about 200 characters), short enough to store. */
const PUSH_ENDPOINT_MAX_LENGTH = 2048;
const PUSH_USER_AGENT_MAX_LENGTH = 512;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The byte length of a base64url text (padding allowed), or -1 when it is not base64url. */
function base64urlBytes(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const body = value.replace(/=+$/, '');
  if (body.length % 4 === 1) return -1;
  return Math.floor((body.length * 3) / 4);
}

const p256dh = z
  .string({ error: 'Must be a base64url P-256 public key' })
  .refine((v) => base64urlBytes(v) === 65 && v.startsWith('B'), 'Must be a base64url P-256 public key');
const auth = z.string({ error: 'Must be a base64url 16-byte secret' }).refine((v) => base64urlBytes(v) === 16, 'Must be a base64url 16-byte secret');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a push service may be: https:// anywhere, or http:// on this machine when allowed (a local push
 * service in development and tests, never in production).
 */
export function isAllowedPushEndpoint(value: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** POST /api/notifications/push/subscriptions. allowLoopbackHttp is the server's choice (off in production). */
export function pushSubscriptionInput(allowLoopbackHttp: boolean) {
  return z.strictObject({
    endpoint: z
      .string({ error: 'Must be a push service URL' })
      .max(PUSH_ENDPOINT_MAX_LENGTH, `Must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`)
      .refine(
        (v) => isAllowedPushEndpoint(v, allowLoopbackHttp),
        allowLoopbackHttp ? 'Must be an https:// URL (or http:// on localhost)' : 'Must be an https:// URL',
      ),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({ p256dh, auth }, { error: 'Must have p256dh and auth' }),
    userAgent: z.string().max(PUSH_USER_AGENT_MAX_LENGTH).optional(),
  });
}
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionInput>>;

/** DELETE /api/notifications/push/subscriptions: the endpoint the browser is giving up. */
export const PushUnsubscribeInput = z.strictObject({
  endpoint: z.string({ error: 'Must be a push service URL' }).min(1, 'Must be a push service URL').max(PUSH_ENDPOINT_MAX_LENGTH),
});
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInput>;

/** A stored subscription as the API answers it (the keys stay on the server). */
export const PushSubscriptionView = z.object({
  id: z.string(),
  endpoint: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof PushSubscriptionView>;

export const PushSubscriptionResponse = z.object({ subscription: PushSubscriptionView });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>;

/** What the service worker receives in a push message and shows (title, message, where a click leads). */
export const PushPayload = z.object({
  title: z.string(),
  message: z.string(),
  url: z.string(),
  /** The same tag replaces a notification already shown instead of adding a second one. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
