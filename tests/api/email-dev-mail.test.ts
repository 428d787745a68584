import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.js';
import { createSmtpTransport } from '#server/integrations/email/smtp-transport.js';
import { enqueueEmail, mailDefaults } from '#server/services/email/outbox.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** BASE_URL's host in the tests; the mailbox answers no other Host header (issue 8, item 9). */
const OWN_HOST = { host: 'localhost:3000' };
const PATHS = ['/dev/mail', '/dev/mail.css', '/api/dev/mail', '/dev/mail/00000000-0000-4000-8000-000000000000'];

describe('development mailbox with the local transport on loopback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function seed() {
    const defaults = mailDefaults(t.ctx.settings);
    const older = await enqueueEmail(
      t.db,
      { to: 'ana@example.com', subject: 'Verify your email', html: '<p>Verify</p>', text: 'Verify: http://localhost:3000/verify?token=abc&next=/home' },
      defaults,
    );
    const newer = await enqueueEmail(
      t.db,
      { to: 'bo@example.com', subject: 'Spring <picks>', html: '<p style="x">Hi<script>alert(1)</script></p>', text: 'Hi', category: 'marketing' },
      defaults,
    );
    // Two rows written one after the other can carry the same created_at (PGlite's clock counts milliseconds),
    // and the mailbox lists newest first: the older one is made a second older.
    await t.db
      .update(emailOutbox)
      .set({ createdAt: sql`${emailOutbox.createdAt} - interval '1 second'` })
      .where(eq(emailOutbox.id, older.id));
    return { older, newer };
  }

  it('is on: the local stand-in is the transport', () => {
    expect(t.ctx.mailTransport.kind).toBe('local');
  });

  it('lists the outbox newest first as plain HTML with an external stylesheet', async () => {
    await seed();
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail', headers: OWN_HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const body = res.body;
    expect(body).toContain('<link rel="stylesheet" href="/dev/mail.css">');
    expect(body).not.toMatch(/<script|<style|\sstyle="/i);
    expect(body.indexOf('Spring &lt;picks&gt;')).toBeGreaterThan(-1);
    expect(body.indexOf('Spring &lt;picks&gt;')).toBeLessThan(body.indexOf('Verify your email'));
    expect(body).toContain('ana@example.com');
    expect(body).toContain('pending');

    const css = await t.app.inject({ method: 'GET', url: '/dev/mail.css', headers: OWN_HOST });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('shows one message with its links clickable and the HTML only as escaped source', async () => {
    const { older, newer } = await seed();
    const res = await t.app.inject({ method: 'GET', url: `/dev/mail/${older.id}`, headers: OWN_HOST });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="http://localhost:3000/verify?token=abc&amp;next=/home" rel="noreferrer">');
    expect(res.body).toContain(older.messageId.replace('<', '&lt;').replace('>', '&gt;'));

    const marketing = await t.app.inject({ method: 'GET', url: `/dev/mail/${newer.id}`, headers: OWN_HOST });
    expect(marketing.body).not.toMatch(/<script|\sstyle="/i);
    expect(marketing.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(marketing.body).toMatch(/<a href="http:\/\/localhost:3000\/unsubscribe\?token=[^"]+" rel="noreferrer">/);
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATHS[3], headers: OWN_HOST })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/dev/mail/not-an-id', headers: OWN_HOST });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });

  it('serves the messages as JSON for tests, optionally for one address', async () => {
    const { older, newer } = await seed();
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/mail', headers: OWN_HOST });
    expect(all.statusCode).toBe(200);
    expect(all.json().messages.map((m: { id: string }) => m.id)).toEqual([newer.id, older.id]);
    const one = await t.app.inject({ method: 'GET', url: '/api/dev/mail?to=Ana@Example.com', headers: OWN_HOST });
    expect(one.json().messages).toHaveLength(1);
    expect(one.json().messages[0]).toMatchObject({
      id: older.id,
      messageId: older.messageId,
      to: 'ana@example.com',
      subject: 'Verify your email',
      status: 'pending',
      category: 'transactional',
    });
  });

  it('does not exist under another Host header, as a DNS-rebinding page would send (issue 8, item 9)', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost:3001', '127.0.0.1:3000', 'localhost']) {
      for (const url of PATHS) {
        const res = await t.app.inject({ method: 'GET', url, headers: { host } });
        expect({ host, url, status: res.statusCode }).toEqual({ host, url, status: 404 });
      }
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail', headers: { host: 'LOCALHOST:3000' } });
    expect(res.statusCode).toBe(200);
  });

  it('does not exist for a request from another machine', async () => {
    for (const url of PATHS) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers: OWN_HOST });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('development mailbox elsewhere', () => {
  it('does not exist when BASE_URL is not loopback', async () => {
    const t = await createTestApp({ settings: { baseUrl: 'https://giftwise.example', origin: 'https://giftwise.example', isLoopback: false } });
    try {
      for (const url of PATHS) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('does not exist when a real transport is live', async () => {
    const t = await createTestApp({ context: { mailTransport: createSmtpTransport('smtp://127.0.0.1:2525') } });
    try {
      for (const url of PATHS) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
