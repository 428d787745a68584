import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, type PushBrowser, readPushState, turnPushOff, turnPushOn } from './push-device';

const KEY = 'BLRDV8sJ_iM8KfedJn_-oV2kMlmeIWqdKu0rqhT6E9fTMGfaPeaLVXsC7hO9RqUEwtk9SkDEOZgGLgBErnq2OSU';
const ENDPOINT = 'https://push.example.net/send/1';

/** A browser with a push manager that keeps one subscription, and the permission it will grant. */
function fakeBrowser(opts: { permission?: NotificationPermission; grant?: NotificationPermission; supported?: boolean; registered?: boolean } = {}) {
  let permission = opts.permission ?? 'default';
  let subscription: { endpoint: string; toJSON(): object; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return { ...subscription, options } as unknown as PushSubscription;
  });
  const pushManager = { getSubscription: async () => subscription as unknown as PushSubscription | null, subscribe } as unknown as PushManager;
  const browser: PushBrowser = {
    supported: opts.supported ?? true,
    permission: () => permission,
    requestPermission: async () => {
      permission = opts.grant ?? 'granted';
      return permission;
    },
    registration: async () => (opts.registered === false ? null : { pushManager }),
    userAgent: 'TestBrowser/1',
  };
  return { browser, subscribe, current: () => subscription };
}

describe('the push device control’s browser logic', () => {
  let calls: { method: string; url: string; body: unknown }[];
  let answer: (method: string, url: string) => Response;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    calls = [];
    answer = (method, url) => (url.endsWith('/key') ? json({ publicKey: KEY }) : method === 'DELETE' ? new Response(null, { status: 204 }) : json({ subscription: { id: 's1', endpoint: ENDPOINT, createdAt: '2026-11-28T00:00:00.000Z', lastSuccessAt: null } }, 201));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return answer(method, String(input));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('decodes the server’s base64url key into the 65 bytes of a P-256 point', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('reads the four states: not supported, blocked by the browser, off, on', async () => {
    expect(await readPushState(fakeBrowser({ supported: false }).browser)).toBe('unsupported');
    expect(await readPushState(fakeBrowser({ registered: false }).browser)).toBe('unsupported');
    expect(await readPushState(fakeBrowser({ permission: 'denied' }).browser)).toBe('blocked');
    expect(await readPushState(fakeBrowser({ permission: 'granted' }).browser)).toBe('off');
    const fake = fakeBrowser({ permission: 'granted' });
    await turnPushOn(fake.browser);
    expect(await readPushState(fake.browser)).toBe('on');
  });

  it('turning on asks permission, subscribes with the server’s key and registers the subscription', async () => {
    const fake = fakeBrowser();
    expect(await turnPushOn(fake.browser)).toBe('on');
    const options = fake.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(applicationServerKey(KEY));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/notifications/push/key', 'POST /api/notifications/push/subscriptions']);
    expect(calls[1].body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' }, userAgent: 'TestBrowser/1' });
  });

  it('a refused permission is blocked (or stays off when dismissed), and nothing is subscribed', async () => {
    const denied = fakeBrowser({ grant: 'denied' });
    expect(await turnPushOn(denied.browser)).toBe('blocked');
    const dismissed = fakeBrowser({ grant: 'default' });
    expect(await turnPushOn(dismissed.browser)).toBe('off');
    expect(denied.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('drops the browser’s subscription again when the server refuses it', async () => {
    answer = (_method, url) => (url.endsWith('/key') ? json({ publicKey: KEY }) : json({ error: { code: 'VALIDATION_ERROR', message: 'Bad', fields: { endpoint: 'x' } } }, 400));
    const fake = fakeBrowser();
    await expect(turnPushOn(fake.browser)).rejects.toThrow();
    expect(fake.current()).toBeNull();
  });

  it('turning off removes the device on the server, then unsubscribes; a 404 (already gone) is fine', async () => {
    const fake = fakeBrowser();
    await turnPushOn(fake.browser);
    calls = [];
    answer = () => json({ error: { code: 'RESOURCE_NOT_FOUND', message: 'Push subscription not found.' } }, 404);
    expect(await turnPushOff(fake.browser)).toBe('off');
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/notifications/push/subscriptions', body: { endpoint: ENDPOINT } }]);
    expect(fake.current()).toBeNull();
  });
});
