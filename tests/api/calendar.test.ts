import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CalendarFeedResponse, CalendarQuickStats, TimeZoneResponse } from '#shared/schemas/calendar.js';
import { CalendarEventListResponse, MAX_EVENT_RANGE_DAYS, OccasionListResponse, OccasionResponse } from '#shared/schemas/occasions.js';
import { RecipientResponse } from '#shared/schemas/recipients.js';
import { ReminderResponse } from '#shared/schemas/reminders.js';
import { calendarFeeds, occasions, reminders, userProfiles } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('occasions and calendar API', () => {
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
  const recipient = async (cookie: string, body: object = { name: 'Sam' }) => RecipientResponse.parse((await send('POST', '/api/recipients', body, cookie)).json()).recipient;
  /** Moves the clock and signs Ada in again (a session does not outlive a jump of months). */
  const jumpTo = async (iso: string) => {
    clock = new Date(iso);
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
  };
  const event = (recipientId: string, over: object = {}) => ({ recipient_id: recipientId, title: 'Anniversary', type: 'anniversary', date: '2026-06-20', ...over });

  describe('POST /api/occasions (the Add Event dialog)', () => {
    it('creates the occasion and one reminder per chosen day when email reminders are on', async () => {
      const sam = await recipient(ada.cookie);
      const res = await send('POST', '/api/occasions', event(sam.id, { reminder_days: [30, 7, 0] }), ada.cookie);
      expect(res.statusCode, res.body).toBe(201);
      const { occasion } = OccasionResponse.parse(res.json());
      expect(occasion).toMatchObject({ recipient_id: sam.id, recipient_name: 'Sam', title: 'Anniversary', type: 'anniversary', date: '2026-06-20', next_date: '2026-06-20', days_until: 19, is_birthday: false, recurring_annually: false });
      // A 30-day reminder for an event 19 days away goes out today, not 'overdue from the start'.
      expect(occasion.reminders.map((r) => [r.reminderDays, r.reminderDate])).toEqual([
        [30, '2026-06-01'],
        [7, '2026-06-13'],
        [0, '2026-06-20'],
      ]);
      expect(occasion.reminders[1]).toMatchObject({ recipientName: 'Sam', occasion: 'Anniversary', occasionDate: '2026-06-20', isActive: true, emailSent: false, isDue: false, isOverdue: false, sendAt: '2026-06-13T09:00:00.000Z' });
    });

    it('creates no reminder when send email reminders is off, and defaults to one week', async () => {
      const sam = await recipient(ada.cookie);
      await send('POST', '/api/occasions', event(sam.id, { send_email_reminders: false }), ada.cookie);
      expect(await t.db.select().from(reminders)).toHaveLength(0);
      const { occasion } = OccasionResponse.parse((await send('POST', '/api/occasions', event(sam.id, { title: 'Graduation' }), ada.cookie)).json());
      expect(occasion.reminders.map((r) => r.reminderDays)).toEqual([7]);
    });

    it("takes 'Remind me before occasions' from the email preferences as the lead time of new occasion and birthday reminders", async () => {
      expect((await send('PUT', '/api/profile/email-preferences', { reminderTiming: { occasions: 14 } }, ada.cookie)).statusCode).toBe(200);
      const sam = await recipient(ada.cookie);
      const { occasion } = OccasionResponse.parse((await send('POST', '/api/occasions', event(sam.id, { date: '2026-09-01' }), ada.cookie)).json());
      expect(occasion.reminders.map((r) => [r.reminderDays, r.reminderDate])).toEqual([[14, '2026-08-18']]);
      // A day chosen in the dialog still wins.
      const chosen = OccasionResponse.parse((await send('POST', '/api/occasions', event(sam.id, { title: 'Graduation', reminder_days: [3] }), ada.cookie)).json());
      expect(chosen.occasion.reminders.map((r) => r.reminderDays)).toEqual([3]);
      await recipient(ada.cookie, { name: 'Kim', birthday: '1990-10-10' });
      const [birthday] = await t.db.select().from(reminders).where(eq(reminders.occasion, "Kim's birthday"));
      expect(birthday).toMatchObject({ reminderDays: 14, reminderDate: '2026-09-26' });
      // Someone else's preference is theirs alone.
      const grace7 = await recipient(grace.cookie, { name: 'Lee', birthday: '1990-10-10' });
      expect((await t.db.select().from(reminders).where(eq(reminders.recipientId, grace7.id)))[0].reminderDays).toBe(7);
    });

    it('answers 400 naming each field and writes nothing; another person’s recipient is refused as recipient_id', async () => {
      const res = await send('POST', '/api/occasions', { title: '', date: '2026-02-30', reminder_days: [400] }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ recipient_id: 'Please choose a recipient', title: 'Please enter an event name', date: 'Please enter a valid date', 'reminder_days.0': expect.any(String) });
      const gracesFriend = await recipient(grace.cookie);
      const theirs = await send('POST', '/api/occasions', event(gracesFriend.id), ada.cookie);
      expect(theirs.statusCode).toBe(400);
      expect(theirs.json().error.fields).toEqual({ recipient_id: 'Please choose a recipient' });
      expect(await t.db.select().from(occasions)).toHaveLength(0);
      expect(await t.db.select().from(reminders)).toHaveLength(0);
    });

    it('refuses the signed out and writes nothing', async () => {
      const sam = await recipient(ada.cookie);
      expect((await send('POST', '/api/occasions', event(sam.id))).statusCode).toBe(401);
      expect(await t.db.select().from(occasions)).toHaveLength(0);
    });
  });

  describe('GET /api/occasions, /api/occasions/:id', () => {
    it("lists the person's active occasions by next date, the birthday among them", async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-10' });
      await send('POST', '/api/occasions', event(sam.id, { title: 'Wedding', type: 'wedding', date: '2026-08-01' }), ada.cookie);
      await send('POST', '/api/occasions', event(sam.id, { title: 'Old party', date: '2025-03-01', recurring_annually: true }), ada.cookie);
      const mine = await recipient(grace.cookie, { name: 'Other', birthday: '1990-06-02' });
      expect(mine.name).toBe('Other');
      const list = OccasionListResponse.parse((await get('/api/occasions', ada.cookie)).json()).occasions;
      expect(list.map((o) => [o.title, o.next_date, o.is_birthday])).toEqual([
        ["Sam's birthday", '2026-06-10', true],
        ['Wedding', '2026-08-01', false],
        ['Old party', '2027-03-01', false],
      ]);
      const one = await get(`/api/occasions/${list[1].id}`, ada.cookie);
      expect(OccasionResponse.parse(one.json()).occasion).toEqual(list[1]);
    });

    it("answers 404 for another person's occasion, 400 for a bad id and 401 signed out", async () => {
      const other = await recipient(grace.cookie);
      const { occasion } = OccasionResponse.parse((await send('POST', '/api/occasions', event(other.id), grace.cookie)).json());
      expect((await get(`/api/occasions/${occasion.id}`, ada.cookie)).statusCode).toBe(404);
      expect((await get(`/api/occasions/${UNKNOWN_ID}`, ada.cookie)).statusCode).toBe(404);
      expect((await get('/api/occasions/nope', ada.cookie)).json().error.fields).toEqual({ id: 'Must be an occasion id' });
      expect((await get('/api/occasions')).statusCode).toBe(401);
    });
  });

  describe('PATCH and DELETE /api/occasions/:id', () => {
    it('moves unsent reminders with a new date, and soft-deletes with the reminders cancelled', async () => {
      const sam = await recipient(ada.cookie);
      const { occasion } = OccasionResponse.parse((await send('POST', '/api/occasions', event(sam.id), ada.cookie)).json());
      const res = await send('PATCH', `/api/occasions/${occasion.id}`, { date: '2026-07-10', title: 'Silver anniversary' }, ada.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(OccasionResponse.parse(res.json()).occasion.reminders[0]).toMatchObject({ occasionDate: '2026-07-10', reminderDate: '2026-07-03', occasion: 'Silver anniversary' });
      expect((await send('DELETE', `/api/occasions/${occasion.id}`, undefined, ada.cookie)).statusCode).toBe(204);
      const [row] = await t.db.select().from(occasions).where(eq(occasions.id, occasion.id));
      expect(row.isActive).toBe(false);
      expect((await t.db.select().from(reminders))[0].isActive).toBe(false);
      expect(OccasionListResponse.parse((await get('/api/occasions', ada.cookie)).json()).occasions).toEqual([]);
      expect((await get(`/api/occasions/${occasion.id}`, ada.cookie)).statusCode).toBe(404);
    });

    it('refuses to edit or delete a birthday occasion directly (it follows the recipient)', async () => {
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-10' });
      const [birthday] = OccasionListResponse.parse((await get('/api/occasions', ada.cookie)).json()).occasions;
      const patch = await send('PATCH', `/api/occasions/${birthday.id}`, { date: '2026-06-11' }, ada.cookie);
      expect(patch.statusCode).toBe(400);
      expect(patch.json().error.fields).toEqual({ _: "A birthday follows the recipient's birthday: change it on the recipient" });
      expect((await send('DELETE', `/api/occasions/${birthday.id}`, undefined, ada.cookie)).statusCode).toBe(400);
      expect((await t.db.select().from(occasions))[0]).toMatchObject({ date: '1990-06-10', isActive: true });
    });

    it('answers 400 naming the field, 404 for another person’s occasion and 401 signed out, changing nothing', async () => {
      const other = await recipient(grace.cookie);
      const { occasion } = OccasionResponse.parse((await send('POST', '/api/occasions', event(other.id), grace.cookie)).json());
      const bad = await send('PATCH', `/api/occasions/${occasion.id}`, { date: 'soon', owner_id: ada.id }, grace.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ date: 'Please enter a valid date', owner_id: 'Unknown field' });
      expect((await send('PATCH', `/api/occasions/${occasion.id}`, { title: 'Mine' }, ada.cookie)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/occasions/${occasion.id}`, undefined, ada.cookie)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/occasions/${occasion.id}`)).statusCode).toBe(401);
      expect((await t.db.select().from(occasions))[0]).toMatchObject({ title: 'Anniversary', date: '2026-06-20', isActive: true });
    });
  });

  describe('POST /api/occasions/:id/reminders', () => {
    it('adds another reminder and refuses the same one twice', async () => {
      const sam = await recipient(ada.cookie);
      const { occasion } = OccasionResponse.parse((await send('POST', '/api/occasions', event(sam.id), ada.cookie)).json());
      const res = await send('POST', `/api/occasions/${occasion.id}/reminders`, { reminderDays: 1 }, ada.cookie);
      expect(res.statusCode, res.body).toBe(201);
      expect(ReminderResponse.parse(res.json()).reminder).toMatchObject({ reminderDays: 1, reminderDate: '2026-06-19' });
      const again = await send('POST', `/api/occasions/${occasion.id}/reminders`, { reminderDays: 7 }, ada.cookie);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.fields).toEqual({ reminderDays: 'You already have this reminder' });
      const bad = await send('POST', `/api/occasions/${occasion.id}/reminders`, { reminderDays: -1 }, ada.cookie);
      expect(Object.keys(bad.json().error.fields)).toEqual(['reminderDays']);
      expect(await t.db.select().from(reminders)).toHaveLength(2);
    });

    it("answers 404 for another person's occasion and 401 signed out", async () => {
      const other = await recipient(grace.cookie);
      const { occasion } = OccasionResponse.parse((await send('POST', '/api/occasions', event(other.id), grace.cookie)).json());
      expect((await send('POST', `/api/occasions/${occasion.id}/reminders`, { reminderDays: 1 }, ada.cookie)).statusCode).toBe(404);
      expect((await send('POST', `/api/occasions/${occasion.id}/reminders`, { reminderDays: 1 })).statusCode).toBe(401);
      expect(await t.db.select().from(reminders)).toHaveLength(1);
    });
  });

  describe('GET /api/calendar/events and /api/occasions/upcoming', () => {
    it('lists every occurrence in a month grid, recurring ones each year and Feb 29 on Feb 28', async () => {
      await jumpTo('2027-01-15T12:00:00Z');
      const sam = await recipient(ada.cookie, { name: 'Leap', birthday: '2004-02-29' });
      await send('POST', '/api/occasions', event(sam.id, { title: 'Gallery opening', type: 'other', date: '2027-02-10' }), ada.cookie);
      const res = await get('/api/calendar/events?from=2027-01-31&to=2027-03-13', ada.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const body = CalendarEventListResponse.parse(res.json());
      expect(body.events.map((e) => [e.title, e.date, e.type, e.days_until])).toEqual([
        ['Gallery opening', '2027-02-10', 'other', 26],
        ["Leap's birthday", '2027-02-28', 'birthday', 44],
      ]);
      expect(body).toMatchObject({ today: '2027-01-15', time_zone: 'UTC' });
    });

    it('answers 400 for a reversed or malformed range, and 401 signed out', async () => {
      expect((await get('/api/calendar/events?from=2026-06-30&to=2026-06-01', ada.cookie)).json().error.fields).toEqual({ to: 'The end date must not be before the start date' });
      expect(Object.keys((await get('/api/calendar/events?from=x&to=2026-06-01', ada.cookie)).json().error.fields)).toEqual(['from']);
      expect(MAX_EVENT_RANGE_DAYS).toBe(400);
      expect((await get('/api/calendar/events?from=2026-01-01&to=2027-02-05', ada.cookie)).statusCode).toBe(200);
      expect((await get('/api/calendar/events?from=2026-01-01&to=2027-02-06', ada.cookie)).json().error.fields).toEqual({ to: 'At most 400 days at a time' });
      expect((await get('/api/calendar/events?from=2026-06-01&to=2026-06-30')).statusCode).toBe(401);
    });

    it('lists the next 30 days (Upcoming Events), and only birthdays for the home card', async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-05' });
      await recipient(ada.cookie, { name: 'Far', birthday: '1990-08-05' });
      await send('POST', '/api/occasions', event(sam.id, { date: '2026-07-01' }), ada.cookie);
      await send('POST', '/api/occasions', event(sam.id, { title: 'Too late', date: '2026-07-02' }), ada.cookie);
      const upcoming = CalendarEventListResponse.parse((await get('/api/occasions/upcoming', ada.cookie)).json());
      expect(upcoming.events.map((e) => [e.title, e.days_until])).toEqual([
        ["Sam's birthday", 4],
        ['Anniversary', 30],
      ]);
      const home = CalendarEventListResponse.parse((await get('/api/occasions/upcoming?type=birthday', ada.cookie)).json());
      expect(home.events.map((e) => [e.recipient_id, e.recipient_name, e.days_until])).toEqual([[sam.id, 'Sam', 4]]);
      expect(Object.keys((await get('/api/occasions/upcoming?days=-1', ada.cookie)).json().error.fields)).toEqual(['days']);
      expect((await get('/api/occasions/upcoming')).statusCode).toBe(401);
    });
  });

  describe('GET /api/calendar/stats (Quick Stats)', () => {
    it('counts recipients, active reminders, the next 30 days and emails sent', async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-05' });
      await recipient(ada.cookie, { name: 'Kim' });
      await send('POST', '/api/occasions', event(sam.id, { date: '2026-09-01', reminder_days: [1, 3] }), ada.cookie);
      await recipient(grace.cookie, { name: 'Not mine', birthday: '1990-06-06' });
      const res = await get('/api/calendar/stats', ada.cookie);
      expect(CalendarQuickStats.parse(res.json())).toEqual({ totalRecipients: 2, activeReminders: 3, next30Days: 1, emailsSent: 0 });
      expect((await get('/api/calendar/stats')).statusCode).toBe(401);
    });
  });

  describe('the time zone', () => {
    it('defaults to UTC, takes an IANA zone, and moves "today" with it', async () => {
      expect(TimeZoneResponse.parse((await get('/api/profile/time-zone', ada.cookie)).json())).toEqual({ timeZone: 'UTC', isDefault: true });
      await jumpTo('2026-06-04T23:30:00Z');
      await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-05' });
      const before = CalendarEventListResponse.parse((await get('/api/occasions/upcoming', ada.cookie)).json());
      expect(before.events[0].days_until).toBe(1);
      const res = await send('PUT', '/api/profile/time-zone', { timeZone: 'Europe/Berlin' }, ada.cookie);
      expect(TimeZoneResponse.parse(res.json())).toEqual({ timeZone: 'Europe/Berlin', isDefault: false });
      const after = CalendarEventListResponse.parse((await get('/api/occasions/upcoming', ada.cookie)).json());
      expect(after).toMatchObject({ today: '2026-06-05', time_zone: 'Europe/Berlin' });
      expect(after.events[0].days_until).toBe(0);
    });

    it('answers 400 naming timeZone and writes nothing; 401 signed out', async () => {
      const res = await send('PUT', '/api/profile/time-zone', { timeZone: 'Mars/Olympus' }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ timeZone: 'Please choose a time zone' });
      expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, ada.id))).toEqual([]);
      expect((await send('PUT', '/api/profile/time-zone', { timeZone: 'UTC' })).statusCode).toBe(401);
      expect((await get('/api/profile/time-zone')).statusCode).toBe(401);
    });
  });

  describe('the iCalendar feed', () => {
    it('gives a secret URL whose feed calendar apps can parse, and a new one that replaces it', async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', birthday: '2004-02-29' });
      await send('POST', '/api/occasions', event(sam.id, { title: 'Housewarming', date: '2026-07-04' }), ada.cookie);
      expect(CalendarFeedResponse.parse((await get('/api/calendar/feed', ada.cookie)).json())).toEqual({ url: null, createdAt: null });
      const created = await send('POST', '/api/calendar/feed', undefined, ada.cookie);
      expect(created.statusCode).toBe(201);
      const { url } = CalendarFeedResponse.parse(created.json());
      expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(CalendarFeedResponse.parse((await get('/api/calendar/feed', ada.cookie)).json()).url).toBe(url);
      // The secret is stored only as a hash and a sealed copy.
      const [row] = await t.db.select().from(calendarFeeds);
      expect(JSON.stringify(row)).not.toContain(url!.split('/').pop()!.replace('.ics', ''));

      const feed = await get(new URL(url!).pathname);
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const byTitle = Object.fromEntries(events.map((e) => [e.summary, e]));
      expect(Object.keys(byTitle).sort()).toEqual(['Housewarming', "Sam's birthday"]);
      expect(byTitle.Housewarming.startDate.toString()).toBe('2026-07-04');
      expect(byTitle.Housewarming.isRecurring()).toBe(false);
      const birthday = byTitle["Sam's birthday"];
      expect(birthday.isRecurring()).toBe(true);
      const it = birthday.iterator();
      const dates = [it.next(), it.next(), it.next(), it.next(), it.next()].map((d) => d!.toString());
      // Feb 29 falls on Feb 28 in other years.
      expect(dates).toEqual(['2004-02-29', '2005-02-28', '2006-02-28', '2007-02-28', '2008-02-29']);
      expect(birthday.component.getFirstPropertyValue('url')).toBe(`http://localhost:3000/gift-for-someone?recipient=${sam.id}`);

      const rotated = CalendarFeedResponse.parse((await send('POST', '/api/calendar/feed', undefined, ada.cookie)).json());
      expect(rotated.url).not.toBe(url);
      expect((await get(new URL(url!).pathname)).statusCode).toBe(404);
      expect((await get(new URL(rotated.url!).pathname)).statusCode).toBe(200);
    });

    it('revokes the URL; unknown or malformed secrets are 404; managing it needs a session', async () => {
      const { url } = CalendarFeedResponse.parse((await send('POST', '/api/calendar/feed', undefined, ada.cookie)).json());
      expect((await send('DELETE', '/api/calendar/feed', undefined, ada.cookie)).statusCode).toBe(204);
      expect((await get(new URL(url!).pathname)).statusCode).toBe(404);
      expect((await get(`/api/calendar/feed/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
      expect((await get('/api/calendar/feed/..%2F..%2Fetc.ics')).statusCode).toBe(404);
      expect((await get('/api/calendar/feed')).statusCode).toBe(401);
      expect((await send('POST', '/api/calendar/feed')).statusCode).toBe(401);
      expect((await send('DELETE', '/api/calendar/feed')).statusCode).toBe(401);
      expect(await t.db.select().from(calendarFeeds)).toHaveLength(0);
    });

    it("shows only the owner's occasions", async () => {
      const other = await recipient(grace.cookie, { name: 'Hidden', birthday: '1990-01-01' });
      expect(other.name).toBe('Hidden');
      const { url } = CalendarFeedResponse.parse((await send('POST', '/api/calendar/feed', undefined, ada.cookie)).json());
      const body = (await get(new URL(url!).pathname)).body;
      expect(body).toContain('BEGIN:VCALENDAR');
      expect(body).not.toContain('Hidden');
    });
  });
});
