import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GiftHistoryListResponse, GiftHistoryResponse, GiftInsightsResponse, GiftStats, ReceivedGiftListResponse, ReceivedGiftResponse } from '#shared/schemas/gift-history.js';
import { RecipientResponse } from '#shared/schemas/recipients.js';
import { giftHistory, receivedGifts } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('gift history and received gifts API', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let clock = new Date('2026-06-15T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = new Date('2026-06-15T12:00:00Z');
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const { get, send } = requests(() => t);
  const recipient = async (cookie: string, body: object) => RecipientResponse.parse((await send('POST', '/api/recipients', body, cookie)).json()).recipient;
  const log = async (cookie: string, body: object) => {
    const res = await send('POST', '/api/gift-history', body, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return GiftHistoryResponse.parse(res.json()).entry;
  };

  describe('gift history entries', () => {
    it('logs a gift with the recipient joined in, lists newest first, edits and deletes it', async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', relationship: 'Friend' });
      const entry = await log(ada.cookie, {
        recipient_id: sam.id,
        gift_date: '2026-05-01',
        product_title: 'Film camera',
        product_price: 120.5,
        product_url: 'https://shop.example/cam',
        occasion_type: 'Birthday',
        satisfaction_rating: 5,
        category: 'Electronics & Tech',
        notes: 'Loved it',
      });
      expect(entry).toMatchObject({ recipient_name: 'Sam', recipient_relationship: 'Friend', product_price: 120.5, satisfaction_rating: 5 });
      await log(ada.cookie, { gift_date: '2026-06-01', product_title: 'Flowers' });
      await log(grace.cookie, { gift_date: '2026-06-10', product_title: 'Not mine' });
      const list = GiftHistoryListResponse.parse((await get('/api/gift-history', ada.cookie)).json());
      expect(list.entries.map((e) => e.product_title)).toEqual(['Flowers', 'Film camera']);
      expect(list).toMatchObject({ total: 2, next_offset: null });
      const byRecipient = GiftHistoryListResponse.parse((await get(`/api/gift-history?recipient_id=${sam.id}`, ada.cookie)).json());
      expect(byRecipient.entries.map((e) => e.product_title)).toEqual(['Film camera']);

      const edited = await send('PATCH', `/api/gift-history/${entry.id}`, { satisfaction_rating: 4, notes: null }, ada.cookie);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(GiftHistoryResponse.parse(edited.json()).entry).toMatchObject({ satisfaction_rating: 4, notes: null, product_title: 'Film camera' });
      expect((await send('DELETE', `/api/gift-history/${entry.id}`, undefined, ada.cookie)).statusCode).toBe(204);
      expect(await t.db.select().from(giftHistory)).toHaveLength(2);
    });

    it('pages 50 at a time', async () => {
      const day = (i: number) => `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      await t.db.insert(giftHistory).values(Array.from({ length: 53 }, (_, i) => ({ giverId: ada.id, giftDate: day(i), productTitle: `Gift ${i}` })));
      const first = GiftHistoryListResponse.parse((await get('/api/gift-history', ada.cookie)).json());
      expect(first.entries).toHaveLength(50);
      expect(first).toMatchObject({ total: 53, next_offset: 50 });
      const dates = first.entries.map((e) => e.gift_date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = GiftHistoryListResponse.parse((await get('/api/gift-history?offset=50', ada.cookie)).json());
      expect(second.entries).toHaveLength(3);
      expect(second.next_offset).toBeNull();
      expect(Object.keys((await get('/api/gift-history?limit=51', ada.cookie)).json().error.fields)).toEqual(['limit']);
    });

    it('answers 400 naming the field (a future date, another person’s recipient too) and writes nothing', async () => {
      const bad = await send('POST', '/api/gift-history', { gift_date: '2026-13-01', product_title: '', satisfaction_rating: 6, product_price: -1 }, ada.cookie);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields).sort()).toEqual(['gift_date', 'product_price', 'product_title', 'satisfaction_rating']);
      const future = await send('POST', '/api/gift-history', { gift_date: '2026-07-01', product_title: 'Later' }, ada.cookie);
      expect(future.json().error.fields).toEqual({ gift_date: 'The date cannot be in the future' });
      const theirs = await recipient(grace.cookie, { name: 'Theirs' });
      const other = await send('POST', '/api/gift-history', { gift_date: '2026-06-01', product_title: 'x', recipient_id: theirs.id }, ada.cookie);
      expect(other.json().error.fields).toEqual({ recipient_id: 'Please choose a recipient' });
      expect(await t.db.select().from(giftHistory)).toHaveLength(0);
    });

    it("answers 404 for another person's entry and 401 signed out, changing nothing", async () => {
      const theirs = await log(grace.cookie, { gift_date: '2026-06-01', product_title: 'Theirs' });
      expect((await send('PATCH', `/api/gift-history/${theirs.id}`, { product_title: 'Mine' }, ada.cookie)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/gift-history/${theirs.id}`, undefined, ada.cookie)).statusCode).toBe(404);
      expect((await send('PATCH', `/api/gift-history/${theirs.id}`, { product_title: 'Mine' })).statusCode).toBe(401);
      expect((await send('POST', '/api/gift-history', { gift_date: '2026-06-01', product_title: 'x' })).statusCode).toBe(401);
      for (const url of ['/api/gift-history', '/api/gift-history/stats', '/api/gift-history/insights']) expect((await get(url)).statusCode).toBe(401);
      const bad = await send('PATCH', `/api/gift-history/${theirs.id}`, { giver_id: ada.id }, grace.cookie);
      expect(bad.json().error.fields).toEqual({ giver_id: 'Unknown field' });
      expect((await t.db.select().from(giftHistory))[0]).toMatchObject({ productTitle: 'Theirs', giverId: grace.id });
    });
  });

  describe('GET /api/gift-history/stats', () => {
    it('totals, average rating to 2 decimals, last date, favourite categories, 12 months and top recipients', async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam' });
      const kim = await recipient(ada.cookie, { name: 'Kim' });
      await log(ada.cookie, { recipient_id: sam.id, gift_date: '2026-06-01', product_title: 'a', product_price: 10, satisfaction_rating: 5, category: 'Books & Media' });
      await log(ada.cookie, { recipient_id: sam.id, gift_date: '2026-05-20', product_title: 'b', product_price: 20.25, satisfaction_rating: 4, category: 'Books & Media' });
      await log(ada.cookie, { recipient_id: kim.id, gift_date: '2026-01-10', product_title: 'c', product_price: 30, satisfaction_rating: 4, category: 'Fashion & Style' });
      await log(ada.cookie, { gift_date: '2024-12-24', product_title: 'old' });
      await log(grace.cookie, { gift_date: '2026-06-01', product_title: 'not mine', product_price: 999 });
      const stats = GiftStats.parse((await get('/api/gift-history/stats', ada.cookie)).json());
      expect(stats).toMatchObject({
        total_gifts: 4,
        total_spent: 60.25,
        average_rating: 4.33,
        last_gift_date: '2026-06-01',
        favorite_categories: [
          { category: 'Books & Media', count: 2 },
          { category: 'Fashion & Style', count: 1 },
        ],
        top_recipients: [
          { recipient_id: sam.id, name: 'Sam', count: 2, spent: 30.25 },
          { recipient_id: kim.id, name: 'Kim', count: 1, spent: 30 },
        ],
      });
      expect(stats.gifts_by_month).toHaveLength(12);
      expect(stats.gifts_by_month[0]).toEqual({ month: '2025-07', count: 0, spent: 0 });
      expect(stats.gifts_by_month.filter((m) => m.count)).toEqual([
        { month: '2026-01', count: 1, spent: 30 },
        { month: '2026-05', count: 1, spent: 20.25 },
        { month: '2026-06', count: 1, spent: 10 },
      ]);
    });

    it('answers empty stats with no gifts', async () => {
      expect(GiftStats.parse((await get('/api/gift-history/stats', ada.cookie)).json())).toMatchObject({ total_gifts: 0, total_spent: 0, average_rating: null, last_gift_date: null, favorite_categories: [], top_recipients: [] });
    });
  });

  describe('GET /api/gift-history/insights', () => {
    it('applies the section 9 rules to the gifts and the coming occasions', async () => {
      const sam = await recipient(ada.cookie, { name: 'Sam', birthday: '1990-06-20' });
      await recipient(ada.cookie, { name: 'Kim', birthday: '1990-07-10' });
      await log(ada.cookie, { recipient_id: sam.id, gift_date: '2026-06-01', product_title: 'a', product_price: 150, satisfaction_rating: 5, occasion_type: 'Birthday' });
      await log(ada.cookie, { recipient_id: sam.id, gift_date: '2026-05-01', product_title: 'b', product_price: 90, satisfaction_rating: 5, occasion_type: 'Birthday' });
      const { insights } = GiftInsightsResponse.parse((await get('/api/gift-history/insights', ada.cookie)).json());
      expect(insights.map((i) => i.kind)).toEqual(['praise', 'generosity', 'exploration', 'planning', 'coming_up']);
      expect(insights[3]).toMatchObject({ message: "Sam's birthday is in 5 days: time to start planning!", recipientId: sam.id });
      expect(insights[4].message).toBe("Kim's birthday is coming up in 25 days.");
    });
  });

  describe('received gifts and the thank-you list', () => {
    it('logs a received gift, ticks the thank-you and filters by it', async () => {
      const res = await send('POST', '/api/received-gifts', { description: 'Book', giver_name: 'Ana', occasion_type: 'Birthday', received_date: '2026-06-10' }, ada.cookie);
      expect(res.statusCode, res.body).toBe(201);
      const { gift } = ReceivedGiftResponse.parse(res.json());
      expect(gift).toMatchObject({ thanked: false, thanked_at: null, giver_name: 'Ana' });
      await send('POST', '/api/received-gifts', { description: 'Mug', giver_name: 'Bo', received_date: '2026-06-12' }, ada.cookie);
      expect(ReceivedGiftListResponse.parse((await get('/api/received-gifts', ada.cookie)).json())).toMatchObject({ toThank: 2 });
      const ticked = await send('PATCH', `/api/received-gifts/${gift.id}`, { thanked: true }, ada.cookie);
      expect(ReceivedGiftResponse.parse(ticked.json()).gift).toMatchObject({ thanked: true, thanked_at: clock.toISOString() });
      const open = ReceivedGiftListResponse.parse((await get('/api/received-gifts?thanked=false', ada.cookie)).json());
      expect(open).toMatchObject({ toThank: 1 });
      expect(open.gifts.map((g) => g.description)).toEqual(['Mug']);
      expect((await send('DELETE', `/api/received-gifts/${gift.id}`, undefined, ada.cookie)).statusCode).toBe(204);
      expect(await t.db.select().from(receivedGifts)).toHaveLength(1);
    });

    it('answers 400 naming the field and writes nothing', async () => {
      const res = await send('POST', '/api/received-gifts', { description: '', giver_name: '', received_date: 'x' }, ada.cookie);
      expect(Object.keys(res.json().error.fields).sort()).toEqual(['description', 'giver_name', 'received_date']);
      expect(Object.keys((await get('/api/received-gifts?thanked=maybe', ada.cookie)).json().error.fields)).toEqual(['thanked']);
      expect(await t.db.select().from(receivedGifts)).toHaveLength(0);
    });

    it("answers 404 for another person's gift and 401 signed out", async () => {
      const { gift } = ReceivedGiftResponse.parse((await send('POST', '/api/received-gifts', { description: 'Theirs', giver_name: 'X', received_date: '2026-06-10' }, grace.cookie)).json());
      expect((await send('PATCH', `/api/received-gifts/${gift.id}`, { thanked: true }, ada.cookie)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/received-gifts/${gift.id}`, undefined, ada.cookie)).statusCode).toBe(404);
      expect((await get('/api/received-gifts')).statusCode).toBe(401);
      expect((await send('POST', '/api/received-gifts', { description: 'x', giver_name: 'y', received_date: '2026-06-10' })).statusCode).toBe(401);
      expect((await t.db.select().from(receivedGifts))[0]).toMatchObject({ thanked: false });
    });
  });
});
