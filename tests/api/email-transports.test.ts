import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.js';
import { createResendTransport } from '#server/integrations/email/resend-transport.js';
import { createSmtpTransport } from '#server/integrations/email/smtp-transport.js';
import type { MailTransport } from '#server/integrations/email/transport.js';
import { mailDefaults, enqueueEmail } from '#server/services/email/outbox.service.js';
import { processOutboxBatch } from '#server/services/email/outbox-worker.js';
import { startFakeResend, type FakeResend } from '../support/fake-resend.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The real transports against local servers that speak SMTP and Resend's API, driven through the outbox. */
let t: TestApp;
let clock: Date;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  // Ahead of the database clock, so that rows written with now() are due.
  clock = new Date(Date.now() + 1000);
});

function runOutbox(transport: MailTransport) {
  return processOutboxBatch({
    db: t.db,
    transport,
    now: () => clock,
    workerId: 'test-worker',
    leaseMs: 60_000,
    batchSize: 10,
    retry: { baseMs: 30_000, maxMs: 3_600_000 },
  });
}

async function row(id: string) {
  const [found] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found;
}

const marketingEmail = {
  to: 'Ana@Example.com',
  subject: 'New gift ideas for spring',
  html: '<html><body><p>Hello Ana, see our <a href="http://localhost:3000/gifts">spring picks</a>.</p></body></html>',
  text: 'Hello Ana, see our spring picks: http://localhost:3000/gifts',
  category: 'marketing' as const,
  tags: ['newsletter'],
};

describe('SMTP transport (nodemailer) against a real SMTP server on loopback', () => {
  let sink: SmtpSink;
  let transport: MailTransport;
  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = createSmtpTransport(sink.url);
  });
  afterAll(async () => {
    await transport.close?.();
    await sink.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  it('delivers a marketing email with its Message-ID, List-Unsubscribe headers and unsubscribe footer', async () => {
    const queued = await enqueueEmail(t.db, marketingEmail, mailDefaults(t.ctx.settings));
    expect(await runOutbox(transport)).toBe(1);

    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.headers['message-id']).toBe(queued.messageId);
    expect(mail.headers['subject']).toBe('New gift ideas for spring');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?token=[A-Za-z0-9_.-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = /token=([A-Za-z0-9_.-]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    expect(mail.text).toContain('Hello Ana, see our spring picks: http://localhost:3000/gifts');
    expect(mail.text).toContain(`Unsubscribe from marketing emails: http://localhost:3000/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`<a href="http://localhost:3000/unsubscribe?token=${token}"`);
    expect(mail.html).toContain('spring picks</a>');

    const stored = await row(queued.id);
    expect(stored.status).toBe('sent');
    expect(stored.attempts).toBe(1);
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.providerMessageId).toBeTruthy();
  });

  it('sends a transactional email without unsubscribe headers or footer', async () => {
    const queued = await enqueueEmail(
      t.db,
      { to: 'bo@example.com', subject: 'Verify your email', html: '<p>Click</p>', text: 'Click' },
      mailDefaults(t.ctx.settings),
    );
    await runOutbox(transport);
    const mail = sink.received[0];
    expect(mail.headers['message-id']).toBe(queued.messageId);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.text.trim()).toBe('Click');
  });

  it('retries after a temporary refusal (451) and fails at once on a permanent one (550)', async () => {
    const temporary = await enqueueEmail(t.db, { ...marketingEmail, to: 'temp@example.com' }, mailDefaults(t.ctx.settings));
    sink.plan({ kind: 'refuse', code: 451, message: 'Try again later' });
    await runOutbox(transport);
    const retried = await row(temporary.id);
    expect(retried.status).toBe('pending');
    expect(retried.lastError).toContain('451');
    expect(retried.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);

    const permanent = await enqueueEmail(t.db, { ...marketingEmail, to: 'nobody@example.com' }, mailDefaults(t.ctx.settings));
    sink.plan({ kind: 'refuse', code: 550, message: 'No such user' });
    await runOutbox(transport);
    const failed = await row(permanent.id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
  });

  it('check() reports a reachable server and an unreachable one', async () => {
    expect(await transport.check()).toEqual({ ok: true });
    const closedPort = await startSmtpSink();
    const unreachable = createSmtpTransport(closedPort.url);
    await closedPort.close();
    const result = await unreachable.check();
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^SMTP error: /);
  });
});

describe("Resend transport against a local server speaking Resend's API", () => {
  let resend: FakeResend;
  let transport: MailTransport;
  beforeAll(async () => {
    resend = await startFakeResend();
    transport = createResendTransport({ apiKey: resend.apiKey, baseUrl: resend.baseUrl });
  });
  afterAll(() => resend.close());
  beforeEach(() => {
    resend.requests.length = 0;
    resend.setDomainsStatus(200);
  });

  it('POSTs /emails with the bearer key, Idempotency-Key = row id and the Message-ID header, and stores the id', async () => {
    const queued = await enqueueEmail(t.db, marketingEmail, mailDefaults(t.ctx.settings));
    await runOutbox(transport);

    expect(resend.requests).toHaveLength(1);
    const request = resend.requests[0];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/emails');
    expect(request.headers.authorization).toBe(`Bearer ${resend.apiKey}`);
    expect(request.headers['idempotency-key']).toBe(queued.id);
    expect(request.body).toMatchObject({
      from: 'Giftwise <no-reply@localhost>',
      to: ['ana@example.com'],
      subject: 'New gift ideas for spring',
      tags: [
        { name: 'category', value: 'marketing' },
        { name: 'newsletter', value: 'true' },
      ],
    });
    expect(request.body.headers['Message-ID']).toBe(queued.messageId);
    expect(request.body.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?token=/);
    expect(request.body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(request.body.text).toContain('Unsubscribe from marketing emails: http://localhost:3000/unsubscribe?token=');

    const stored = await row(queued.id);
    expect(stored.status).toBe('sent');
    expect(stored.providerMessageId).toBe('re-1');
  });

  it('retries a 5xx or 429 with the same Idempotency-Key and Message-ID', async () => {
    const queued = await enqueueEmail(t.db, marketingEmail, mailDefaults(t.ctx.settings));
    resend.planEmails(
      { status: 500, body: { statusCode: 500, name: 'internal_server_error', message: 'Unexpected error' } },
      { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' } },
    );
    await runOutbox(transport);
    expect((await row(queued.id)).lastError).toBe('Resend API error: 500 (Unexpected error)');
    clock = new Date(clock.getTime() + 30_000);
    await runOutbox(transport);
    const afterSecond = await row(queued.id);
    expect(afterSecond.status).toBe('pending');
    expect(afterSecond.lastError).toBe('Resend API error: 429 (Too many requests)');
    clock = new Date(clock.getTime() + 60_000);
    await runOutbox(transport);

    expect(resend.requests).toHaveLength(3);
    expect(new Set(resend.requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set([queued.id]));
    expect(new Set(resend.requests.map((r) => r.body.headers['Message-ID']))).toEqual(new Set([queued.messageId]));
    const sent = await row(queued.id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(3);
  });

  it('fails at once on a 4xx validation error', async () => {
    const queued = await enqueueEmail(t.db, marketingEmail, mailDefaults(t.ctx.settings));
    resend.planEmails({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' } });
    await runOutbox(transport);
    const failed = await row(queued.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toBe('Resend API error: 422 (Invalid `to` field.)');
  });

  it('retries when a success answer does not have the expected shape', async () => {
    const queued = await enqueueEmail(t.db, marketingEmail, mailDefaults(t.ctx.settings));
    resend.planEmails({ status: 200, body: { ok: true } });
    await runOutbox(transport);
    const stored = await row(queued.id);
    expect(stored.status).toBe('pending');
    expect(stored.lastError).toBe('Resend API returned an unexpected response');
  });

  it("check() reads the domains list and reports 'Resend API error: {status}' otherwise", async () => {
    expect(await transport.check()).toEqual({ ok: true });
    expect(resend.requests.at(-1)).toMatchObject({ method: 'GET', path: '/domains' });
    expect(resend.requests.at(-1)!.headers.authorization).toBe(`Bearer ${resend.apiKey}`);

    resend.setDomainsStatus(403);
    expect(await transport.check()).toEqual({ ok: false, error: 'Resend API error: 403' });

    const wrongKey = createResendTransport({ apiKey: 're_wrong', baseUrl: resend.baseUrl });
    expect(await wrongKey.check()).toEqual({ ok: false, error: 'Resend API error: 401' });
  });
});
