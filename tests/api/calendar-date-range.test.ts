import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wishlists } from '#server/db/schema/wishlists.js';
import { CALENDAR_RANGE_MESSAGE } from '#shared/calendar/dates.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { wishlistClient } from '../support/wishlist-helpers.js';

/** Issue 17, section 3: eventDate 0000-01-01 gave a 500. Calendar dates take the years 1900-2200, with a 400 naming the field. */
describe('calendar dates outside 1900-2200', () => {
  let t: TestApp;
  let w: ReturnType<typeof wishlistClient>;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    w = wishlistClient(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ada = await signUpVerifiedUser(t);
  });

  it('a wishlist eventDate of 0000-01-01 is a 400 naming eventDate, and nothing is written', async () => {
    const created = await w.post('/api/wishlists', ada, { title: 'Birthday list', eventDate: '0000-01-01' });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ eventDate: CALENDAR_RANGE_MESSAGE });
    expect(await t.db.select().from(wishlists)).toHaveLength(0);

    const list = await w.createList(ada, { eventDate: '2026-12-10' });
    for (const eventDate of ['0000-01-01', '1899-12-31', '2201-01-01']) {
      const patched = await w.patch(`/api/wishlists/${list}`, ada, { eventDate });
      expect(patched.statusCode, eventDate).toBe(400);
      expect(patched.json().error.fields).toEqual({ eventDate: CALENDAR_RANGE_MESSAGE });
    }
    const [stored] = await t.db.select().from(wishlists);
    expect(stored.eventDate).toBe('2026-12-10');
  });

  it('takes the first and the last day of the range', async () => {
    const list = await w.createList(ada, { eventDate: '1900-01-01' });
    const patched = await w.patch(`/api/wishlists/${list}`, ada, { eventDate: '2200-12-31' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().wishlist.eventDate).toBe('2200-12-31');
  });

  it('a recipient birthday, a gift history date or a calendar range in year 0000 is a 400 naming its field', async () => {
    const recipient = await w.post('/api/recipients', ada, { name: 'Grace', birthday: '0000-01-01' });
    expect(recipient.statusCode).toBe(400);
    expect(recipient.json().error.fields).toEqual({ birthday: CALENDAR_RANGE_MESSAGE });
    const gift = await w.post('/api/gift-history', ada, { gift_date: '0000-01-01', product_title: 'Scarf' });
    expect(gift.statusCode).toBe(400);
    expect(gift.json().error.fields).toEqual({ gift_date: CALENDAR_RANGE_MESSAGE });
    const events = await w.get('/api/calendar/events?from=0000-01-01&to=0000-02-01', ada);
    expect(events.statusCode).toBe(400);
    expect(Object.keys(events.json().error.fields)).toEqual(['from', 'to']);
  });
});
