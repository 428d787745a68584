import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userAchievements } from '#server/db/schema/analytics.js';
import { notifications } from '#server/db/schema/index.js';
import { socialActivities } from '#server/db/schema/social.js';
import { wishlistClaims, wishlists } from '#server/db/schema/wishlists.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { wishlistClient } from '../support/wishlist-helpers.js';

/**
 * Issue 18, item 2 (docs/decisions/187): the wishlist writes as named operations. A claim made by either door
 * does the same things once; archiving records what updating records; the side effects share the write's
 * transaction without ever losing it, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
describe('wishlist operations (issue 18)', () => {
  let t: TestApp;
  let w: ReturnType<typeof wishlistClient>;
  let owner: TestUser;
  let zelda: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    w = wishlistClient(t);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    owner = await signUpVerifiedUser(t, { name: 'Olive Owner' });
    zelda = await signUpVerifiedUser(t, { name: 'Zelda Claimer' });
  });

  const activitiesOf = async (who: TestUser) =>
    (await t.db.select().from(socialActivities).where(eq(socialActivities.userId, who.id))).filter((a) => a.activityType !== 'achievement');

  describe('a claim, by the list\'s page and by its share link', () => {
    it('writes one confirmed claim named as the profile names the claimer, the same by both doors, and tells nobody', async () => {
      const list = await w.createList(owner, { title: 'Birthday', privacy: 'public' });
      const kettle = await w.addItem(list, owner, { title: 'Kettle' });
      const mugs = await w.addItem(list, owner, { title: 'Mugs', quantity: 4 });
      const { id: shareId, token } = await w.share(list, owner);
      const notificationsBefore = await t.db.select().from(notifications);
      const activitiesBefore = await t.db.select().from(socialActivities);

      const byPage = await w.post(`/api/wishlists/${list}/items/${kettle}/claims`, zelda, { quantity: 1, hideName: true });
      const byLink = await w.post(`/api/wishlists/shared/${token}/items/${mugs}/claims`, zelda, { quantity: 1, hideName: true });
      expect(byPage.statusCode, byPage.body).toBe(201);
      expect(byLink.statusCode, byLink.body).toBe(201);
      const strip = (claim: Record<string, unknown>) => ({ ...claim, id: 'x', createdAt: 'x', item: 'x' });
      expect(strip(byLink.json().claim)).toEqual(strip(byPage.json().claim));
      expect(byPage.json().claim).toMatchObject({ status: 'confirmed', name: 'Zelda Claimer', hideName: true, quantity: 1 });
      expect(byLink.json()).not.toHaveProperty('message');

      const rows = await t.db.select().from(wishlistClaims).where(eq(wishlistClaims.userId, zelda.id));
      expect(rows.map((r) => [r.itemId, r.status, r.name, r.email, r.shareId]).sort()).toEqual(
        [
          [kettle, 'confirmed', 'Zelda Claimer', zelda.email.toLowerCase(), null],
          [mugs, 'confirmed', 'Zelda Claimer', zelda.email.toLowerCase(), shareId],
        ].sort(),
      );
      // Claims are sealed (decision 173): no notice, no activity, by either door.
      expect(await t.db.select().from(notifications)).toHaveLength(notificationsBefore.length);
      expect(await t.db.select().from(socialActivities)).toHaveLength(activitiesBefore.length);
      // And the same refusal by both doors: one claim per person per item.
      const again = await w.post(`/api/wishlists/shared/${token}/items/${kettle}/claims`, zelda, {});
      expect(again.statusCode).toBe(400);
      expect(again.json().error.fields).toHaveProperty('quantity');
    });
  });

  describe('archiving records what updating records (decision 187)', () => {
    it('writes wishlist_updated for a public or friends list, and nothing for a private one', async () => {
      const updated = await w.createList(owner, { title: 'Updated', privacy: 'friends' });
      const archived = await w.createList(owner, { title: 'Archived', privacy: 'friends' });
      const hidden = await w.createList(owner, { title: 'Hidden', privacy: 'private' });
      expect((await w.patch(`/api/wishlists/${updated}`, owner, { description: 'Things' })).statusCode).toBe(200);
      expect((await w.post(`/api/wishlists/${archived}/archive`, owner)).statusCode).toBe(200);
      expect((await w.post(`/api/wishlists/${hidden}/archive`, owner)).statusCode).toBe(200);
      const rows = (await activitiesOf(owner)).filter((a) => a.activityType === 'wishlist_updated');
      expect(rows.map((a) => a.description).sort()).toEqual(['updated the wishlist "Archived"', 'updated the wishlist "Updated"']);
    });
  });

  describe('side effects in the write\'s transaction', () => {
    it('keeps the list when its achievement cannot be written, and writes none of its side effects', async () => {
      await t.db.execute(sql`alter table user_achievements rename to user_achievements_away`);
      try {
        const created = await w.post('/api/wishlists', owner, { title: 'Kept', privacy: 'public' });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().wishlist.id as string;
        expect((await t.db.select().from(wishlists).where(eq(wishlists.id, id))).map((l) => l.title)).toEqual(['Kept']);
        // The savepoint took the activity back with the failed achievement; the list and its owner row stand.
        expect(await activitiesOf(owner)).toEqual([]);
        expect((await w.get(`/api/wishlists/${id}`, owner)).statusCode).toBe(200);
        // The connection is usable after it: the next write goes through.
        expect((await w.patch(`/api/wishlists/${id}`, owner, { description: 'Still here' })).statusCode).toBe(200);
      } finally {
        await t.db.execute(sql`alter table user_achievements_away rename to user_achievements`);
      }
      // With the table back, the next write records as usual, and the achievement is earned once.
      await w.createList(owner, { title: 'Second', privacy: 'public' });
      expect((await activitiesOf(owner)).map((a) => a.description)).toEqual(['created the wishlist "Second"']);
      expect((await t.db.select().from(userAchievements).where(eq(userAchievements.userId, owner.id))).map((a) => a.achievementKey)).toEqual(['first_wishlist_shared']);
    });
  });
});
