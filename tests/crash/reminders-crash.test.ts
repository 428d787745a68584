import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/calendar/dates.js';
import { openDatabase } from '#server/db/client.js';
import { emailOutbox, occasions, recipients, reminders, users } from '#server/db/schema/index.js';
import { createScratchDatabase, POSTGRES_SERVER_URL, postgresReachable, type ScratchDatabase } from '../support/scratch-postgres.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

/**
 * Issue 11: the reminder job across instances and restarts. Two real server processes on one PostgreSQL
 * database, one of them killed with SIGKILL while the send-reminders job is half way through its reminders.
 * Every reminder must be emailed at least once; none may be queued twice, and none accepted twice by the
 * SMTP server (the reminder's row lock and sent flag, and the outbox's fixed Message-ID).
 */
const AUTH_SECRET = 'crash-test-auth-secret-0123456789abcdef';
const BASE_URL = 'http://localhost:3998';
const TOTAL = 12;


const pgReachable = await postgresReachable();
if (!pgReachable) console.warn(`reminders-crash: skipping: PostgreSQL at ${POSTGRES_SERVER_URL} is unreachable`);

describe.skipIf(!pgReachable)('the reminder job under two workers and a kill -9', () => {
  let sink: SmtpSink;
  let dataDir: string;
  let scratch: ScratchDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    // Each email takes a moment to be accepted, so the processes overlap.
    sink = await startSmtpSink({ acceptDelayMs: 30 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-reminders-'));
    scratch = await createScratchDatabase('giftwise_reminders');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.crash()));
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  });

  it('emails every due reminder at least once and queues none twice', { timeout: 240_000 }, async () => {
    // Overdue reminders (yesterday's, occasions ahead): due at once whatever the hour. One person each, so each
    // email has its own address.
    const db = await openDatabase({ url: scratch.url, poolSize: 1 });
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 1; i <= TOTAL; i++) {
      const userId = `crash-user-${i}`;
      await db.db.insert(users).values({ id: userId, name: `Person ${i}`, email: `person${i}@example.com`, emailVerified: true });
      const [recipient] = await db.db.insert(recipients).values({ userId, name: `Friend ${i}` }).returning();
      const occasionDate = addDays(today, 10);
      const [occasion] = await db.db.insert(occasions).values({ ownerId: userId, recipientId: recipient.id, title: `Party ${i}`, date: occasionDate }).returning();
      await db.db.insert(reminders).values({
        userId,
        recipientId: recipient.id,
        occasionId: occasion.id,
        recipientName: recipient.name,
        occasion: occasion.title,
        occasionDate,
        reminderDate: addDays(today, -1),
        reminderDays: 11,
      });
    }

    const env = (n: number) => ({
      PORT: '0',
      BASE_URL,
      AUTH_SECRET,
      DATA_DIR: path.join(dataDir, `instance-${n}`),
      DATABASE_URL: scratch.url,
      SMTP_URL: sink.url,
      WORKER_POLL_MS: '50',
      EMAIL_BATCH_SIZE: '2',
      // A killed worker's job is taken over after 2 s.
      JOB_LEASE_SECONDS: '2',
    });

    // Run 1: one process starts the scheduled job; it is killed after a few reminders went out (200 ms apart).
    const first = await startServerProcess(env(1));
    const sentCount = async () => (await db.db.select({ id: reminders.id }).from(reminders).where(eq(reminders.emailSent, true))).length;
    const deadline = Date.now() + 60_000;
    while ((await sentCount()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await first.crash();
    const sentBeforeCrash = await sentCount();
    expect(sentBeforeCrash).toBeGreaterThanOrEqual(3);
    expect(sentBeforeCrash).toBeLessThan(TOTAL);

    // Run 2: two processes; one takes over the job once its lease has run out, both send the outbox.
    servers.push(...(await Promise.all([startServerProcess(env(2)), startServerProcess(env(3))])));
    await sink.waitFor((r) => new Set(r.filter((m) => m.accepted).map((m) => m.headers.to)).size === TOTAL, 120_000);
    await Promise.all(servers.splice(0).map((s) => s.stop()));

    const rows = await db.db.select().from(reminders);
    const mails = await db.db.select().from(emailOutbox).where(eq(emailOutbox.category, 'reminders'));
    await db.close();
    // Each reminder: sent, with exactly one email in the outbox, accepted exactly once.
    expect(rows.every((r) => r.emailSent)).toBe(true);
    expect(mails).toHaveLength(TOTAL);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(TOTAL);
    for (const mail of mails) {
      const accepted = sink.received.filter((m) => m.accepted && m.headers['message-id'] === mail.messageId);
      expect(accepted, mail.toAddress).toHaveLength(1);
      expect(mail.subject).toBe('Gift Reminder');
    }
  });
});
