import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '#server/db/client.js';
import { notificationPreferences } from '#server/db/schema/index.js';
import type { HubEvent } from '#server/services/notifications/notification-hub.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** One open GET /api/notifications/stream over a real socket, its text gathered as it arrives. */
interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text(): string;
  /** Resolves once the text so far matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  close(): void;
}

function openStream(port: number, cookie?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: cookie ? { cookie } : {} }, (response) => {
      let received = '';
      const waiting = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const check of [...waiting]) check();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => received,
        waitFor: (pattern, timeoutMs = 5_000) =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => {
              waiting.delete(check);
              fail(new Error(`no ${pattern} in: ${JSON.stringify(received)}`));
            }, timeoutMs);
            const check = () => {
              const match = received.match(pattern);
              if (!match) return;
              clearTimeout(timer);
              waiting.delete(check);
              done(match[0]);
            };
            waiting.add(check);
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notification stream (server-sent events)', () => {
  let t: TestApp;
  let port: number;
  let ada: TestUser;
  let grace: TestUser;
  const streams: OpenStream[] = [];
  const connect = async (cookie?: string) => {
    const stream = await openStream(port, cookie);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp({ context: { notificationHeartbeatMs: 150 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const notify = (user: TestUser, type = 'achievement') => createNotification(t.db, { userId: user.id, type, title: 'A title', message: 'A message' });

  it('is for signed-in people only', async () => {
    const res = await requests(t).get('/api/notifications/stream');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTHENTICATION_ERROR');
  });

  it('sends ready, then each new notification of the person at once, and nothing of anyone else’s', async () => {
    const stream = await connect(ada.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['content-security-policy']).toBeTruthy();
    await stream.waitFor(/retry: 3000\nevent: ready\ndata: \{\}\n\n/);

    const graces = await notify(grace);
    const adas = await notify(ada);
    const event = await stream.waitFor(/event: notification\ndata: .*\n\n/);
    expect(JSON.parse(event.split('data: ')[1])).toEqual({ id: adas!.id });
    await settle(100);
    expect(stream.text()).not.toContain(graces!.id);
    expect(stream.text().match(/event: notification/g)).toHaveLength(1);
  });

  it('announces only what is committed, and nothing the person switched off', async () => {
    const stream = await connect(ada.cookie);
    await stream.waitFor(/event: ready/);
    await t.db
      .transaction(async (tx) => {
        await createNotification(tx, { userId: ada.id, type: 'achievement', title: 'Rolled back', message: 'm' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.db.insert(notificationPreferences).values({ userId: ada.id, disabledTypes: ['friend_request'] });
    expect(await notify(ada, 'friend_request')).toBeNull();
    await settle(200);
    expect(stream.text()).not.toContain('event: notification');
    // The control: a committed notification of an allowed type does arrive on the same stream.
    const kept = await notify(ada);
    await stream.waitFor(new RegExp(`"id":"${kept!.id}"`));
    expect(stream.text().match(/event: notification/g)).toHaveLength(1);
  });

  it('keeps a quiet stream alive with heartbeats', async () => {
    const stream = await connect(ada.cookie);
    await stream.waitFor(/: heartbeat\n\n/, 2_000);
  });

  it('works again after a reconnect, and a closed stream is let go', async () => {
    const first = await connect(ada.cookie);
    await first.waitFor(/event: ready/);
    expect(t.ctx.notificationHub.openStreams(ada.id)).toBe(1);
    first.close();
    await expect.poll(() => t.ctx.notificationHub.openStreams(ada.id)).toBe(0);

    const again = await connect(ada.cookie);
    await again.waitFor(/event: ready/);
    const row = await notify(ada);
    await again.waitFor(new RegExp(`"id":"${row!.id}"`));
  });

  it('refuses more than 20 open streams for one person', async () => {
    const open = await Promise.all(Array.from({ length: 20 }, () => connect(grace.cookie)));
    await Promise.all(open.map((s) => s.waitFor(/event: ready/)));
    const res = await requests(t).get('/api/notifications/stream', grace);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
  });
});

/**
 * Two instances on one PostgreSQL server (runs when TEST_DATABASE_URL is set, as in CI's PostgreSQL pass): a
 * notification created through the second instance's connection pool reaches the first instance's streams.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('notification stream across instances', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof openDatabase>> | null = null;

  beforeAll(async () => {
    first = await createTestApp();
  });
  afterAll(async () => {
    await second?.close();
    await first.close();
  });

  it('announces a notification created by another instance to the open stream', async () => {
    second = await openDatabase({ url: await currentDatabaseUrl(first), migrate: false, poolSize: 2 });
    const ada = await signUpVerifiedUser(first, { name: 'Ada Lovelace' });
    const heard: HubEvent[] = [];
    const stop = first.ctx.notificationHub.subscribe(ada.id, (event) => heard.push(event));
    const row = await createNotification(second.db, { userId: ada.id, type: 'achievement', title: 'From the other instance', message: 'm' });
    await expect.poll(() => heard).toEqual([{ type: 'notification', id: row!.id }]);
    stop();
  });
});

/** The PostgreSQL URL of the test app's own database (the server's URL with the current database's name). */
async function currentDatabaseUrl(t: TestApp): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row.name}`;
  return url.toString();
}
