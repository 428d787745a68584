import { createECDH, randomBytes } from 'node:crypto';

/** A browser's side of a push subscription: its P-256 key pair and auth secret, as a real browser makes them. */
export interface FakeBrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  p256dh: string;
  auth: string;
  authSecret: Buffer;
}

export function fakeBrowserKeys(): FakeBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url'), authSecret };
}

/** The body PushSubscription.toJSON() gives, for an endpoint. */
export function subscriptionBody(endpoint: string, keys: FakeBrowserKeys = fakeBrowserKeys()) {
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
