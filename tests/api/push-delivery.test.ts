import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/constants/choice-lists.js';
import { emailOutbox, emailUnsubscribes, jobs, notifications, pushDeliveries, pushSubscriptions, reminders } from '#server/db/schema/index.js';
import { createAppWorker } from '#server/jobs/app-worker.js';
import { sendNotificationEmailJob } from '#server/jobs/send-notification-email.job.js';
import { sendPushJob } from '#server/jobs/send-push.job.js';
import { updateEmailPreferences } from '#server/services/email/email-preferences.service.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { notificationEmailKey, writeNotificationEmail } from '#server/services/notifications/notification-email.service.js';
import { createNotification, updateNotificationPreferences } from '#server/services/notifications/notification.service.js';
import { pruneOldPushDeliveries } from '#server/services/notifications/push-delivery.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { startLocalPushService } from '../support/push-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const quiet = { info: () => undefined, error: () => undefined };

const friendRequest = (userId: string) => ({
  userId,
  type: 'friend_request',
  title: 'Grace wants to be friends',
  message: 'Grace Hopper sent you a friend request.',
  actionUrl: '/social',
  actionLabel: 'View Request',
});

describe('Web Push delivery against a local push service, and emails by preference', () => {
  let t: TestApp;
  let ada: TestUser;
  let service: Awaited<ReturnType<typeof startLocalPushService>>;
  let clock = new Date('2026-11-24T08:00:00Z');
  const http = requests(() => t);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    service = await startLocalPushService();
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-24T08:00:00Z');
    service.reset();
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
  });

  /** Ada's table with one type's switches changed. */
  async function choose(type: string, channels: { inApp: boolean; email: boolean; push: boolean }) {
    const types = Object.fromEntries(NOTIFICATION_TYPES.map((name) => [name, { inApp: true, email: true, push: false }]));
    await updateNotificationPreferences(t.db, ada.id, { types: { ...types, [type]: channels } as never }, clock);
  }
  async function subscribe(name: string) {
    const browser = service.browser(name);
    const res = await http.post('/api/notifications/push/subscriptions', browser.body, ada);
    expect(res.statusCode).toBe(201);
    return browser;
  }
  async function runWorker() {
    const worker = createAppWorker(t.ctx, quiet, { jobs: [sendPushJob, sendNotificationEmailJob] });
    while ((await worker.runOnce()) > 0);
  }
  const pushJobs = () => t.db.select().from(jobs).where(eq(jobs.name, sendPushJob.name));

  it('pushes the real encrypted message, signed with the server’s VAPID key, to each device', async () => {
    await choose('friend_request', { inApp: true, email: false, push: true });
    await subscribe('phone');
    await subscribe('laptop');
    const row = await createNotification(t.db, friendRequest(ada.id), clock);
    await runWorker();

    expect(service.received.map((r) => r.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    for (const push of service.received) {
      expect(JSON.parse(push.plaintext)).toEqual({ title: 'Grace wants to be friends', message: 'Grace Hopper sent you a friend request.', url: '/social', tag: row!.id });
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBe('86400');
      expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(push.vapidPublicKey).toBe(t.ctx.settings.push.publicKey);
      expect(push.vapidClaims.aud).toBe(service.origin);
      expect(push.vapidClaims.sub).toBe(t.ctx.settings.push.subject);
    }
    const [job] = await pushJobs();
    expect(job.status).toBe('done');
    const subs = await t.db.select().from(pushSubscriptions);
    expect(subs.every((s) => s.lastSuccessAt?.getTime() === clock.getTime())).toBe(true);
  });

  it('pushes nothing when the type’s push switch is off (the default), and queues no job', async () => {
    await subscribe('phone');
    await createNotification(t.db, friendRequest(ada.id), clock);
    await runWorker();
    expect(service.received).toEqual([]);
    expect(await pushJobs()).toEqual([]);
  });

  it('pushes even when the bell is off for the type: each channel is the person’s own choice', async () => {
    await choose('friend_request', { inApp: false, email: false, push: true });
    await subscribe('phone');
    expect(await createNotification(t.db, friendRequest(ada.id), clock)).toBeNull();
    await runWorker();
    expect(await t.db.select().from(notifications).where(eq(notifications.type, 'friend_request'))).toEqual([]);
    expect(service.received).toHaveLength(1);
  });

  it('a 410 from the push service deletes the subscription; the job is done', async () => {
    await choose('friend_request', { inApp: true, email: false, push: true });
    await subscribe('gone');
    await subscribe('phone');
    service.answer((path) => (path === '/push/gone' ? 410 : 201));
    await createNotification(t.db, friendRequest(ada.id), clock);
    await runWorker();
    const subs = await t.db.select().from(pushSubscriptions);
    expect(subs.map((s) => s.endpoint)).toEqual([`${service.origin}/push/phone`]);
    expect((await pushJobs())[0].status).toBe('done');
  });

  it('a failing device is retried with the job’s backoff; the device already reached is not pushed again', async () => {
    await choose('friend_request', { inApp: true, email: false, push: true });
    await subscribe('phone');
    await subscribe('flaky');
    service.answer((path, attempt) => (path === '/push/flaky' && attempt === 1 ? 500 : 201));
    await createNotification(t.db, friendRequest(ada.id), clock);
    await runWorker();
    expect(service.received.map((r) => r.path)).toEqual(['/push/phone']);
    const [waiting] = await pushJobs();
    expect(waiting.status).toBe('pending');
    const [flaky] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, `${service.origin}/push/flaky`));
    expect(flaky.failureCount).toBe(1);

    // Nothing happens before the backoff has passed.
    await runWorker();
    expect(service.attemptsAt('flaky')).toBe(1);

    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    await runWorker();
    expect(service.received.map((r) => r.path).sort()).toEqual(['/push/flaky', '/push/phone']);
    expect(service.attemptsAt('phone')).toBe(1);
    expect((await pushJobs())[0].status).toBe('done');
  });

  it('a run repeated after a crash (the job ran, its completion was lost) pushes nothing twice', async () => {
    await choose('friend_request', { inApp: true, email: false, push: true });
    await subscribe('phone');
    const row = await createNotification(t.db, friendRequest(ada.id), clock);
    const [job] = await pushJobs();
    const ctx = { ...t.ctx, log: quiet };
    await sendPushJob.handle(job.payload as never, ctx);
    // The worker died before marking the job done: its lease runs out and another worker runs it again.
    await sendPushJob.handle(job.payload as never, ctx);
    await runWorker();
    expect(service.received).toHaveLength(1);
    expect(await t.db.select().from(pushDeliveries)).toMatchObject([{ deliveryKey: row!.id }]);

    // The daily cleanup forgets delivery records after 30 days (no job for them can still run).
    expect(await pruneOldPushDeliveries(t.db, new Date(clock.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await pruneOldPushDeliveries(t.db, new Date(clock.getTime() + 31 * 86_400_000))).toBe(1);
  });

  describe('reminders and the recipient’s push_reminders', () => {
    async function birthdayReminderFor(pushReminders: boolean) {
      const res = await http.post('/api/recipients', { name: 'Sam', birthday: '1990-12-01', push_reminders: pushReminders }, ada);
      expect(res.statusCode).toBe(201);
      const [reminder] = await t.db.select().from(reminders).where(eq(reminders.occasion, "Sam's birthday"));
      // Due now: its reminder date has come, the birthday is still ahead.
      await t.db.update(reminders).set({ reminderDate: '2026-11-24' }).where(eq(reminders.id, reminder.id));
      return reminder;
    }
    const send = (id: string) => http.post(`/api/reminders/${id}/send`, {}, ada);

    it('pushes the reminder to the owner’s devices once when the recipient has push_reminders on', async () => {
      await subscribe('phone');
      const reminder = await birthdayReminderFor(true);
      expect((await send(reminder.id)).json()).toMatchObject({ sent: 1 });
      await runWorker();
      expect(service.received).toHaveLength(1);
      expect(JSON.parse(service.received[0].plaintext)).toMatchObject({
        title: "Sam's birthday is in 7 days",
        url: `/gift-for-someone?recipient=${reminder.recipientId}`,
        tag: `reminder-${reminder.id}-${reminder.occasionDate}`,
      });
      // The reminder's own email only: the birthday notification adds no second email.
      const notificationMails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.category, 'notifications'));
      expect(notificationMails.filter((mail) => mail.tags.includes('birthday_reminder'))).toEqual([]);
    });

    it('still pushes a reminder whose email is off (unsubscribed and occasion reminder emails off), and sends no email', async () => {
      await subscribe('phone');
      const reminder = await birthdayReminderFor(true);
      await t.db.insert(emailUnsubscribes).values({ email: ada.email, reminders: true });
      await http.put('/api/profile/email-preferences', { emailNotifications: { occasionReminders: false } }, ada);
      expect((await send(reminder.id)).json()).toMatchObject({ sent: 1 });
      await runWorker();
      expect(service.received).toHaveLength(1);
      expect(JSON.parse(service.received[0].plaintext)).toMatchObject({ title: "Sam's birthday is in 7 days" });
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.category, 'reminders'))).toEqual([]);
    });

    it('pushes nothing for a recipient with push_reminders off (and the push switch off)', async () => {
      await subscribe('phone');
      const reminder = await birthdayReminderFor(false);
      expect((await send(reminder.id)).json()).toMatchObject({ sent: 1 });
      await runWorker();
      expect(service.received).toEqual([]);
    });

    it('with push_reminders off, the birthday notification’s own push switch still pushes it', async () => {
      await choose('birthday_reminder', { inApp: true, email: true, push: true });
      await subscribe('phone');
      const reminder = await birthdayReminderFor(false);
      await send(reminder.id);
      await runWorker();
      expect(service.received).toHaveLength(1);
      expect(JSON.parse(service.received[0].plaintext)).toMatchObject({ title: "Sam's birthday is in 7 days", url: '/recipients' });
    });

    it('pushes once, not twice, when push_reminders and the birthday push switch are both on', async () => {
      await choose('birthday_reminder', { inApp: true, email: true, push: true });
      await subscribe('phone');
      const reminder = await birthdayReminderFor(true);
      await send(reminder.id);
      await runWorker();
      expect(service.received).toHaveLength(1);
    });
  });

  describe('email by preference', () => {
    const notificationMails = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.category, 'notifications'));

    it('writes one email per notification, its Message-ID fixed by the notification, even when run twice', async () => {
      const row = await createNotification(t.db, friendRequest(ada.id), clock);
      await runWorker();
      const mails = await notificationMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ toAddress: ada.email, subject: 'Grace wants to be friends', userId: ada.id });
      expect(mails[0].messageId).toContain(notificationEmailKey(row!.id));
      expect(mails[0].text).toContain('Grace Hopper sent you a friend request.');
      expect(mails[0].text).toContain(`View Request: ${t.ctx.settings.baseUrl}/social`);
      expect(mails[0].headers).toHaveProperty('List-Unsubscribe');

      const payload = { userId: ada.id, key: row!.id, type: 'friend_request', title: row!.title, message: row!.message, url: '/social' };
      await writeNotificationEmail(t.db, mailDefaults(t.ctx.settings), payload);
      expect(await notificationMails()).toHaveLength(1);
    });

    it('writes none when the type’s email switch is off', async () => {
      await choose('friend_request', { inApp: true, email: false, push: false });
      await createNotification(t.db, friendRequest(ada.id), clock);
      await runWorker();
      expect(await notificationMails()).toEqual([]);
    });

    it('writes none when the matching email preference (social activity) is off, even if turned off after queuing', async () => {
      await createNotification(t.db, friendRequest(ada.id), clock);
      await updateEmailPreferences(t.db, ada.id, { emailNotifications: { socialActivity: false } }, clock);
      await runWorker();
      expect(await notificationMails()).toEqual([]);
    });

    it('never emails an unverified address (a welcome at sign-up sends no email)', async () => {
      const res = await http.post('/api/auth/sign-up/email', { name: 'Unverified Person', email: 'unverified@example.com', password: 'correct horse battery' });
      expect(res.statusCode).toBe(200);
      await runWorker();
      expect(await notificationMails()).toEqual([]);
    });
  });
});
