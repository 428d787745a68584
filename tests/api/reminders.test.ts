import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/constants/choice-lists.js';
import { OccasionResponse } from '#shared/schemas/occasions.js';
import { RecipientResponse } from '#shared/schemas/recipients.js';
import { ReminderEmailStatus, ReminderListResponse, ReminderResponse, ReminderStats, SendRemindersResponse } from '#shared/schemas/reminders.js';
import { emailOutbox, emailUnsubscribes, notifications, reminders } from '#server/db/schema/index.js';
import { createAppWorker } from '#server/jobs/app-worker.js';
import { sendRemindersJob } from '#server/jobs/send-reminders.job.js';
import { BULK_PAUSE_MS, REMINDER_SUBJECT, sendDueReminders } from '#server/services/calendar/reminder.service.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const quiet = { info: () => undefined, error: () => undefined };

describe('reminders API and the reminder job', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let clock = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const { get, send } = requests(() => t);
  const recipient = async (cookie: string, body: object) => RecipientResponse.parse((await send('POST', '/api/recipients', body, cookie)).json()).recipient;
  const occasion = async (cookie: string, body: object) => OccasionResponse.parse((await send('POST', '/api/occasions', body, cookie)).json()).occasion;
  const reminderMails = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.category, 'reminders'));
  /** Runs the worker's scheduled send-reminders job once at the current clock (no 200 ms pauses needed for one email). */
  const runJob = async () => {
    const worker = createAppWorker(t.ctx, quiet, { jobs: [sendRemindersJob] });
    while ((await worker.runOnce()) > 0);
  };

  describe('GET /api/reminders', () => {
    it('lists reminders with stats (total, active, sent, upcoming, overdue) and the next one', async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-20' });
      await occasion(ada.cookie, { recipient_id: sam.id, title: 'Party', date: '2026-09-01', reminder_days: [1] });
      const [birthdayReminder] = await t.db.select().from(reminders).where(eq(reminders.occasion, "Sam's birthday"));
      // Make it overdue: its reminder date has passed and it was not sent.
      await t.db.update(reminders).set({ reminderDate: '2026-05-30' }).where(eq(reminders.id, birthdayReminder.id));
      const res = await get('/api/reminders', ada.cookie);
      expect(res.statusCode).toBe(200);
      const body = ReminderListResponse.parse(res.json());
      expect(ReminderStats.parse(body.stats)).toEqual({ total: 2, active: 2, sent: 0, upcoming: 1, overdue: 1 });
      expect(body.reminders.map((r) => [r.occasion, r.isOverdue, r.isDue])).toEqual([
        ["Sam's birthday", true, true],
        ['Party', false, false],
      ]);
      expect(body.nextReminder).toMatchObject({ occasion: 'Party', reminderDate: '2026-08-31', sendAt: '2026-08-31T09:00:00.000Z' });
    });

    it("shows only the person's own, and refuses the signed out", async () => {
      await recipient(grace.cookie, { name: 'Theirs', birthday: '1990-06-20' });
      expect(ReminderListResponse.parse((await get('/api/reminders', ada.cookie)).json())).toMatchObject({ reminders: [], nextReminder: null, stats: { total: 0 } });
      expect((await get('/api/reminders')).statusCode).toBe(401);
    });
  });

  describe('the reminder email status and POST /api/reminders/resubscribe', () => {
    const status = async () => ReminderListResponse.parse((await get('/api/reminders', ada.cookie)).json()).email;

    it('says Active, turned off when Occasion reminders is off, and unsubscribed after an unsubscribe link', async () => {
      expect(await status()).toEqual({ status: 'active', defaultReminderDays: 7 });
      await send('PUT', '/api/profile/email-preferences', { emailNotifications: { occasionReminders: false }, reminderTiming: { occasions: 3 } }, ada.cookie);
      expect(await status()).toEqual({ status: 'turned_off', defaultReminderDays: 3 });
      await t.db.insert(emailUnsubscribes).values({ email: ada.email, reminders: true });
      expect((await status()).status).toBe('unsubscribed');
    });

    it('turns reminder emails back on for the signed-in person, and then the reminder is emailed', async () => {
      await t.db.insert(emailUnsubscribes).values([
        { email: ada.email, reminders: true },
        { email: grace.email, reminders: true },
      ]);
      const res = await send('POST', '/api/reminders/resubscribe', undefined, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(ReminderEmailStatus.parse(res.json())).toEqual({ status: 'active', defaultReminderDays: 7 });
      expect(await status()).toMatchObject({ status: 'active' });
      // Grace's opt-out is hers.
      expect((await t.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, grace.email)))[0].reminders).toBe(true);
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-05' });
      const [row] = await t.db.select().from(reminders);
      await send('POST', `/api/reminders/${row.id}/send`, undefined, ada.cookie);
      expect(await reminderMails()).toHaveLength(1);
    });

    it('narrows an opt-out of every email to marketing, and refuses the signed out', async () => {
      await t.db.insert(emailUnsubscribes).values({ email: ada.email, all: true });
      expect((await status()).status).toBe('unsubscribed');
      await send('POST', '/api/reminders/resubscribe', undefined, ada.cookie);
      expect((await t.db.select().from(emailUnsubscribes))[0]).toMatchObject({ all: false, reminders: false, marketing: true });
      expect((await send('POST', '/api/reminders/resubscribe')).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/reminders/:id (cancel)', () => {
    it('makes the reminder inactive', async () => {
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-20' });
      const [row] = await t.db.select().from(reminders);
      const res = await send('DELETE', `/api/reminders/${row.id}`, undefined, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(ReminderResponse.parse(res.json()).reminder).toMatchObject({ id: row.id, isActive: false });
    });

    it("answers 404 for another person's reminder, 400 for a bad id and 401 signed out, changing nothing", async () => {
      await recipient(grace.cookie, { name: 'Theirs', birthday: '1990-06-20' });
      const [row] = await t.db.select().from(reminders);
      const other = await send('DELETE', `/api/reminders/${row.id}`, undefined, ada.cookie);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('Reminder not found');
      expect((await send('DELETE', '/api/reminders/nope', undefined, ada.cookie)).json().error.fields).toEqual({ id: 'Must be a reminder id' });
      expect((await send('DELETE', `/api/reminders/${row.id}`)).statusCode).toBe(401);
      expect((await t.db.select().from(reminders))[0].isActive).toBe(true);
    });
  });

  describe('sending', () => {
    it("sends a due reminder once: 'Gift Reminder' to the person who made it, never the recipient, with the link and unsubscribe", async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', email: 'sam@example.com', birthday: '1990-06-05' });
      const [row] = await t.db.select().from(reminders);
      const first = await send('POST', `/api/reminders/${row.id}/send`, undefined, ada.cookie);
      expect(SendRemindersResponse.parse(first.json())).toEqual({ sent: 1, skipped: 0, failed: [] });
      const again = await send('POST', `/api/reminders/${row.id}/send`, undefined, ada.cookie);
      // Already sent: skipped silently and counted as success.
      expect(SendRemindersResponse.parse(again.json())).toEqual({ sent: 0, skipped: 1, failed: [] });
      const mails = await reminderMails();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ toAddress: ada.email, subject: REMINDER_SUBJECT, userId: ada.id });
      expect(mail.text).toContain('Name: Sam');
      expect(mail.text).toContain("Occasion: Sam's birthday");
      expect(mail.text).toContain('Date: Friday, June 5, 2026');
      expect(mail.text).toContain(`http://localhost:3000/gift-for-someone?recipient=${sam.id}`);
      expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(mail.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe/one-click?token=');
      expect((await t.db.select().from(reminders))[0]).toMatchObject({ emailSent: true, emailOutboxId: mail.id });
      // The in-app birthday_reminder: priority 2 when not today, 'in N days', to /recipients with 'Find Gifts'.
      const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, ada.id)).then((rows) => rows.filter((n) => n.type === 'birthday_reminder'));
      expect(note).toMatchObject({ title: "Sam's birthday is in 4 days", priority: 2, actionUrl: '/recipients', actionLabel: 'Find Gifts' });
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'sam@example.com'))).toHaveLength(0);
    });

    it('sends no email when the person unsubscribed from reminders, and the reminder is done: not overdue, not tried again', async () => {
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-05' });
      await t.db.insert(emailUnsubscribes).values({ email: ada.email, reminders: true });
      await t.db.update(reminders).set({ reminderDate: '2026-05-29' });
      expect(ReminderListResponse.parse((await get('/api/reminders', ada.cookie)).json()).stats.overdue).toBe(1);
      const [row] = await t.db.select().from(reminders);
      expect(SendRemindersResponse.parse((await send('POST', `/api/reminders/${row.id}/send`, undefined, ada.cookie)).json())).toEqual({ sent: 0, skipped: 1, failed: [] });
      expect(await reminderMails()).toHaveLength(0);
      expect((await t.db.select().from(reminders))[0]).toMatchObject({ emailSent: true, emailOutboxId: null });
      expect(ReminderListResponse.parse((await get('/api/reminders', ada.cookie)).json()).stats.overdue).toBe(0);
      // The in-app birthday notification still comes: only the email was turned off.
      expect((await t.db.select().from(notifications).where(eq(notifications.userId, ada.id))).map((n) => n.type)).toContain('birthday_reminder');
    });

    it("sends no reminder email when 'Occasion reminders' is off in the email preferences (decision 130), and the job does not retry it", async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam' });
      await occasion(ada.cookie, { recipient_id: sam.id, title: 'Party', date: '2026-06-05', reminder_days: [1] });
      expect((await send('PUT', '/api/profile/email-preferences', { emailNotifications: { occasionReminders: false } }, ada.cookie)).statusCode).toBe(200);
      clock = new Date('2026-06-04T10:00:00Z');
      await runJob();
      expect(await reminderMails()).toHaveLength(0);
      const [row] = await t.db.select().from(reminders);
      expect(row).toMatchObject({ emailSent: true, emailOutboxId: null });
      // Turned on again later, the handled reminder is not sent after the fact.
      await send('PUT', '/api/profile/email-preferences', { emailNotifications: { occasionReminders: true } }, ada.cookie);
      clock = new Date('2026-06-04T10:10:00Z');
      await runJob();
      expect(await reminderMails()).toHaveLength(0);
    });

    it("sends no birthday reminder email when the grid's 'Birthday reminders' email switch is off", async () => {
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-05' });
      const types = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { inApp: true, email: type !== 'birthday_reminder', push: false }]));
      expect((await send('PUT', '/api/notifications/preferences', { types }, ada.cookie)).statusCode).toBe(200);
      const [row] = await t.db.select().from(reminders);
      expect(SendRemindersResponse.parse((await send('POST', `/api/reminders/${row.id}/send`, undefined, ada.cookie)).json())).toMatchObject({ sent: 0, skipped: 1 });
      expect(await reminderMails()).toHaveLength(0);
    });

    it("answers 'Reminder not found' for a missing or another person's reminder, and 401 signed out", async () => {
      await recipient(grace.cookie, { name: 'Theirs', birthday: '1990-06-05' });
      const [row] = await t.db.select().from(reminders);
      for (const id of [row.id, UNKNOWN_ID]) {
        const res = await send('POST', `/api/reminders/${id}/send`, undefined, ada.cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Reminder not found');
      }
      expect((await send('POST', `/api/reminders/${row.id}/send`)).statusCode).toBe(401);
      expect(await reminderMails()).toHaveLength(0);
    });

    it("'Send Overdue Reminders' sends every overdue one by the same path, 200 ms apart", async () => {
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-20' });
      await recipient(ada.cookie, { name: 'Kim', birthday: '1990-06-21' });
      await recipient(ada.cookie, { name: 'Lee', birthday: '1990-07-30' });
      await recipient(grace.cookie, { name: 'Theirs', birthday: '1990-06-20' });
      await t.db.update(reminders).set({ reminderDate: '2026-05-25' });
      await t.db.update(reminders).set({ reminderDate: '2026-07-23' }).where(eq(reminders.recipientName, 'Lee'));
      const started = Date.now();
      const res = await send('POST', '/api/reminders/send-overdue', undefined, ada.cookie);
      expect(SendRemindersResponse.parse(res.json())).toEqual({ sent: 2, skipped: 0, failed: [] });
      expect(Date.now() - started).toBeGreaterThanOrEqual(BULK_PAUSE_MS);
      expect((await reminderMails()).map((m) => m.toAddress)).toEqual([ada.email, ada.email]);
      expect((await send('POST', '/api/reminders/send-overdue')).statusCode).toBe(401);
    });
  });

  describe('the send-reminders job', () => {
    it('sends at 09:00 in the person’s time zone on the reminder date, once, through the outbox', async () => {
      await send('PUT', '/api/profile/time-zone', { timeZone: 'America/New_York' }, ada.cookie);
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-15' });
      expect((await t.db.select().from(reminders))[0].reminderDate).toBe('2026-06-08');
      clock = new Date('2026-06-08T12:59:00Z'); // 08:59 in New York
      await runJob();
      expect(await reminderMails()).toHaveLength(0);
      clock = new Date('2026-06-08T13:00:00Z'); // 09:00 in New York
      await runJob();
      expect(await reminderMails()).toHaveLength(1);
      clock = new Date('2026-06-08T13:10:00Z');
      await runJob();
      expect(await reminderMails()).toHaveLength(1);
    });

    it('pauses 200 ms between bulk emails and never pauses after the last', async () => {
      for (const name of ['A', 'B', 'C']) await recipient(ada.cookie, { name, birthday: '1990-06-05' });
      clock = new Date('2026-06-02T10:00:00Z');
      const pauses: number[] = [];
      const result = await sendDueReminders({ db: t.db, now: () => clock, mail: mailDefaults(t.ctx.settings), pause: async (ms) => void pauses.push(ms) });
      expect(result).toEqual({ sent: 3, skipped: 0, failed: [] });
      expect(pauses).toEqual([200, 200]);
    });

    it('rolls a recurring occasion’s reminder to next year once the day is over, and sends it again then', async () => {
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-05' });
      clock = new Date('2026-06-02T10:00:00Z');
      await runJob();
      expect(await reminderMails()).toHaveLength(1);
      clock = new Date('2026-06-06T10:00:00Z');
      await runJob();
      expect((await t.db.select().from(reminders))[0]).toMatchObject({ occasionDate: '2027-06-05', reminderDate: '2027-05-29', emailSent: false });
      clock = new Date('2027-05-29T09:00:00Z');
      await runJob();
      expect(await reminderMails()).toHaveLength(2);
    });

    it("sends no reminder for an occasion that is over, or a cancelled one", async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam' });
      await occasion(ada.cookie, { recipient_id: sam.id, title: 'Once', date: '2026-06-03', reminder_days: [1] });
      const [row] = await t.db.select().from(reminders);
      await occasion(ada.cookie, { recipient_id: sam.id, title: 'Cancelled', date: '2026-06-04', reminder_days: [1] });
      await send('DELETE', `/api/reminders/${(await t.db.select().from(reminders).where(eq(reminders.occasion, 'Cancelled')))[0].id}`, undefined, ada.cookie);
      clock = new Date('2026-06-04T10:00:00Z');
      await runJob();
      expect(await reminderMails()).toHaveLength(0);
      expect((await t.db.select().from(reminders).where(eq(reminders.id, row.id)))[0].emailSent).toBe(false);
    });
  });
});
