import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DefaultWishlistItemResponse, DefaultWishlistResponse } from '#shared/schemas/default-wishlist.js';
import { wishlistCollaborators, wishlistItems, wishlists } from '#server/db/schema/wishlists.js';
import { recommendationItems, recommendationRuns } from '#server/db/schema/recommendations.js';
import {
  getOrCreateDefaultWishlist,
  productIdsInDefaultWishlist,
} from '#server/services/wishlists/default-wishlist.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { insertGiftCatalog, insertProducts } from '../support/product-fixtures.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('default wishlist API', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let camera: { id: string; title: string; price: number | null; url: string; externalId: string; imageUrl: string | null };
  let candle: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
    const rows = await insertGiftCatalog(t.db);
    camera = rows.find((r) => r.title === 'Instant Film Camera')!;
    candle = rows.find((r) => r.title === 'Scented Soy Candle Trio')!;
  });

  const { get, post, delete: del } = requests(() => t);
  const heart = (productId: string, user = ada) => post('/api/wishlists/default/items', { productId }, user.cookie);
  const wishlistsOf = (user: TestUser) => t.db.select().from(wishlists).where(eq(wishlists.userId, user.id));

  describe('GET /api/wishlists/default', () => {
    it('answers no wishlist and no items before the first heart, and creates nothing', async () => {
      const res = await get('/api/wishlists/default', ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(DefaultWishlistResponse.parse(res.json())).toEqual({ wishlist: null, items: [] });
      expect(await wishlistsOf(ada)).toHaveLength(0);
    });

    it('lists the items, priority first then newest first', async () => {
      await heart(camera.id);
      await heart(candle.id);
      const { wishlist, items } = DefaultWishlistResponse.parse((await get('/api/wishlists/default', ada.cookie)).json());
      expect(wishlist?.title).toBe('My Wishlist');
      expect(items.map((i) => i.productId)).toEqual([candle.id, camera.id]);
      await t.db.update(wishlistItems).set({ priority: 0 }).where(eq(wishlistItems.productId, camera.id));
      const again = DefaultWishlistResponse.parse((await get('/api/wishlists/default', ada.cookie)).json());
      expect(again.items.map((i) => i.productId)).toEqual([camera.id, candle.id]);
    });

    it('refuses a signed-out visitor', async () => {
      expect((await get('/api/wishlists/default')).statusCode).toBe(401);
    });
  });

  describe('POST /api/wishlists/default/items', () => {
    it('creates the default wishlist with its owner as collaborator and adds the product (201)', async () => {
      const res = await heart(camera.id);
      expect(res.statusCode, res.body).toBe(201);
      const body = DefaultWishlistItemResponse.parse(res.json());
      expect(body.item).toMatchObject({
        title: camera.title,
        url: camera.url,
        imageUrl: camera.imageUrl,
        price: camera.price,
        currency: 'USD',
        // A neutral priority (decision 191): the heart does not make a product 'Most wanted'.
        priority: 3,
        externalProductId: camera.externalId,
        productId: camera.id,
      });
      const [list] = await wishlistsOf(ada);
      expect(list).toMatchObject({ id: body.wishlistId, title: 'My Wishlist', privacy: 'private', isDefault: true, isActive: true });
      const collaborators = await t.db.select().from(wishlistCollaborators).where(eq(wishlistCollaborators.wishlistId, list.id));
      expect(collaborators).toHaveLength(1);
      expect(collaborators[0]).toMatchObject({ userId: ada.id, role: 'owner', invitedBy: ada.id });
      expect(collaborators[0].acceptedAt).toBeInstanceOf(Date);
      expect(await productIdsInDefaultWishlist(t.db, ada.id)).toEqual(new Set([camera.id]));
    });

    it('is idempotent: the same product again answers 200 with the existing item', async () => {
      const first = DefaultWishlistItemResponse.parse((await heart(camera.id)).json());
      const again = await heart(camera.id);
      expect(again.statusCode).toBe(200);
      expect(DefaultWishlistItemResponse.parse(again.json()).item.id).toBe(first.item.id);
      expect(await t.db.select().from(wishlistItems)).toHaveLength(1);
      expect(await wishlistsOf(ada)).toHaveLength(1);
    });

    it('two first hearts at once make one default wishlist', async () => {
      const [a, b] = await Promise.all([heart(camera.id), heart(candle.id)]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().wishlistId).toBe(b.json().wishlistId);
      expect(await wishlistsOf(ada)).toHaveLength(1);
      const [x, y] = await Promise.all([getOrCreateDefaultWishlist(t.db, grace.id, new Date()), getOrCreateDefaultWishlist(t.db, grace.id, new Date())]);
      expect(x.id).toBe(y.id);
      expect(await wishlistsOf(grace)).toHaveLength(1);
    });

    it('removes the new wishlist when its owner cannot be added as collaborator, and creation fails', async () => {
      await t.db.execute(sql`
        create or replace function giftwise_test_refuse_collaborator() returns trigger language plpgsql as $$
        begin raise exception 'collaborator insert refused by test'; end $$`);
      await t.db.execute(sql`
        create trigger giftwise_test_refuse_collaborator before insert on wishlist_collaborators
        for each row execute function giftwise_test_refuse_collaborator()`);
      try {
        const res = await heart(camera.id);
        expect(res.statusCode).toBe(500);
        expect(res.json().error.code).toBe('UNKNOWN_ERROR');
        expect(await wishlistsOf(ada)).toHaveLength(0);
        expect(await t.db.select().from(wishlistItems)).toHaveLength(0);
        await expect(getOrCreateDefaultWishlist(t.db, ada.id, new Date())).rejects.toThrow('The wishlist could not be created');
        expect(await wishlistsOf(ada)).toHaveLength(0);
      } finally {
        await t.db.execute(sql`drop trigger if exists giftwise_test_refuse_collaborator on wishlist_collaborators`);
        await t.db.execute(sql`drop function if exists giftwise_test_refuse_collaborator()`);
      }
      // Once the collaborator can be written, the first heart works.
      expect((await heart(camera.id)).statusCode).toBe(201);
    });

    it('saves a recommendation pick: its product, or its title, search link and price', async () => {
      const [run] = await t.db
        .insert(recommendationRuns)
        .values({ userId: ada.id, profile: { name: 'Sam', age: '26-35', gender: 'female', relationship: 'Friend', occasion: 'Birthday', budget: { min: 20, max: 100 }, interests: ['Photography'], personalityTraits: [], additionalInfo: '' }, source: 'ai', status: 'completed' })
        .returning();
      const [productPick, ideaPick] = await t.db
        .insert(recommendationItems)
        .values([
          { runId: run.id, productId: camera.id, title: camera.title, position: 1, reasons: ['Great reviews'], price: camera.price },
          { runId: run.id, title: 'Custom Star Map Print', description: 'The sky on the day they met', position: 2, price: 45, searchUrl: 'https://www.amazon.com/s?k=custom+star+map' },
        ])
        .returning();
      const product = await post('/api/wishlists/default/items', { recommendationItemId: productPick.id }, ada.cookie);
      expect(product.statusCode, product.body).toBe(201);
      expect(product.json().item).toMatchObject({ productId: camera.id, title: camera.title, url: camera.url });
      // The same product hearted from the gift card is the same item.
      expect((await heart(camera.id)).statusCode).toBe(200);

      const idea = await post('/api/wishlists/default/items', { recommendationItemId: ideaPick.id }, ada.cookie);
      expect(idea.statusCode).toBe(201);
      expect(idea.json().item).toMatchObject({
        productId: null,
        title: 'Custom Star Map Print',
        description: 'The sky on the day they met',
        url: 'https://www.amazon.com/s?k=custom+star+map',
        price: 45,
      });
      const twice = await post('/api/wishlists/default/items', { recommendationItemId: ideaPick.id }, ada.cookie);
      expect(twice.statusCode).toBe(200);
      expect(twice.json().item.id).toBe(idea.json().item.id);

      // Another person's pick is as unknown as a missing one.
      expect((await post('/api/wishlists/default/items', { recommendationItemId: ideaPick.id }, grace.cookie)).statusCode).toBe(404);
      expect(await wishlistsOf(grace)).toHaveLength(0);
    });

    it('answers 404 for an unknown product and writes nothing', async () => {
      const res = await heart(UNKNOWN_ID);
      expect(res.statusCode).toBe(404);
      expect(await wishlistsOf(ada)).toHaveLength(0);
    });

    it('answers 400 naming the field for bad input and writes nothing', async () => {
      const res = await post('/api/wishlists/default/items', { productId: 'nope' }, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json().error.fields)).toContain('Must be a product id');
      const neither = await post('/api/wishlists/default/items', {}, ada.cookie);
      expect(neither.statusCode).toBe(400);
      expect(await wishlistsOf(ada)).toHaveLength(0);
    });

    it('refuses a signed-out visitor', async () => {
      expect((await post('/api/wishlists/default/items', { productId: camera.id })).statusCode).toBe(401);
      expect(await t.db.select().from(wishlists)).toHaveLength(0);
    });
  });

  describe('DELETE /api/wishlists/default/items/by-product/:productId', () => {
    it('un-hearts the product (204), then answers 404 as it is gone', async () => {
      await heart(camera.id);
      const res = await del(`/api/wishlists/default/items/by-product/${camera.id}`, ada.cookie);
      expect(res.statusCode).toBe(204);
      expect(await productIdsInDefaultWishlist(t.db, ada.id)).toEqual(new Set());
      expect((await del(`/api/wishlists/default/items/by-product/${camera.id}`, ada.cookie)).statusCode).toBe(404);
    });

    it("never touches another person's list", async () => {
      await heart(camera.id, grace);
      expect((await del(`/api/wishlists/default/items/by-product/${camera.id}`, ada.cookie)).statusCode).toBe(404);
      expect(await productIdsInDefaultWishlist(t.db, grace.id)).toEqual(new Set([camera.id]));
    });

    it('answers 400 for a bad id and 401 signed out', async () => {
      expect((await del('/api/wishlists/default/items/by-product/nope', ada.cookie)).statusCode).toBe(400);
      expect((await del(`/api/wishlists/default/items/by-product/${camera.id}`)).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/wishlists/default/items/:itemId', () => {
    it('removes an item of the own default wishlist (204)', async () => {
      const { item } = DefaultWishlistItemResponse.parse((await heart(camera.id)).json());
      expect((await del(`/api/wishlists/default/items/${item.id}`, ada.cookie)).statusCode).toBe(204);
      expect(await t.db.select().from(wishlistItems)).toHaveLength(0);
      expect((await del(`/api/wishlists/default/items/${item.id}`, ada.cookie)).statusCode).toBe(404);
    });

    it("answers 404 for another person's item and leaves it", async () => {
      const { item } = DefaultWishlistItemResponse.parse((await heart(camera.id, grace)).json());
      await heart(candle.id);
      expect((await del(`/api/wishlists/default/items/${item.id}`, ada.cookie)).statusCode).toBe(404);
      expect(await t.db.select().from(wishlistItems).where(and(eq(wishlistItems.id, item.id)))).toHaveLength(1);
    });

    it('answers 400 for a bad id and 401 signed out', async () => {
      expect((await del('/api/wishlists/default/items/nope', ada.cookie)).statusCode).toBe(400);
      expect((await del(`/api/wishlists/default/items/${UNKNOWN_ID}`)).statusCode).toBe(401);
    });
  });

  it("each person's hearts go to their own list", async () => {
    const [mug] = await insertProducts(t.db, [{ title: 'Enamel Camp Mug', price: 18, category: 'Sports & Outdoors' }]);
    await heart(mug.id);
    await heart(mug.id, grace);
    expect((await t.db.select().from(wishlistItems).where(eq(wishlistItems.productId, mug.id))).length).toBe(2);
    expect(await productIdsInDefaultWishlist(t.db, ada.id)).toEqual(new Set([mug.id]));
  });
});
