import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BESTSELLER_CATEGORIES } from '#shared/constants/choice-lists.js';
import { INTEREST_REASON } from '#shared/products/gift-score.js';
import { BestsellersResponse, CacheStatus, RefreshResponse } from '#shared/schemas/products.js';
import { productCacheState, products } from '#server/db/schema/products.js';
import { wishlistItems, wishlists } from '#server/db/schema/wishlists.js';
import { RetailSourceError } from '#server/integrations/retail/types.js';
import { createSampleRetailSource } from '#server/integrations/retail/sample-source.js';
import { refreshBestsellersJob } from '#server/jobs/refresh-bestsellers.job.js';
import { scaledLimit } from '#server/http/plugins/rate-limit.js';
import { REFRESH_MESSAGES } from '#server/http/routes/products.routes.js';
import { createCatalogService, SIGNED_OUT_MEMO_MAX_AGE_MS } from '#server/services/products/catalog.service.js';
import type { Database } from '#server/db/client.js';
import {
  CatalogRefreshError,
  REFRESH_COALESCE_MS,
  REFRESH_LEASE_MS,
  refreshCatalog,
} from '#server/services/products/catalog-cache.service.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { CAMERA_ID, FakeBestsellerSource } from '../support/fake-bestseller-source.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date('2026-03-02T10:00:00.000Z');

describe('best-sellers API', () => {
  let t: TestApp;
  const source = new FakeBestsellerSource('amazon');
  let clock = START;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, context: { retailSource: source } });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = START;
    source.resetState();
    await t.reset();
  });

  const { get, patch } = requests(() => t);
  const refresh = (cookie?: string) => requests(t).post('/api/bestsellers/refresh', undefined, cookie);
  const bestsellers = async (query = '', cookie?: string) => {
    const res = await get(`/api/bestsellers${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return BestsellersResponse.parse(res.json());
  };
  const status = async () => {
    const res = await get('/api/bestsellers/status');
    expect(res.statusCode).toBe(200);
    return CacheStatus.parse(res.json());
  };
  const productCount = async () => (await t.db.select({ id: products.id }).from(products)).length;

  describe('GET /api/bestsellers', () => {
    it('fills the empty cache on the first read and answers the spec fields with the defaults (12, all categories)', async () => {
      const body = await bestsellers();
      expect(source.refreshes).toBe(1);
      expect(body).toMatchObject({ success: true, cached: true, lastUpdated: START.toISOString(), source: 'amazon' });
      expect(body.products).toHaveLength(12);
      // Signed out: best sales rank first, which mixes every category.
      expect(new Set(body.products.map((p) => p.category))).toEqual(new Set(BESTSELLER_CATEGORIES));
      expect(body.products.map((p) => p.salesRank)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
      const first = body.products[0];
      for (const field of ['id', 'title', 'description', 'price', 'originalPrice', 'image', 'category', 'tags', 'giftScore', 'rating', 'reviews', 'reasonsForRecommendation', 'inWishlist', 'retailer', 'amazonUrl', 'brand', 'isPrime', 'salesRank', 'cachedAt', 'url']) {
        expect(first, field).toHaveProperty(field);
      }
      expect(first.cachedAt).toBe(START.toISOString());
      expect(first.inWishlist).toBe(false);
      expect(first.amazonUrl).not.toContain('tag=');
      // A warm cache is read, not refilled.
      await bestsellers();
      expect(source.refreshes).toBe(1);
    });

    it('refills after the tables were emptied (a reset)', async () => {
      await bestsellers();
      await t.reset();
      const body = await bestsellers();
      expect(body.products).toHaveLength(12);
      expect(source.refreshes).toBe(2);
    });

    it('filters by a category chip name; All Categories means every category', async () => {
      const home = await bestsellers('?category=Home%20%26%20Garden');
      expect(home.products).toHaveLength(8);
      expect(home.products.every((p) => p.category === 'Home & Garden')).toBe(true);
      expect(home.products.map((p) => p.salesRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const all = await bestsellers(`?category=${encodeURIComponent('All Categories')}&limit=50`);
      expect(all.products).toHaveLength(48);
      expect(new Set(all.products.map((p) => p.category)).size).toBe(6);
    });

    it('takes a limit from 1 to 50', async () => {
      expect((await bestsellers('?limit=1')).products).toHaveLength(1);
      // 48 products exist; 50 is allowed.
      expect((await bestsellers('?limit=50')).products).toHaveLength(48);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['category=Toys', 'category'],
      ['category=electronics', 'category'],
      ['forceRefresh=yes', 'forceRefresh'],
    ])('refuses %s with a 400 naming %s, and writes nothing', async (query, field) => {
      const res = await get(`/api/bestsellers?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields)).toEqual([field]);
      expect(source.calls).toBe(0);
      expect(await productCount()).toBe(0);
    });

    it('forceRefresh=true refreshes first, coalesced within the window', async () => {
      await bestsellers();
      source.catalog = source.catalog.map((p) => (p.externalId === 'electronics-tech-0' ? { ...p, title: 'Renamed gadget' } : p));
      advance(MINUTE);
      // Within five minutes of the last refresh: coalesced, the old title stays.
      let body = await bestsellers('?forceRefresh=true&category=Electronics%20%26%20Tech');
      expect(source.refreshes).toBe(1);
      expect(body.products[0].title).toBe('Electronics & Tech pick 0');
      advance(REFRESH_COALESCE_MS);
      body = await bestsellers('?forceRefresh=true&category=Electronics%20%26%20Tech');
      expect(source.refreshes).toBe(2);
      expect(body.products[0].title).toBe('Renamed gadget');
      expect(body.lastUpdated).toBe(clock.toISOString());
      expect(body.products[0].cachedAt).toBe(clock.toISOString());
    });

    it('signed out: revalidated by caches; signed in: never stored', async () => {
      const out = await get('/api/bestsellers');
      expect(out.headers['cache-control']).toBe('no-cache');
      const ada = await signUpVerifiedUser(t);
      const signedIn = await get('/api/bestsellers', ada.cookie);
      expect(signedIn.headers['cache-control']).toBe('no-store');
    });
  });

  describe('signed in', () => {
    it("adds the interest bonus with 'Matches your interests' and sorts by score", async () => {
      const ada = await signUpVerifiedUser(t);
      const patched = await patch('/api/profile', { interests: ['Photography'] }, ada);
      expect(patched.statusCode, patched.body).toBe(200);

      const signedOut = await bestsellers();
      const outAll = await bestsellers('?limit=50');
      const cameraOut = outAll.products.find((p) => p.title === 'Instant Film Camera')!;
      expect(cameraOut.giftScore).toBe(91);
      expect(cameraOut.reasonsForRecommendation).not.toContain(INTEREST_REASON);
      // Ranked last in its category, it is not among the signed-out twelve.
      expect(signedOut.products.map((p) => p.id)).not.toContain(cameraOut.id);

      const mine = await bestsellers('', ada.cookie);
      expect(mine.products[0]).toMatchObject({ id: cameraOut.id, giftScore: 99 });
      expect(mine.products[0].reasonsForRecommendation[0]).toBe(INTEREST_REASON);
      expect(mine.products.filter((p) => p.reasonsForRecommendation.includes(INTEREST_REASON))).toHaveLength(1);
      const scores = mine.products.map((p) => p.giftScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      // The twelve are the best twelve scores of the whole list, not a re-sort of the signed-out twelve.
      const allMine = await bestsellers('?limit=50', ada.cookie);
      const allScores = allMine.products.map((p) => p.giftScore);
      expect(allScores).toEqual([...allScores].sort((a, b) => b - a));
      expect(scores).toEqual(allScores.slice(0, 12));
    });

    it('a signed-in person without interests gets the list sorted by score', async () => {
      const ada = await signUpVerifiedUser(t);
      const body = await bestsellers('?limit=50', ada.cookie);
      const scores = body.products.map((p) => p.giftScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(body.products.some((p) => p.reasonsForRecommendation.includes(INTEREST_REASON))).toBe(false);
    });

    it('marks the products in the default wishlist (inWishlist), for their owner only', async () => {
      const ada = await signUpVerifiedUser(t);
      const grace = await signUpVerifiedUser(t);
      const list = await bestsellers('?category=Books%20%26%20Media');
      const target = list.products[2];
      const [wishlist] = await t.db.insert(wishlists).values({ userId: ada.id, title: 'My Wishlist', isDefault: true }).returning();
      await t.db.insert(wishlistItems).values({ wishlistId: wishlist.id, title: target.title, productId: target.id });

      const adas = await bestsellers('?category=Books%20%26%20Media', ada.cookie);
      expect(adas.products.filter((p) => p.inWishlist).map((p) => p.id)).toEqual([target.id]);
      const graces = await bestsellers('?category=Books%20%26%20Media', grace.cookie);
      expect(graces.products.some((p) => p.inWishlist)).toBe(false);
      const anonymous = await bestsellers('?category=Books%20%26%20Media');
      expect(anonymous.products.some((p) => p.inWishlist)).toBe(false);
    });
  });

  describe('POST /api/bestsellers/refresh', () => {
    it('refreshes, and a repeat within five minutes is coalesced', async () => {
      let res = await refresh();
      expect(res.statusCode, res.body).toBe(200);
      expect(RefreshResponse.parse(res.json())).toEqual({ message: REFRESH_MESSAGES.refreshed, refreshed: true, coalesced: false, source: 'amazon' });
      expect(source.refreshes).toBe(1);
      // Counted in its own rate-limit class (10 per 10 minutes, scaled in tests).
      expect(res.headers['ratelimit-limit']).toBe(String(scaledLimit('bestsellers-refresh', t.ctx.settings.rateLimitScale)));

      advance(REFRESH_COALESCE_MS - MINUTE);
      res = await refresh();
      expect(res.json()).toEqual({ message: REFRESH_MESSAGES.fresh, refreshed: false, coalesced: true, source: 'amazon' });
      expect(source.refreshes).toBe(1);

      advance(MINUTE);
      res = await refresh();
      expect(res.json()).toMatchObject({ message: REFRESH_MESSAGES.refreshed, refreshed: true });
      expect(source.refreshes).toBe(2);
    });

    it('two concurrent refreshes do the work once', async () => {
      const [a, b] = await Promise.all([refresh(), refresh()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(source.refreshes).toBe(1);
      const bodies = [a.json(), b.json()];
      expect(bodies.filter((r) => r.refreshed)).toHaveLength(1);
      expect(bodies.filter((r) => r.coalesced)).toHaveLength(1);
    });

    it('a caller arriving while a refresh runs shares it (no second call to the source)', async () => {
      source.hold();
      const deps = { db: t.db, source, fallback: createSampleRetailSource(), now: () => clock };
      const first = refreshCatalog(deps);
      const second = refreshCatalog(deps);
      // The first is waiting on the source; the second joined it rather than asking again.
      await expect.poll(() => source.calls).toBe(1);
      source.release();
      const [r1, r2] = await Promise.all([first, second]);
      expect(r1).toMatchObject({ refreshed: true, coalesced: false });
      expect(r2).toMatchObject({ refreshed: false, coalesced: true, source: 'amazon' });
      expect(source.refreshes).toBe(1);
    });

    it('another instance that claimed the refresh wins until its claim expires', async () => {
      await bestsellers();
      advance(REFRESH_COALESCE_MS + MINUTE);
      // Another instance marks every category 'refreshing' (as its claim does).
      await t.db.update(productCacheState).set({ status: 'refreshing', lastAttemptAt: clock });
      let res = await refresh();
      expect(res.json()).toMatchObject({ refreshed: false, coalesced: true });
      expect(source.refreshes).toBe(1);
      // It crashed: after the lease, the claim is taken over.
      advance(REFRESH_LEASE_MS);
      res = await refresh();
      expect(res.json()).toMatchObject({ refreshed: true, coalesced: false });
      expect(source.refreshes).toBe(2);
      const states = await t.db.select().from(productCacheState);
      expect(states.every((s) => s.status === 'ok')).toBe(true);
    });

    it('when the source fails, the sample catalog answers and the status says so', async () => {
      await bestsellers();
      advance(REFRESH_COALESCE_MS + MINUTE);
      source.failWith = new RetailSourceError('Amazon answered 503 Service Unavailable', 503);
      const res = await refresh();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: REFRESH_MESSAGES.fallback, refreshed: true, coalesced: false, source: 'sample' });

      const s = await status();
      expect(s.source).toBe('sample');
      expect(s.sourceError).toContain('Amazon answered 503');
      expect(s.cached).toBe(true);
      expect(s.totalProducts).toBeGreaterThanOrEqual(240);

      const body = await bestsellers();
      expect(body.source).toBe('sample');
      expect(body.products).toHaveLength(12);
      expect(body.products.every((p) => p.source === 'sample')).toBe(true);

      // The source recovers: the next refresh after the window brings it back.
      source.failWith = null;
      advance(REFRESH_COALESCE_MS);
      const back = await refresh();
      expect(back.json()).toMatchObject({ message: REFRESH_MESSAGES.refreshed, source: 'amazon' });
      const after = await status();
      expect(after).toMatchObject({ source: 'amazon', sourceError: null, totalProducts: 48 });
      expect((await bestsellers()).products.every((p) => p.source === 'amazon')).toBe(true);
    });

    it('a failing source on an empty cache: the first read is answered by the sample catalog', async () => {
      source.failWith = new Error('socket hang up');
      const body = await bestsellers();
      expect(body.source).toBe('sample');
      expect(body.products).toHaveLength(12);
      expect((await status()).sourceError).toBe('socket hang up');
    });
  });

  describe('GET /api/bestsellers/status', () => {
    it('reports an empty cache before the first read, without filling it', async () => {
      expect(await status()).toEqual({
        configured: false,
        cached: false,
        lastUpdated: null,
        isStale: true,
        categories: [],
        totalProducts: 0,
        source: 'sample',
        sourceError: null,
      });
      expect(source.calls).toBe(0);
    });

    it('reports the filled cache, and goes stale after a day', async () => {
      await bestsellers();
      advance(HOUR);
      expect(await status()).toEqual({
        configured: false,
        cached: true,
        lastUpdated: START.toISOString(),
        isStale: false,
        categories: [...BESTSELLER_CATEGORIES],
        totalProducts: 48,
        source: 'amazon',
        sourceError: null,
      });
      advance(24 * HOUR);
      expect((await status()).isStale).toBe(true);
    });

    it('lists only the categories that hold products', async () => {
      source.catalog = source.catalog.filter((p) => p.category !== 'Books & Media');
      await bestsellers();
      const s = await status();
      expect(s.categories).toEqual(BESTSELLER_CATEGORIES.filter((c) => c !== 'Books & Media'));
      expect(s.totalProducts).toBe(40);
    });

    it('keeps only the current best sellers: products that dropped out are no longer listed', async () => {
      await bestsellers();
      source.catalog = source.catalog.filter((p) => p.externalId !== CAMERA_ID);
      advance(REFRESH_COALESCE_MS + MINUTE);
      await refresh();
      expect((await status()).totalProducts).toBe(47);
      const all = await bestsellers('?limit=50');
      expect(all.products.map((p) => p.title)).not.toContain('Instant Film Camera');
      // The row stays (wishlists may point at it).
      expect(await productCount()).toBe(48);
    });
  });

  describe('the signed-out memo', () => {
    it('answers from memory, asking the database nothing, until this process refreshes, the lists are forgotten, or they age out', async () => {
      await bestsellers();
      // The database as the catalog sees it, counting every query started through it.
      let queries = 0;
      const counted = new Proxy(t.db, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (['select', 'execute', 'transaction', 'insert', 'update', 'delete'].includes(String(key))) queries++;
            return value.apply(target, args);
          };
        },
      }) as Database;
      let ms = 0;
      const catalog = createCatalogService({ db: counted, settings: t.ctx.settings, source, fallback: createSampleRetailSource(), now: () => clock, clock: () => ms });
      let renders = 0;
      const list = catalog.rememberSignedOutBestsellers((page) => ({ render: ++renders, first: page.products[0]?.title }));
      const log = { info: () => undefined, error: () => undefined };
      const twelve = { limit: 12 };

      const first = await list(twelve, log);
      expect(first.render).toBe(1);
      const before = queries;
      expect(await list(twelve, log)).toBe(first);
      expect(queries).toBe(before);
      // Another key is its own list.
      expect((await list({ limit: 3 }, log)).render).toBe(2);

      // Another instance refreshed: trusted for at most SIGNED_OUT_MEMO_MAX_AGE_MS, then read again.
      await t.db.update(productCacheState).set({ productCount: 99 });
      ms += SIGNED_OUT_MEMO_MAX_AGE_MS - 1;
      expect((await list(twelve, log)).render).toBe(1);
      ms += 1;
      expect((await list(twelve, log)).render).toBe(3);

      // A refresh in this process: at once.
      advance(REFRESH_COALESCE_MS);
      await catalog.refresh();
      expect((await list(twelve, log)).render).toBe(4);

      // Forgotten on request (tests do it after emptying the tables).
      expect((await list(twelve, log)).render).toBe(4);
      catalog.forgetRememberedLists();
      expect((await list(twelve, log)).render).toBe(5);
    });

    it('a signed-out list read while a refresh runs is not remembered', async () => {
      await bestsellers();
      const catalog = createCatalogService({ db: t.db, settings: t.ctx.settings, source, fallback: createSampleRetailSource(), now: () => clock });
      let renders = 0;
      const list = catalog.rememberSignedOutBestsellers(() => ++renders);
      const log = { info: () => undefined, error: () => undefined };
      advance(REFRESH_COALESCE_MS);
      source.hold();
      const refreshing = catalog.refresh();
      await expect.poll(() => source.calls).toBeGreaterThan(0);
      expect(await list({ limit: 12 }, log)).toBe(1);
      source.release();
      await refreshing;
      expect(await list({ limit: 12 }, log)).toBe(2);
      expect(await list({ limit: 12 }, log)).toBe(2);
    });

    it('a signed-out list is served again after a refresh with the new products', async () => {
      const before = await bestsellers('?category=Electronics%20%26%20Tech');
      source.catalog = source.catalog.map((p) => (p.externalId === 'electronics-tech-0' ? { ...p, title: 'Renamed gadget' } : p));
      advance(REFRESH_COALESCE_MS);
      expect((await refresh()).json()).toMatchObject({ refreshed: true });
      const after = await bestsellers('?category=Electronics%20%26%20Tech');
      expect(before.products[0].title).toBe('Electronics & Tech pick 0');
      expect(after.products[0].title).toBe('Renamed gadget');
    });
  });

  describe('the daily job', () => {
    it('refreshes even within the coalescing window (force)', async () => {
      await bestsellers();
      advance(MINUTE);
      const log = { info: () => undefined, error: () => undefined };
      await refreshBestsellersJob.handle({}, { ...t.ctx, log });
      // The job refreshes the app context's catalog: its source, not one of its own.
      expect(source.refreshes).toBe(2);
      const s = await status();
      expect(s.source).toBe('amazon');
      expect(s.lastUpdated).toBe(clock.toISOString());
      expect(refreshBestsellersJob.schedule).toEqual({ dailyAtUtcHour: 4 });
    });
  });
});

describe('best-sellers API with an affiliate tag and a failing sample catalog', () => {
  let t: TestApp;
  // Named 'sample': it is its own fallback, so when it fails nothing answers.
  const source = new FakeBestsellerSource('sample');

  beforeAll(async () => {
    t = await createTestApp({ settings: { retail: { affiliateTag: 'giftwise-20' } }, context: { retailSource: source } });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    source.resetState();
    await t.reset();
  });

  it('adds the affiliate tag to the retailer links', async () => {
    const res = await requests(t).get('/api/bestsellers');
    const body = BestsellersResponse.parse(res.json());
    for (const p of body.products) {
      expect(new URL(p.amazonUrl).searchParams.get('tag')).toBe('giftwise-20');
      expect(p.url).toBe(p.amazonUrl);
    }
  });

  it('a refresh failure that leaves nothing to show is a 503 in the common error shape', async () => {
    source.failWith = new Error('catalog file unreadable');
    const post = await requests(t).post('/api/bestsellers/refresh');
    expect(post.statusCode).toBe(503);
    expect(post.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    const get = await requests(t).get('/api/bestsellers');
    expect(get.statusCode).toBe(503);
    expect(get.json().error.code).toBe('SERVICE_UNAVAILABLE');
    const states = await t.db.select().from(productCacheState);
    expect(states.every((s) => s.status === 'failed' && s.lastError?.includes('catalog file unreadable'))).toBe(true);
  });

  it('a failed refresh keeps the products cached earlier', async () => {
    let clock = new Date(START);
    const deps = { db: t.db, source, fallback: source, now: () => clock };
    await refreshCatalog(deps);
    clock = new Date(clock.getTime() + REFRESH_COALESCE_MS + MINUTE);
    source.failWith = new Error('catalog file unreadable');
    await expect(refreshCatalog(deps)).rejects.toBeInstanceOf(CatalogRefreshError);
    const res = await requests(t).get('/api/bestsellers?limit=50');
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toHaveLength(48);
  });
});
