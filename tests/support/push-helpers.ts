import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

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

/** One request a push service received, decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The plaintext the browser would hand its service worker. */
  plaintext: string;
  /** The VAPID JWT's claims, after its ES256 signature was checked against the key in the same header. */
  vapidClaims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT is ES256-signed by the key sent
 * with it. Returns the claims and the key; throws on anything else.
 */
function verifyVapidHeader(header: string | undefined): { claims: ReceivedPush['vapidClaims']; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = match;
  const [head, body, signature] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('The VAPID JWT signature does not match its key');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('The VAPID JWT is not ES256');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()), publicKey: k };
}

/** Decrypts an aes128gcm Web Push body (RFC 8291) with the browser's private key and auth secret. */
function decryptPush(body: Buffer, keys: FakeBrowserKeys): string {
  return ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.authSecret }).toString('utf8');
}

/**
 * A push service on 127.0.0.1 for tests: each browser is a path; `respond` picks the status per request (201
 * by default; 0 leaves the request unanswered). Every request is decrypted with its browser's keys and its VAPID header checked.
 */
export async function startLocalPushService() {
  const browsers = new Map<string, FakeBrowserKeys>();
  const received: ReceivedPush[] = [];
  let respond: (path: string, attempt: number) => number = () => 201;
  const attempts = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const attempt = (attempts.get(path) ?? 0) + 1;
      attempts.set(path, attempt);
      const status = respond(path, attempt);
      // 0: never answer (a push service that hangs, to catch a sender mid-request).
      if (status === 0) return;
      const keys = browsers.get(path);
      if (status === 201 && keys) {
        const vapid = verifyVapidHeader(req.headers.authorization);
        received.push({ path, headers: req.headers, plaintext: decryptPush(Buffer.concat(chunks), keys), vapidClaims: vapid.claims, vapidPublicKey: vapid.publicKey });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    /** A new browser: its endpoint on this service and its keys. */
    browser(name: string) {
      const keys = fakeBrowserKeys();
      browsers.set(`/push/${name}`, keys);
      return { endpoint: `${origin}/push/${name}`, keys, body: subscriptionBody(`${origin}/push/${name}`, keys) };
    },
    /** How many requests reached a browser's path, whatever the answer. */
    attemptsAt: (name: string) => attempts.get(`/push/${name}`) ?? 0,
    answer(fn: (path: string, attempt: number) => number) {
      respond = fn;
    },
    reset() {
      browsers.clear();
      received.length = 0;
      attempts.clear();
      respond = () => 201;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
