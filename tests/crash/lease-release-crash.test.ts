import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.js';
import { emailOutbox, jobs, pushSubscriptions, users } from '#server/db/schema/index.js';
import { enqueueEmail, type MailDefaults } from '#server/services/email/outbox.service.js';
import { queuePush } from '#server/services/notifications/push-delivery.service.js';
import { startLocalPushService } from '../support/push-helpers.js';
import { createScratchDatabase, POSTGRES_SERVER_URL, postgresReachable, type ScratchDatabase } from '../support/scratch-postgres.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

/**
 * Issue 17, section 4 (decision 179): kill -9 while emails are on the wire and jobs are running, with the
 * default leases (120 s for an email, 300 s for a job). On PGlite (one process per data directory) the restarted
 * server releases at once what the dead process held; on PostgreSQL it takes over the dead worker's leases once
 * its heartbeat has been silent for 30 s. Either way every email and every job's push arrives within 30 s of the
 * restart, and each is accepted exactly once.
 */
const AUTH_SECRET = 'crash-test-auth-secret-0123456789abcdef';
const BASE_URL = 'http://localhost:3998';
const defaults: MailDefaults = { from: 'Giftwise <no-reply@localhost>', host: 'localhost', baseUrl: BASE_URL, unsubscribeSecret: AUTH_SECRET };
const WITHIN_MS = 30_000;

const pgReachable = await postgresReachable();
if (!pgReachable) console.warn(`lease-release-crash: skipping the PostgreSQL case: ${POSTGRES_SERVER_URL} is unreachable`);

describe.each([
  { mode: 'PGlite', skip: false },
  { mode: 'PostgreSQL', skip: !pgReachable },
])('kill -9 while emails and jobs are claimed (real server process, $mode)', ({ mode, skip }) => {
  let scratch: ScratchDatabase | null = null;
  let sink: SmtpSink;
  let push: Awaited<ReturnType<typeof startLocalPushService>>;
  let dataDir: string;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    sink = await startSmtpSink();
    push = await startLocalPushService();
    dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-leases-'));
    if (mode === 'PostgreSQL' && !skip) scratch = await createScratchDatabase('giftwise_leases');
  });
  afterAll(async () => {
    await server?.crash();
    await sink.close();
    await push.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });
  const open = () => (scratch ? openDatabase({ url: scratch.url, poolSize: 1 }) : openDatabase({ dataDir: path.join(dataDir, 'db') }));

  it.skipIf(skip)('sends every claimed email and runs every claimed job within 30 s of the restart, exactly once', { timeout: 240_000 }, async () => {
    // Written while no server runs: two people with a device each, a push job for each, four emails.
    const db = await open();
    const devices = ['ana', 'bo'].map((name) => ({ name, ...push.browser(name) }));
    for (const device of devices) {
      await db.db.insert(users).values({ id: `user-${device.name}`, name: device.name, email: `${device.name}@example.com`, emailVerified: true });
      await db.db.insert(pushSubscriptions).values({ userId: `user-${device.name}`, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth });
      // Due long ago, so that they come before any scheduled job the worker enqueues at start.
      await queuePush(db.db, `user-${device.name}`, { title: `Hello ${device.name}`, message: 'A gift idea', url: '/notifications', tag: `crash-${device.name}` }, new Date('2020-01-01T00:00:00Z'));
    }
    const subjects = [1, 2, 3, 4].map((i) => `Verify your email ${i}`);
    for (const [i, subject] of subjects.entries()) {
      await enqueueEmail(db.db, { to: `newcomer${i}@example.com`, subject, html: `<p>${subject}</p>`, text: subject }, defaults);
    }
    await db.close();

    // The default leases: only the release at start can bring the work back within 30 s.
    const env = {
      PORT: '0',
      BASE_URL,
      AUTH_SECRET,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      VAPID_SUBJECT: 'mailto:crash-test@example.com',
      WORKER_POLL_MS: '100',
      EMAIL_BATCH_SIZE: '10',
    };

    // Run 1: every email reaches the SMTP server and both pushes reach the push service; nothing answers.
    sink.plan(...subjects.map(() => ({ kind: 'hang' as const })));
    push.answer(() => 0);
    server = await startServerProcess(env);
    await sink.waitFor((received) => received.length === subjects.length);
    await expect.poll(() => devices.every((d) => push.attemptsAt(d.name) === 1), { timeout: 60_000 }).toBe(true);
    await server.crash();
    server = null;

    // Run 2: everything answers now. The clock starts once the server listens and its worker runs.
    push.answer(() => 201);
    server = await startServerProcess(env);
    const restarted = Date.now();
    await sink.waitFor((received) => received.filter((m) => m.accepted).length === subjects.length, WITHIN_MS);
    await expect.poll(() => push.received.length, { timeout: Math.max(1, WITHIN_MS - (Date.now() - restarted)) }).toBe(devices.length);
    expect(Date.now() - restarted).toBeLessThan(WITHIN_MS);
    await server.stop();
    server = null;

    // Exactly once: each email accepted once, each device pushed once (the unanswered copies aside).
    for (const subject of subjects) {
      expect(sink.received.filter((m) => m.accepted && m.headers.subject === subject), subject).toHaveLength(1);
    }
    expect(push.received.map((p) => p.path).sort()).toEqual(devices.map((d) => `/push/${d.name}`));
    const after = await open();
    const emails = await after.db.select().from(emailOutbox);
    const pushJobs = (await after.db.select().from(jobs)).filter((job) => job.name === 'send-push');
    await after.close();
    expect(emails.map((row) => row.status)).toEqual(subjects.map(() => 'sent'));
    expect(pushJobs.map((job) => [job.status, job.attempts])).toEqual(devices.map(() => ['done', 2]));
  });
});
