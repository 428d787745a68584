import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GiftIdeaListResponse,
  GiftIdeaResponse,
  RecipientDeleteResponse,
  RecipientDeletionImpact,
  RecipientListResponse,
  RecipientResponse,
  RecipientStats,
} from '#shared/schemas/recipients.js';
import { giftHistory, occasions, recipientGiftIdeas, recipients, reminders } from '#server/db/schema/recipients.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('recipients API', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let clock = new Date();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = new Date();
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const { get, post, send } = requests(() => t);
  const create = (payload: object, cookie?: string) => post('/api/recipients', payload, cookie);

  const SAM = {
    name: 'Sam',
    age: '26-35',
    gender: 'non-binary',
    relationship: 'Friend',
    interests: ['Photography', 'Travel'],
    personality_traits: ['Creative'],
    additional_info: 'Loves film cameras',
    email_reminders: true,
    push_reminders: false,
  };

  describe('POST /api/recipients', () => {
    it("creates a recipient from the spec's payload (201) and answers it with the spec's field names", async () => {
      const res = await create(SAM, ada.cookie);
      expect(res.statusCode, res.body).toBe(201);
      const { recipient } = RecipientResponse.parse(res.json());
      expect(recipient).toMatchObject({ ...SAM, birthday: null, email: null, next_birthday: null, days_until_birthday: null, favorite_brands: [], updated_at: clock.toISOString() });
      const [row] = await t.db.select().from(recipients).where(eq(recipients.id, recipient.id));
      expect(row).toMatchObject({ userId: ada.id, name: 'Sam', personalityTraits: ['Creative'], additionalInfo: 'Loves film cameras', emailReminders: true, pushReminders: false });
    });

    it('fills the defaults: email reminders on, push reminders off, no lists', async () => {
      const { recipient } = RecipientResponse.parse((await create({ name: 'Mum' }, ada.cookie)).json());
      expect(recipient).toMatchObject({ name: 'Mum', age: null, gender: null, relationship: null, interests: [], personality_traits: [], additional_info: null, email_reminders: true, push_reminders: false });
    });

    it('answers 400 naming the field and writes nothing', async () => {
      const res = await create({ ...SAM, name: '  ', age: '30' }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ name: 'Please enter a name', age: 'Please select an age range' });
      const interests = await create({ ...SAM, interests: ['Knitting'] }, ada.cookie);
      expect(interests.statusCode).toBe(400);
      expect(Object.keys(interests.json().error.fields)).toEqual(['interests.0']);
      expect(await t.db.select().from(recipients)).toHaveLength(0);
    });

    it('refuses a signed-out visitor and writes nothing', async () => {
      expect((await create(SAM)).statusCode).toBe(401);
      expect(await t.db.select().from(recipients)).toHaveLength(0);
    });
  });

  describe('GET /api/recipients', () => {
    it("lists only the person's own recipients, most recently updated first", async () => {
      await create({ name: 'First' }, ada.cookie);
      clock = new Date(clock.getTime() + MINUTE);
      await create({ name: 'Second' }, ada.cookie);
      await create({ name: "Grace's friend" }, grace.cookie);
      const res = await get('/api/recipients', ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(RecipientListResponse.parse(res.json()).recipients.map((r) => r.name)).toEqual(['Second', 'First']);
    });

    it('refuses a signed-out visitor', async () => {
      expect((await get('/api/recipients')).statusCode).toBe(401);
    });
  });

  describe('GET /api/recipients/:id', () => {
    it("answers the person's own recipient", async () => {
      const { recipient } = RecipientResponse.parse((await create(SAM, ada.cookie)).json());
      const res = await get(`/api/recipients/${recipient.id}`, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(RecipientResponse.parse(res.json()).recipient).toEqual(recipient);
    });

    it("answers 404 for another person's recipient, as for an unknown id", async () => {
      const { recipient } = RecipientResponse.parse((await create(SAM, grace.cookie)).json());
      expect((await get(`/api/recipients/${recipient.id}`, ada.cookie)).statusCode).toBe(404);
      expect((await get(`/api/recipients/${UNKNOWN_ID}`, ada.cookie)).statusCode).toBe(404);
    });

    it('answers 400 for a bad id and 401 signed out', async () => {
      const bad = await get('/api/recipients/nope', ada.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ id: 'Must be a recipient id' });
      expect((await get(`/api/recipients/${UNKNOWN_ID}`)).statusCode).toBe(401);
    });
  });

  const made = async (payload: object, cookie: string) => RecipientResponse.parse((await create(payload, cookie)).json()).recipient;
  const at = (iso: string) => {
    clock = new Date(iso);
  };

  describe('beyond the spec and the birthday occasion', () => {
    it('keeps sizes, brands, stores, dislikes, allergies and what they have; the birthday becomes an occasion with a 7-day reminder', async () => {
      at('2026-06-01T12:00:00Z');
      const extra = {
        birthday: '1990-06-15',
        email: 'sam@example.com',
        clothing_size: 'M',
        shoe_size: '42',
        ring_size: 'N',
        favorite_brands: ['Leica', 'Lomography'],
        favorite_stores: ['Camera Shop'],
        dislikes: 'Perfume',
        allergies: 'Nuts',
        already_has: 'A Polaroid',
      };
      const recipient = await made({ ...SAM, ...extra }, ada.cookie);
      expect(recipient).toMatchObject({ ...extra, next_birthday: '2026-06-15', days_until_birthday: 14 });
      const [occasion] = await t.db.select().from(occasions).where(eq(occasions.recipientId, recipient.id));
      expect(occasion).toMatchObject({ ownerId: ada.id, type: 'birthday', isBirthday: true, recurringAnnually: true, date: '1990-06-15', title: "Sam's birthday", isActive: true });
      const [reminder] = await t.db.select().from(reminders).where(eq(reminders.occasionId, occasion.id));
      expect(reminder).toMatchObject({ userId: ada.id, reminderDays: 7, occasionDate: '2026-06-15', reminderDate: '2026-06-08', recipientName: 'Sam', recipientEmail: 'sam@example.com', emailSent: false });
    });

    it('makes no reminder when email reminders are off, and rolls a passed birthday to next year', async () => {
      at('2026-06-20T12:00:00Z');
      const recipient = await made({ name: 'Kim', birthday: '1985-06-15', email_reminders: false }, ada.cookie);
      expect(recipient).toMatchObject({ next_birthday: '2027-06-15', days_until_birthday: 360 });
      expect(await t.db.select().from(occasions)).toHaveLength(1);
      expect(await t.db.select().from(reminders)).toHaveLength(0);
    });

    it('refuses a birthday in the future, naming the field, and writes nothing', async () => {
      at('2026-06-01T12:00:00Z');
      const res = await create({ name: 'Baby', birthday: '2026-08-01' }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ birthday: 'Birthday cannot be in the future' });
      expect(await t.db.select().from(recipients)).toHaveLength(0);
      expect(await t.db.select().from(occasions)).toHaveLength(0);
    });
  });

  describe('GET /api/recipients filters', () => {
    it('filters by relationship and age range and searches name, interests and relationship case-insensitively', async () => {
      await create({ name: 'Mum', relationship: 'Parent', age: '51-65', interests: ['Gardening'] }, ada.cookie);
      await create({ name: 'Sam', relationship: 'Friend', age: '26-35', interests: ['Photography'] }, ada.cookie);
      await create({ name: 'Alex', relationship: 'Colleague', age: '26-35', interests: ['Coffee'] }, ada.cookie);
      await create({ name: 'Garden gnome', relationship: 'Friend' }, grace.cookie);
      const names = async (query: string) => RecipientListResponse.parse((await get(`/api/recipients${query}`, ada.cookie)).json()).recipients.map((r) => r.name).sort();
      expect(await names('?relationship=Friend')).toEqual(['Sam']);
      expect(await names('?age=26-35')).toEqual(['Alex', 'Sam']);
      expect(await names('?q=GARDEN')).toEqual(['Mum']);
      expect(await names('?q=friend')).toEqual(['Sam']);
      expect(await names('?q=sa')).toEqual(['Sam']);
      expect(await names('?q=%25')).toEqual([]);
      expect(await names('?age=26-35&q=coffee')).toEqual(['Alex']);
    });

    it('answers 400 naming a bad filter', async () => {
      const res = await get('/api/recipients?relationship=Pet', ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['relationship']);
    });
  });

  describe('PATCH /api/recipients/:id', () => {
    it('updates the given fields and keeps the birthday occasion and its reminder in step', async () => {
      at('2026-06-01T12:00:00Z');
      const sam = await made({ ...SAM, birthday: '1990-06-15' }, ada.cookie);
      at('2026-06-02T12:00:00Z');
      const res = await send('PATCH', `/api/recipients/${sam.id}`, { name: 'Samira', birthday: '1990-07-04', ring_size: 'M' }, ada.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(RecipientResponse.parse(res.json()).recipient).toMatchObject({ name: 'Samira', birthday: '1990-07-04', ring_size: 'M', interests: SAM.interests, updated_at: clock.toISOString() });
      const [occasion] = await t.db.select().from(occasions).where(eq(occasions.recipientId, sam.id));
      expect(occasion).toMatchObject({ date: '1990-07-04', title: "Samira's birthday", isActive: true });
      const [reminder] = await t.db.select().from(reminders).where(eq(reminders.occasionId, occasion.id));
      expect(reminder).toMatchObject({ occasionDate: '2026-07-04', reminderDate: '2026-06-27', recipientName: 'Samira', occasion: "Samira's birthday" });

      await send('PATCH', `/api/recipients/${sam.id}`, { birthday: null }, ada.cookie);
      const [cleared] = await t.db.select().from(occasions).where(eq(occasions.recipientId, sam.id));
      expect(cleared.isActive).toBe(false);
      expect((await t.db.select().from(reminders))[0].isActive).toBe(false);
    });

    it('cancels the reminders when email reminders are turned off, and gives the birthday its reminder back when on', async () => {
      at('2026-06-01T12:00:00Z');
      const sam = await made({ ...SAM, birthday: '1990-06-15' }, ada.cookie);
      await send('PATCH', `/api/recipients/${sam.id}`, { email_reminders: false }, ada.cookie);
      expect((await t.db.select().from(reminders)).map((r) => r.isActive)).toEqual([false]);
      await send('PATCH', `/api/recipients/${sam.id}`, { email_reminders: true }, ada.cookie);
      const rows = await t.db.select().from(reminders);
      expect(rows.filter((r) => r.isActive)).toMatchObject([{ reminderDays: 7, reminderDate: '2026-06-08', emailSent: false }]);
    });

    it('answers 400 naming the field (unknown keys too) and writes nothing', async () => {
      const sam = await made(SAM, ada.cookie);
      const res = await send('PATCH', `/api/recipients/${sam.id}`, { name: '', email: 'nope', user_id: grace.id }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ name: 'Please enter a name', email: 'Please enter a valid email address', user_id: 'Unknown field' });
      expect((await t.db.select().from(recipients))[0]).toMatchObject({ name: 'Sam', email: null, userId: ada.id });
    });

    it("answers 401 signed out and 404 for another person's recipient, changing nothing", async () => {
      const sam = await made(SAM, grace.cookie);
      expect((await send('PATCH', `/api/recipients/${sam.id}`, { name: 'Mine now' })).statusCode).toBe(401);
      expect((await send('PATCH', `/api/recipients/${sam.id}`, { name: 'Mine now' }, ada.cookie)).statusCode).toBe(404);
      expect((await t.db.select().from(recipients))[0].name).toBe('Sam');
    });
  });

  describe('DELETE /api/recipients/:id', () => {
    it('says what goes with the recipient, then deletes it with its occasions, reminders and ideas; gift history stays', async () => {
      at('2026-06-01T12:00:00Z');
      const sam = await made({ ...SAM, birthday: '1990-06-15' }, ada.cookie);
      await send('POST', `/api/recipients/${sam.id}/gift-ideas`, { title: 'Film camera' }, ada.cookie);
      await t.db.insert(giftHistory).values({ giverId: ada.id, recipientId: sam.id, giftDate: '2026-01-01', productTitle: 'Scarf' });
      const impact = await get(`/api/recipients/${sam.id}/deletion`, ada.cookie);
      expect(RecipientDeletionImpact.parse(impact.json())).toEqual({ occasions: 1, reminders: 1, gift_ideas: 1, gift_history: 1 });
      const res = await send('DELETE', `/api/recipients/${sam.id}`, undefined, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(RecipientDeleteResponse.parse(res.json()).removed).toEqual({ occasions: 1, reminders: 1, gift_ideas: 1, gift_history: 1 });
      expect(await t.db.select().from(recipients)).toHaveLength(0);
      expect(await t.db.select().from(occasions)).toHaveLength(0);
      expect(await t.db.select().from(reminders)).toHaveLength(0);
      expect(await t.db.select().from(recipientGiftIdeas)).toHaveLength(0);
      expect(await t.db.select().from(giftHistory)).toMatchObject([{ recipientId: null, productTitle: 'Scarf' }]);
    });

    it("answers 401 signed out, 404 for another person's recipient and 400 for a bad id, deleting nothing", async () => {
      const sam = await made(SAM, grace.cookie);
      expect((await send('DELETE', `/api/recipients/${sam.id}`, undefined)).statusCode).toBe(401);
      expect((await send('DELETE', `/api/recipients/${sam.id}`, undefined, ada.cookie)).statusCode).toBe(404);
      expect((await get(`/api/recipients/${sam.id}/deletion`, ada.cookie)).statusCode).toBe(404);
      const bad = await send('DELETE', '/api/recipients/nope', undefined, ada.cookie);
      expect(bad.json().error.fields).toEqual({ id: 'Must be a recipient id' });
      expect(await t.db.select().from(recipients)).toHaveLength(1);
    });
  });

  describe('GET /api/recipients/stats', () => {
    it('counts recipients, birthdays within 30 days, relationships and gifts per recipient (1 decimal)', async () => {
      at('2026-06-01T12:00:00Z');
      const a = await made({ name: 'A', relationship: 'Friend', birthday: '1990-06-01' }, ada.cookie);
      await made({ name: 'B', relationship: 'Friend', birthday: '1990-07-01' }, ada.cookie);
      await made({ name: 'C', relationship: 'Parent', birthday: '1990-07-02' }, ada.cookie);
      await made({ name: 'D' }, ada.cookie);
      await made({ name: 'E', relationship: 'Boss', birthday: '1990-06-02' }, grace.cookie);
      await t.db.insert(giftHistory).values([
        { giverId: ada.id, recipientId: a.id, giftDate: '2026-01-01', productTitle: 'x' },
        { giverId: ada.id, recipientId: a.id, giftDate: '2026-02-01', productTitle: 'y' },
        { giverId: ada.id, recipientId: null, giftDate: '2026-03-01', productTitle: 'z' },
      ]);
      const res = await get('/api/recipients/stats', ada.cookie);
      expect(RecipientStats.parse(res.json())).toEqual({
        totalRecipients: 4,
        upcomingOccasions: 2,
        relationshipBreakdown: { Friend: 2, Parent: 1, Unspecified: 1 },
        averageGiftsPerRecipient: 0.8,
      });
    });

    it('answers zeros with no recipients and 401 signed out', async () => {
      expect((await get('/api/recipients/stats', ada.cookie)).json()).toEqual({ totalRecipients: 0, upcomingOccasions: 0, relationshipBreakdown: {}, averageGiftsPerRecipient: 0 });
      expect((await get('/api/recipients/stats')).statusCode).toBe(401);
    });
  });

  describe('gift ideas for a person', () => {
    it('saves, lists (newest first) and deletes private ideas for a recipient', async () => {
      const sam = await made(SAM, ada.cookie);
      const first = await send('POST', `/api/recipients/${sam.id}/gift-ideas`, { title: 'Film camera', url: 'https://shop.example/cam', price: 120, source: 'discover' }, ada.cookie);
      expect(first.statusCode, first.body).toBe(201);
      clock = new Date(clock.getTime() + MINUTE);
      await send('POST', `/api/recipients/${sam.id}/gift-ideas`, { title: 'Photo book', source: 'gift-card' }, ada.cookie);
      const list = GiftIdeaListResponse.parse((await get(`/api/recipients/${sam.id}/gift-ideas`, ada.cookie)).json());
      expect(list.ideas.map((i) => i.title)).toEqual(['Photo book', 'Film camera']);
      expect(list.ideas[1]).toMatchObject({ price: 120, currency: 'USD', source: 'discover', recipient_id: sam.id });
      const { idea } = GiftIdeaResponse.parse(first.json());
      expect((await send('DELETE', `/api/recipients/${sam.id}/gift-ideas/${idea.id}`, undefined, ada.cookie)).statusCode).toBe(204);
      expect(await t.db.select().from(recipientGiftIdeas)).toHaveLength(1);
    });

    it('answers 400 naming the field and writes nothing', async () => {
      const sam = await made(SAM, ada.cookie);
      const res = await send('POST', `/api/recipients/${sam.id}/gift-ideas`, { title: '', url: 'javascript:alert(1)', price: -1 }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields).sort()).toEqual(['price', 'title', 'url']);
      expect(await t.db.select().from(recipientGiftIdeas)).toHaveLength(0);
    });

    it("keeps another person's recipient and ideas out of reach (404) and refuses the signed out (401)", async () => {
      const sam = await made(SAM, grace.cookie);
      const { idea } = GiftIdeaResponse.parse((await send('POST', `/api/recipients/${sam.id}/gift-ideas`, { title: 'Secret' }, grace.cookie)).json());
      expect((await get(`/api/recipients/${sam.id}/gift-ideas`, ada.cookie)).statusCode).toBe(404);
      expect((await send('POST', `/api/recipients/${sam.id}/gift-ideas`, { title: 'Mine' }, ada.cookie)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/recipients/${sam.id}/gift-ideas/${idea.id}`, undefined, ada.cookie)).statusCode).toBe(404);
      expect((await get(`/api/recipients/${sam.id}/gift-ideas`)).statusCode).toBe(401);
      expect(await t.db.select().from(recipientGiftIdeas)).toHaveLength(1);
    });
  });
});
