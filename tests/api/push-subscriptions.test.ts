import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { fakeBrowserKeys, subscriptionBody } from '../support/push-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const KEY_URL = '/api/notifications/push/key';
const SUBS_URL = '/api/notifications/push/subscriptions';
const ENDPOINT = 'https://push.example.net/send/abc123';

describe('Web Push subscriptions API', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const http = requests(() => t);
  const subscribe = (payload: unknown, cookie?: string) => http.post(SUBS_URL, payload as object, cookie);
  const unsubscribe = (payload: unknown, cookie?: string) => http.send('DELETE', SUBS_URL, payload as object, cookie);
  const rows = () => t.db.select().from(pushSubscriptions);

  it('gives the public key to anyone signed in, never the private one; 401 signed out', async () => {
    const res = await http.get(KEY_URL, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ publicKey: t.ctx.settings.push.publicKey });
    expect(res.body).not.toContain(t.ctx.settings.push.privateKey);
    expect((await http.get(KEY_URL)).statusCode).toBe(401);
  });

  it('stores a subscription for its person and answers it without the keys', async () => {
    const keys = fakeBrowserKeys();
    const res = await subscribe({ ...subscriptionBody(ENDPOINT, keys), userAgent: 'Firefox' }, ada.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription).toMatchObject({ endpoint: ENDPOINT, lastSuccessAt: null });
    expect(res.body).not.toContain(keys.auth);
    const [row] = await rows();
    expect(row).toMatchObject({ userId: ada.id, endpoint: ENDPOINT, p256dh: keys.p256dh, auth: keys.auth, userAgent: 'Firefox', failureCount: 0 });
  });

  it('subscribing the same browser again replaces the row; another person on that browser takes it over', async () => {
    await subscribe(subscriptionBody(ENDPOINT), ada.cookie);
    const newer = fakeBrowserKeys();
    await subscribe(subscriptionBody(ENDPOINT, newer), ada.cookie);
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0].p256dh).toBe(newer.p256dh);
    await subscribe(subscriptionBody(ENDPOINT), grace.cookie);
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0].userId).toBe(grace.id);
  });

  it.each([
    ['endpoint', { ...subscriptionBody('ftp://push.example.net/x') }],
    ['endpoint', { ...subscriptionBody('http://push.example.net/x') }],
    ['endpoint', { keys: subscriptionBody(ENDPOINT).keys }],
    ['keys.p256dh', { endpoint: ENDPOINT, keys: { p256dh: 'not a key', auth: fakeBrowserKeys().auth } }],
    ['keys.p256dh', { endpoint: ENDPOINT, keys: { p256dh: Buffer.alloc(33, 2).toString('base64url'), auth: fakeBrowserKeys().auth } }],
    ['keys.auth', { endpoint: ENDPOINT, keys: { p256dh: fakeBrowserKeys().p256dh, auth: Buffer.alloc(8).toString('base64url') } }],
    ['keys', { endpoint: ENDPOINT }],
  ])('refuses a bad %s with 400 naming it, and writes nothing', async (field, body) => {
    const res = await subscribe(body, ada.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await rows()).toEqual([]);
  });

  it('allows a local http push service outside production (development and tests)', async () => {
    expect((await subscribe(subscriptionBody('http://127.0.0.1:9999/push/1'), ada.cookie)).statusCode).toBe(201);
  });

  it('refuses a local http push service in production', async () => {
    const prod = await createTestApp({ settings: { isProduction: true } });
    try {
      const user = await signUpVerifiedUser(prod);
      const res = await requests(prod).post(SUBS_URL, subscriptionBody('http://127.0.0.1:9999/push/1'), user);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.endpoint).toBe('Must be an https:// URL');
    } finally {
      await prod.close();
    }
  });

  it('signed out: 401 for subscribe and unsubscribe, nothing written or removed', async () => {
    await subscribe(subscriptionBody(ENDPOINT), ada.cookie);
    expect((await subscribe(subscriptionBody('https://push.example.net/other'))).statusCode).toBe(401);
    expect((await unsubscribe({ endpoint: ENDPOINT })).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });

  it('removes the person’s own subscription by endpoint', async () => {
    await subscribe(subscriptionBody(ENDPOINT), ada.cookie);
    const res = await unsubscribe({ endpoint: ENDPOINT }, ada.cookie);
    expect(res.statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await unsubscribe({ endpoint: ENDPOINT }, ada.cookie)).statusCode).toBe(404);
  });

  it('another person’s subscription looks missing (404) and stays', async () => {
    await subscribe(subscriptionBody(ENDPOINT), ada.cookie);
    const res = await unsubscribe({ endpoint: ENDPOINT }, grace.cookie);
    expect(res.statusCode).toBe(404);
    expect(await rows()).toHaveLength(1);
  });

  it('unsubscribe without an endpoint is a 400 naming it', async () => {
    const res = await unsubscribe({}, ada.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('endpoint');
  });
});
