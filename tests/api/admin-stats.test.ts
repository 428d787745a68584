import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { giftHistory, users, wishlists } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/admin/stats', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    admin = await signUpVerifiedUser(t, { role: 'admin', name: 'Ada Admin' });
  });

  const getStats = (cookie?: string) => requests(t).get('/api/admin/stats', cookie);

  /** People who never signed in through the app: their last sign-in is set directly. */
  async function seedPeople(lastSignIns: (Date | null)[]) {
    const rows = lastSignIns.map((lastSignInAt, i) => ({
      id: `seeded-${i}`,
      name: `Seeded ${i}`,
      email: `seeded-${i}@example.com`,
      lastSignInAt,
    }));
    await t.db.insert(users).values(rows);
    return rows;
  }

  it('counts users, wishlists not deleted, gifts and people active in the last 30 days', async () => {
    const now = Date.now();
    const people = await seedPeople([new Date(now - 29 * DAY), new Date(now - 31 * DAY), null]);
    await t.db.insert(wishlists).values([
      { userId: people[0].id, title: 'Birthday' },
      { userId: people[0].id, title: 'Holidays' },
      { userId: people[1].id, title: 'Deleted', isActive: false },
    ]);
    await t.db.insert(giftHistory).values([
      { giverId: people[0].id, giftDate: '2025-01-05', productTitle: 'Scarf' },
      { giverId: people[1].id, giftDate: '2025-02-10', productTitle: 'Book' },
      { giverId: admin.id, giftDate: '2025-03-15', productTitle: 'Headphones' },
    ]);

    const res = await getStats(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    // The admin signed in just now and one seeded person 29 days ago; 31 days ago and never do not count.
    expect(body).toMatchObject({ totalUsers: 4, totalWishlists: 2, totalGifts: 3, activeUsers30d: 2 });
    expect(Number.isNaN(Date.parse(body.countedAt))).toBe(false);
  });

  it('answers zeros on an empty site except for the admin asking', async () => {
    const res = await getStats(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalUsers: 1, totalWishlists: 0, totalGifts: 0, activeUsers30d: 1 });
  });

  it('follows the data: a deleted wishlist and a new gift change the counts', async () => {
    const [wishlist] = await t.db.insert(wishlists).values({ userId: admin.id, title: 'Mine' }).returning();
    expect((await getStats(admin.cookie)).json().totalWishlists).toBe(1);
    await t.db.update(wishlists).set({ isActive: false }).where(eq(wishlists.id, wishlist.id));
    await t.db.insert(giftHistory).values({ giverId: admin.id, giftDate: '2025-04-01', productTitle: 'Plant' });
    expect((await getStats(admin.cookie)).json()).toMatchObject({ totalWishlists: 0, totalGifts: 1 });
  });

  it('refuses a signed-in user (403)', async () => {
    const person = await signUpVerifiedUser(t);
    const res = await getStats(person.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PERMISSION_DENIED');
  });

  it('refuses a moderator (403)', async () => {
    const moderator = await signUpVerifiedUser(t, { role: 'moderator' });
    const res = await getStats(moderator.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PERMISSION_DENIED');
  });

  it('refuses a signed-out visitor (401)', async () => {
    const res = await getStats();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTHENTICATION_ERROR');
  });

  it('refuses a demoted admin at once, whatever the session says', async () => {
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await getStats(admin.cookie)).statusCode).toBe(403);
  });
});
