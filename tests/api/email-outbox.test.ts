import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/client.js';
import { emailOutbox } from '#server/db/schema/index.js';
import { MailSendError } from '#server/integrations/email/transport.js';
import { enqueueEmail, mailDefaults, type OutgoingEmail } from '#server/services/email/outbox.service.js';
import { claimOutboxRows, processOutboxBatch } from '#server/services/email/outbox-worker.js';
import { setUnsubscribeFlags } from '#server/services/email/unsubscribe.service.js';
import { createRecordingTransport } from '../support/fake-mail-transport.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let clock: Date;
const transport = createRecordingTransport();
const LEASE_MS = 120_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  transport.reset();
  // Ahead of the database clock, so that rows written with now() are due.
  clock = new Date(Date.now() + 1000);
});

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

function runOutbox(workerId = 'worker-a', batchSize = 10) {
  return processOutboxBatch({
    db: t.db,
    transport,
    now: () => clock,
    workerId,
    leaseMs: LEASE_MS,
    batchSize,
    retry: { baseMs: 30_000, maxMs: 3_600_000 },
  });
}

async function row(id: string) {
  const [found] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found;
}

function enqueue(email: Partial<OutgoingEmail> = {}) {
  return enqueueEmail(
    t.db,
    { to: 'ana@example.com', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello', ...email },
    mailDefaults(t.ctx.settings),
  );
}

describe('enqueueEmail', () => {
  it('gives marketing and reminder emails a signed unsubscribe footer and RFC 8058 headers at enqueue time', async () => {
    const { id } = await enqueue({ category: 'reminders', headers: { 'X-Campaign': 'spring' } });
    const stored = await row(id);
    expect(stored.category).toBe('reminders');
    expect(stored.headers['X-Campaign']).toBe('spring');
    expect(stored.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?token=.+>$/);
    expect(stored.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(stored.text).toContain('Unsubscribe from reminder emails: http://localhost:3000/unsubscribe?token=');
    expect(stored.html).toContain('Unsubscribe from reminder emails</a>');
    expect(stored.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(stored.status).toBe('pending');
  });

  it('keeps a port out of the Message-ID domain', async () => {
    const { messageId } = await enqueueEmail(
      t.db,
      { to: 'a@example.com', subject: 's', html: 'h', text: 't' },
      { from: 'x@localhost', host: 'localhost:3000' },
    );
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
  });

  it('leaves transactional emails as they are', async () => {
    const { id } = await enqueue();
    const stored = await row(id);
    expect(stored.headers).toEqual({});
    expect(stored.text).toBe('Hello');
  });

  it('refuses a marketing email without what its unsubscribe link needs, and writes nothing', async () => {
    await expect(
      enqueueEmail(t.db, { to: 'a@example.com', subject: 's', html: 'h', text: 't', category: 'marketing' }, { from: 'x@localhost', host: 'localhost' }),
    ).rejects.toThrow(/unsubscribe/);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe('outbox worker', () => {
  it('sends a due email once and marks it sent with the provider id', async () => {
    const { id, messageId } = await enqueue();
    expect(await runOutbox()).toBe(1);
    expect(await runOutbox()).toBe(0);
    expect(transport.sent.map((m) => m.messageId)).toEqual([messageId]);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'recorded-1', lockedUntil: null });
    expect(stored.sentAt!.getTime()).toBe(clock.getTime());
  });

  it('retries with exponential backoff (30 s, 60 s, ...) and keeps the Message-ID', async () => {
    const { id, messageId } = await enqueue();
    transport.failNext(new Error('connection reset'), new Error('connection reset'));

    await runOutbox();
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection reset', lockedBy: null });
    expect(stored.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);

    advance(29_999);
    expect(await runOutbox()).toBe(0);
    advance(1);
    expect(await runOutbox()).toBe(1);
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.nextAttemptAt.getTime()).toBe(clock.getTime() + 60_000);

    advance(60_000);
    await runOutbox();
    stored = await row(id);
    expect(stored.status).toBe('sent');
    expect(stored.attempts).toBe(3);
    expect(transport.attempts.map((m) => m.messageId)).toEqual([messageId, messageId, messageId]);
  });

  it('gives up after maxAttempts, and at once on a permanent refusal', async () => {
    const { id } = await enqueue();
    await t.db.update(emailOutbox).set({ maxAttempts: 2 }).where(eq(emailOutbox.id, id));
    transport.failNext(new Error('down'), new Error('still down'));
    await runOutbox();
    advance(30_000);
    await runOutbox();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'still down' });
    advance(3_600_000);
    expect(await runOutbox()).toBe(0);

    const refused = await enqueue({ to: 'nobody@example.com' });
    transport.failNext(new MailSendError('SMTP send failed: 550 No such user', { permanent: true }));
    await runOutbox();
    expect(await row(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('re-claims a row left "sending" once its lease has expired (a crash during the send)', async () => {
    const { id, messageId } = await enqueue();
    // Worker A claims the row and dies before it can send or record anything.
    const claimed = await claimOutboxRows(t.db, { workerId: 'worker-a', now: clock, leaseMs: LEASE_MS, limit: 10 });
    expect(claimed.map((r) => r.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'sending', lockedBy: 'worker-a', attempts: 1 });

    advance(LEASE_MS - 1);
    expect(await runOutbox('worker-b')).toBe(0);
    advance(2);
    expect(await runOutbox('worker-b')).toBe(1);
    expect(transport.sent.map((m) => m.messageId)).toEqual([messageId]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lockedBy: 'worker-b' });
  });

  it('marks a row failed when its lease expires on the last attempt', async () => {
    const { id } = await enqueue();
    await t.db.update(emailOutbox).set({ maxAttempts: 1 }).where(eq(emailOutbox.id, id));
    await claimOutboxRows(t.db, { workerId: 'worker-a', now: clock, leaseMs: LEASE_MS, limit: 10 });
    advance(LEASE_MS + 1);
    expect(await runOutbox('worker-b')).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', lastError: 'Sending was interrupted on the last attempt' });
    expect(transport.attempts).toHaveLength(0);
  });

  it('skips marketing and reminders to unsubscribed addresses but still sends transactional email', async () => {
    await setUnsubscribeFlags(t.db, 'ana@example.com', { marketing: true }, clock);
    const marketing = await enqueue({ category: 'marketing' });
    const reminder = await enqueue({ category: 'reminders' });
    const account = await enqueue({ category: 'transactional' });
    await runOutbox();
    expect(await row(marketing.id)).toMatchObject({ status: 'skipped', lastError: 'Recipient unsubscribed (marketing)' });
    expect((await row(reminder.id)).status).toBe('sent');
    expect((await row(account.id)).status).toBe('sent');

    await setUnsubscribeFlags(t.db, 'ANA@example.com', { all: true }, clock);
    const laterReminder = await enqueue({ category: 'reminders' });
    const laterAccount = await enqueue({ category: 'transactional' });
    await runOutbox();
    expect((await row(laterReminder.id)).status).toBe('skipped');
    expect((await row(laterAccount.id)).status).toBe('sent');
    expect(transport.sent.map((m) => m.category).sort()).toEqual(['reminders', 'transactional', 'transactional']);
  });

  it('honours an unsubscribe made after the email was queued', async () => {
    const queued = await enqueue({ category: 'reminders', to: 'bo@example.com' });
    await setUnsubscribeFlags(t.db, 'bo@example.com', { reminders: true }, clock);
    await runOutbox();
    expect((await row(queued.id)).status).toBe('skipped');
    expect(transport.attempts).toHaveLength(0);
  });

  it('sends each row at most once when two workers poll the same database at the same time', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 24; i++) ids.add((await enqueue({ to: `person${i}@example.com`, subject: `n${i}` })).id);
    const drain = async (workerId: string) => {
      let handled = 0;
      for (let n = await runOutbox(workerId, 3); n > 0; n = await runOutbox(workerId, 3)) handled += n;
      return handled;
    };
    const [a, b] = await Promise.all([drain('worker-a'), drain('worker-b')]);
    expect(a + b).toBe(24);
    expect(transport.sent).toHaveLength(24);
    expect(new Set(transport.sent.map((m) => m.id))).toEqual(ids);
    const counts = await t.db.execute(sql`select status, count(*)::int as n from email_outbox group by status`);
    expect(rowsOf(counts)).toEqual([{ status: 'sent', n: 24 }]);
  });
});
