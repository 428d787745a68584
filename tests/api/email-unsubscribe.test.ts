import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, emailUnsubscribes } from '#server/db/schema/index.js';
import { enqueueEmail, mailDefaults } from '#server/services/email/outbox.service.js';
import { processOutboxBatch } from '#server/services/email/outbox-worker.js';
import { signUnsubscribeToken } from '#server/services/email/unsubscribe-token.js';
import { createRecordingTransport } from '../support/fake-mail-transport.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = t.ctx.settings.authSecret;
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const tokenFor = (email: string, scope: 'all' | 'marketing' | 'reminders') => signUnsubscribeToken(secret, { email, scope });
const forged = () => signUnsubscribeToken('not-the-server-secret', { email: 'ana@example.com', scope: 'all' });
const unsubscribeRows = () => t.db.select().from(emailUnsubscribes);

/** What a mail client's one-click POST sends: a form body, and no Origin. */
const FORM = { origin: false, headers: { 'content-type': 'application/x-www-form-urlencoded' } };

function get(token?: string) {
  return requests(t).get('/api/unsubscribe', undefined, { query: token === undefined ? {} : { token } });
}
function post(body: object, headers: Record<string, string> = {}) {
  return requests(t).post('/api/unsubscribe', body, undefined, { headers });
}
function oneClick(token: string, headers: Record<string, string> = {}, payload = 'List-Unsubscribe=One-Click') {
  return requests(t).post(`/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`, payload, undefined, { ...FORM, headers: { ...FORM.headers, ...headers } });
}

describe('GET /api/unsubscribe', () => {
  it('says what the link covers and the current state', async () => {
    const res = await get(tokenFor('ana@example.com', 'marketing'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'ana@example.com',
      scope: 'marketing',
      unsubscribed: { all: false, marketing: false, reminders: false },
      updatedAt: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never changes anything, however often it is fetched', async () => {
    const token = tokenFor('ana@example.com', 'all');
    for (let i = 0; i < 3; i++) expect((await get(token)).statusCode).toBe(200);
    expect(await unsubscribeRows()).toHaveLength(0);

    await post({ token, reminders: true });
    const before = await unsubscribeRows();
    const res = await get(token);
    expect(res.json().unsubscribed).toEqual({ all: false, marketing: false, reminders: true });
    expect(await unsubscribeRows()).toEqual(before);
  });

  it('answers 400 naming token for a missing, forged or altered token', async () => {
    for (const token of [undefined, '', forged(), tokenFor('ana@example.com', 'all').slice(0, -2), 'garbage']) {
      const res = await get(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields).toHaveProperty('token');
    }
  });
});

describe('POST /api/unsubscribe', () => {
  it("unsubscribes the link's own type when no choice is given", async () => {
    const res = await post({ token: tokenFor('Ana@Example.com', 'reminders') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ana@example.com', scope: 'reminders', unsubscribed: { all: false, marketing: false, reminders: true } });
    expect(await unsubscribeRows()).toMatchObject([{ email: 'ana@example.com', reminders: true, marketing: false, all: false }]);
  });

  it('applies the choices of the unsubscribe page, including subscribing again', async () => {
    const token = tokenFor('ana@example.com', 'marketing');
    expect((await post({ token, all: true, marketing: true })).json().unsubscribed).toEqual({ all: true, marketing: true, reminders: false });
    expect((await post({ token, all: false })).json().unsubscribed).toEqual({ all: false, marketing: true, reminders: false });
    expect((await post({ token, marketing: false })).json().unsubscribed).toEqual({ all: false, marketing: false, reminders: false });
  });

  it('changes only the address the token was signed for', async () => {
    await post({ token: tokenFor('ana@example.com', 'all'), all: true, email: 'bo@example.com' });
    const rows = await unsubscribeRows();
    expect(rows.map((r) => r.email)).toEqual(['ana@example.com']);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const token = tokenFor('ana@example.com', 'all');
    const badFlag = await post({ token, all: 'yes' });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().error.fields).toHaveProperty('all');
    const noToken = await post({ all: true });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.fields).toHaveProperty('token');
    const forgedToken = await post({ token: forged(), all: true });
    expect(forgedToken.statusCode).toBe(400);
    expect(forgedToken.json().error.fields).toHaveProperty('token');
    expect(await unsubscribeRows()).toHaveLength(0);
  });
});

describe('POST /api/unsubscribe/one-click (RFC 8058)', () => {
  it("unsubscribes the link's type from a form-encoded List-Unsubscribe=One-Click body", async () => {
    const res = await oneClick(tokenFor('ana@example.com', 'marketing'));
    expect(res.statusCode).toBe(200);
    expect(res.json().unsubscribed).toEqual({ all: false, marketing: true, reminders: false });
    // Repeating it is harmless.
    expect((await oneClick(tokenFor('ana@example.com', 'marketing'))).statusCode).toBe(200);
    expect(await unsubscribeRows()).toHaveLength(1);
  });

  it('accepts the multipart form a mail provider may send, without Origin and even with a cookie', async () => {
    const boundary = '---FormBoundaryjWmhtjORrn';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await oneClick(
      tokenFor('bo@example.com', 'reminders'),
      { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: 'unrelated=1' },
      body,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().unsubscribed.reminders).toBe(true);
  });

  it('answers 400 naming token for a forged token, and writes nothing', async () => {
    const res = await oneClick(forged());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('token');
    expect(await unsubscribeRows()).toHaveLength(0);
  });

  it('works end to end: the header of a queued email unsubscribes, and the next email of that type is skipped', async () => {
    const defaults = mailDefaults(t.ctx.settings);
    const first = await enqueueEmail(t.db, { to: 'cy@example.com', subject: 'Tips', html: '<p>x</p>', text: 'x', category: 'marketing' }, defaults);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, first.id));
    const url = new URL(row.headers['List-Unsubscribe'].slice(1, -1));
    const res = await requests(t).post(url.pathname + url.search, 'List-Unsubscribe=One-Click', undefined, FORM);
    expect(res.statusCode).toBe(200);
    const transport = createRecordingTransport();
    await processOutboxBatch({
      db: t.db,
      transport,
      now: () => new Date(Date.now() + 1000),
      workerId: 'w',
      leaseMs: 60_000,
      batchSize: 5,
      retry: { baseMs: 30_000, maxMs: 60_000 },
    });
    expect(transport.attempts).toHaveLength(0);
    const [after] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, first.id));
    expect(after.status).toBe('skipped');
  });
});
