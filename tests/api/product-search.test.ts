import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BESTSELLER_CATEGORIES } from '#shared/constants/choice-lists.js';
import { INTEREST_REASON } from '#shared/products/gift-score.js';
import { PRODUCT_QUERY_MAX_LENGTH, ProductSearchResponse } from '#shared/schemas/products.js';
import { products } from '#server/db/schema/products.js';
import { createSampleRetailSource } from '#server/integrations/retail/sample-source.js';
import type { RetailProduct } from '#server/integrations/retail/types.js';
import { presentProduct } from '#server/presenters/product.presenter.js';
import { productColumns, productValues, refreshCatalog } from '#server/services/products/catalog-cache.service.js';
import { giftScoreSql, viewerScoreSql } from '#server/services/products/product-query.service.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { FakeBestsellerSource, fakeProduct } from '../support/fake-bestseller-source.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const added = (date: string) => new Date(`${date}T00:00:00.000Z`).toISOString();

/** A small catalog whose words, prices, ratings and dates make every search and sort predictable. */
const CATALOG: RetailProduct[] = [
  fakeProduct({
    externalId: 'A', title: 'Wireless Noise Cancelling Headphones', brand: 'Sonix', category: 'Electronics & Tech',
    description: 'Over-ear sound with a 30 hour battery', tags: ['audio', 'music'], price: 199.99, originalPrice: 249.99,
    rating: 4.6, reviewCount: 12000, isPrime: true, salesRank: 1, addedAt: added('2025-05-01'),
  }),
  fakeProduct({
    externalId: 'B', title: 'Pour-Over Coffee Kit', brand: 'BrewCraft', category: 'Home & Garden',
    description: 'Everything a home barista needs', tags: ['kitchen'], price: 45, rating: 4.4, reviewCount: 800,
    salesRank: 2, addedAt: added('2025-03-01'),
  }),
  fakeProduct({
    externalId: 'C', title: 'Ceramic Mug Set', brand: 'Claywork', category: 'Home & Garden',
    description: 'Four mugs for tea or coffee lovers', tags: ['kitchen', 'drinkware'], price: 32, rating: 4.1, reviewCount: 150,
    salesRank: 3, addedAt: added('2025-06-01'),
  }),
  fakeProduct({
    externalId: 'D', title: 'Non-Slip Yoga Mat', brand: 'Zenflow', category: 'Sports & Outdoors',
    description: 'Thick cushioning for home workouts', tags: ['fitness'], price: 29.5, rating: 4.8, reviewCount: 5400,
    isPrime: true, salesRank: 1, addedAt: added('2025-02-01'),
  }),
  fakeProduct({
    externalId: 'E', title: 'Illustrated World Atlas', brand: 'Mapworks', category: 'Books & Media',
    description: 'Cartography for curious minds', tags: ['geography'], price: 55, rating: 4.9, reviewCount: 2100,
    salesRank: 1, addedAt: added('2025-04-01'),
  }),
  fakeProduct({
    externalId: 'F', title: 'Leather Card Wallet', brand: 'Hidecraft', category: 'Fashion & Style',
    description: 'Slim and handmade', tags: ['accessories'], price: null, rating: null, reviewCount: 0,
    salesRank: 5, addedAt: added('2025-01-15'),
  }),
  fakeProduct({
    externalId: 'G', title: 'Lavender Bath Gift Set', brand: 'Bloom & Co', category: 'Health & Beauty',
    description: 'Relaxing soaps and salts', tags: ['spa'], price: 24.99, originalPrice: 34.99, rating: 4.3, reviewCount: 640,
    isPrime: true, salesRank: 2, addedAt: added('2025-07-01'),
    suits: { interests: ['Beauty'], traits: [], occasions: [], ageRanges: [], relationships: [] },
  }),
  fakeProduct({
    externalId: 'H', title: 'Bluetooth Speaker', brand: 'Sonix', category: 'Electronics & Tech',
    description: 'Portable waterproof speaker', tags: ['audio'], price: 59.99, rating: 4.5, reviewCount: 3000,
    salesRank: 2, addedAt: added('2025-08-01'),
  }),
];

/** The external ids (A…H) of an answer, in order. */
const idsOf = (body: ProductSearchResponse, byId: Map<string, string>) => body.products.map((p) => byId.get(p.id));

describe('product search API (GET /api/products)', () => {
  let t: TestApp;
  const source = new FakeBestsellerSource('amazon');
  /** products.id -> external id (A…H). */
  let byId: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ context: { retailSource: source } });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    source.resetState();
    source.catalog = CATALOG;
    await t.reset();
    byId = new Map();
  });

  const { get, patch } = requests(() => t);
  async function search(query: Record<string, string | number> = {}, cookie?: string): Promise<ProductSearchResponse> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await get(`/api/products${qs ? `?${qs}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = ProductSearchResponse.parse(res.json());
    if (byId.size === 0) {
      const rows = await t.db.select({ id: products.id, externalId: products.externalId }).from(products);
      byId = new Map(rows.map((r) => [r.id, r.externalId]));
    }
    return body;
  }
  const ids = async (query: Record<string, string | number> = {}, cookie?: string) => idsOf(await search(query, cookie), byId);

  it('without a text: every current product, by gift score, with the total and paging fields', async () => {
    const body = await search();
    expect(source.refreshes).toBe(1);
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 24, totalPages: 1, sort: 'score', source: 'amazon' });
    const scores = body.products.map((p) => p.giftScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.slice(0, 2)).toEqual([100, 100]);
    expect(body.products.at(-1)!.title).toBe('Leather Card Wallet');
    expect(hasCardFields(body)).toBe(true);
  });

  describe('full text over title, brand, description and tags', () => {
    it.each([
      ['headphones', ['A']],
      ['sonix', ['A', 'H']],
      ['barista', ['B']],
      ['drinkware', ['C']],
      ['cartography', ['E']],
      ['"gift set"', ['G']],
    ])('%s finds %j', async (q, expected) => {
      const found = await ids({ q });
      expect([...found].sort()).toEqual(expected);
    });

    it('matches a partial last word by prefix', async () => {
      expect(await ids({ q: 'headph' })).toEqual(['A']);
      expect(await ids({ q: 'wireless headph' })).toEqual(['A']);
      expect(await ids({ q: 'lav' })).toEqual(['G']);
      expect(await ids({ q: 'cartograph' })).toEqual(['E']);
    });

    it('ranks a title match above a description match (best match is the default with a text)', async () => {
      const body = await search({ q: 'coffee' });
      expect(body.sort).toBe('relevance');
      expect(idsOf(body, byId)).toEqual(['B', 'C']);
    });

    it('finds nothing for an unknown word, without refilling the cache', async () => {
      await search();
      const body = await search({ q: 'zzzqqq' });
      expect(body).toMatchObject({ products: [], total: 0, totalPages: 0 });
      expect(source.refreshes).toBe(1);
    });

    it('treats text without letters or digits as no text', async () => {
      const body = await search({ q: '!!! &&' });
      expect(body.total).toBe(8);
      expect(body.sort).toBe('score');
    });

    it('is not confused by tsquery syntax in the text', async () => {
      for (const q of ["head:* & | ! ( ) ' \\", 'a:b', "o'neil headph", '-sonix audio', 'speaker or atlas']) {
        const res = await get(`/api/products?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
      }
      expect([...(await ids({ q: 'speaker or atlas' }))].sort()).toEqual(['E', 'H']);
      expect(await ids({ q: '-sonix audio' })).toEqual([]);
    });
  });

  describe('filters', () => {
    it('by category chip', async () => {
      expect([...(await ids({ category: 'Home & Garden' }))].sort()).toEqual(['B', 'C']);
      expect(await ids({ category: 'All Categories' })).toHaveLength(8);
      expect([...(await ids({ q: 'kitchen', category: 'Home & Garden' }))].sort()).toEqual(['B', 'C']);
      expect(await ids({ q: 'sonix', category: 'Home & Garden' })).toEqual([]);
    });

    it('by price range (inclusive; products without a price are left out)', async () => {
      expect([...(await ids({ minPrice: 30, maxPrice: 50 }))].sort()).toEqual(['B', 'C']);
      expect(await ids({ minPrice: 100 })).toEqual(['A']);
      expect([...(await ids({ maxPrice: 29.5 }))].sort()).toEqual(['D', 'G']);
      expect(await ids({ minPrice: 45, maxPrice: 45 })).toEqual(['B']);
    });
  });

  describe('sorts', () => {
    it('price low to high and high to low (no price last)', async () => {
      expect(await ids({ sort: 'price-asc' })).toEqual(['G', 'D', 'C', 'B', 'E', 'H', 'A', 'F']);
      expect(await ids({ sort: 'price-desc' })).toEqual(['A', 'H', 'E', 'B', 'C', 'D', 'G', 'F']);
    });

    it('rating, newest, gift score', async () => {
      expect(await ids({ sort: 'rating' })).toEqual(['E', 'D', 'A', 'H', 'B', 'G', 'C', 'F']);
      expect(await ids({ sort: 'newest' })).toEqual(['H', 'G', 'C', 'A', 'E', 'B', 'D', 'F']);
      const byScore = await search({ sort: 'score' });
      expect(byScore.sort).toBe('score');
      expect(idsOf(byScore, byId).slice(2)).toEqual(['G', 'E', 'H', 'B', 'C', 'F']);
      expect([...idsOf(byScore, byId).slice(0, 2)].sort()).toEqual(['A', 'D']);
    });

    it('best match without a text orders by gift score', async () => {
      const body = await search({ sort: 'relevance' });
      expect(body.sort).toBe('relevance');
      expect(idsOf(body, byId).slice(2)).toEqual(['G', 'E', 'H', 'B', 'C', 'F']);
    });

    it('signed in, the gift score includes the interest bonus', async () => {
      const ada = await signUpVerifiedUser(t);
      const patched = await patch('/api/profile', { interests: ['Beauty'] }, ada);
      expect(patched.statusCode).toBe(200);
      const res = await get('/api/products?sort=score', ada.cookie);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = ProductSearchResponse.parse(res.json());
      const g = body.products.find((p) => p.title === 'Lavender Bath Gift Set')!;
      expect(g.giftScore).toBe(100);
      expect(g.reasonsForRecommendation[0]).toBe(INTEREST_REASON);
      expect(body.products.slice(0, 3).map((p) => p.id)).toContain(g.id);
      const scores = body.products.map((p) => p.giftScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });
  });

  it('pages without overlap and reports the total past the last page', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const body = await search({ sort: 'newest', pageSize: 3, page });
      expect(body).toMatchObject({ total: 8, totalPages: 3, page, pageSize: 3 });
      pages.push(...idsOf(body, byId));
    }
    expect(pages).toEqual(['H', 'G', 'C', 'A', 'E', 'B', 'D', 'F']);
    const past = await search({ sort: 'newest', pageSize: 3, page: 4 });
    expect(past).toMatchObject({ products: [], total: 8, totalPages: 3, page: 4 });
  });

  it.each([
    [{ q: 'x'.repeat(PRODUCT_QUERY_MAX_LENGTH + 1) }, 'q'],
    [{ category: 'Toys' }, 'category'],
    [{ minPrice: -1 }, 'minPrice'],
    [{ minPrice: 'cheap' }, 'minPrice'],
    [{ maxPrice: 'abc' }, 'maxPrice'],
    [{ minPrice: 50, maxPrice: 10 }, 'maxPrice'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 49 }, 'pageSize'],
  ])('refuses %j with a 400 naming %s, and writes nothing', async (query, field) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await get(`/api/products?${qs}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(source.calls).toBe(0);
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(0);
  });

  it('the SQL gift score equals the shared giftScore for every row (and with the interest bonus)', async () => {
    // The whole sample catalog, the fake catalogs, and a grid of edge values.
    await refreshCatalog({ db: t.db, source: createSampleRetailSource(), fallback: createSampleRetailSource(), now: () => new Date() });
    const now = new Date();
    const grid: RetailProduct[] = [];
    const ratings = [null, 0, 1, 3.5, 3.9, 4, 4.1, 4.3, 4.5, 4.7, 4.9, 5];
    const reviewCounts = [0, 1, 2, 9, 10, 31, 99, 100, 316, 1000, 3162, 31623, 100000, 2_000_000_000];
    const prices: [number | null, number | null][] = [[20, null], [20, 30], [20, 20], [null, 30], [0, 10], [25.5, 25.49]];
    for (const [r, rating] of ratings.entries())
      for (const [c, reviewCount] of reviewCounts.entries())
        for (const isPrime of [false, true])
          for (const [p, [price, originalPrice]] of prices.entries())
            grid.push(
              fakeProduct({
                externalId: `grid-${r}-${c}-${isPrime}-${p}`,
                title: 'Grid',
                category: BESTSELLER_CATEGORIES[(r + c + p) % 6],
                rating,
                reviewCount,
                isPrime,
                price,
                originalPrice,
                suits: { interests: c % 2 ? ['Music'] : [], traits: [], occasions: [], ageRanges: [], relationships: [] },
              }),
            );
    const extra = [...grid, ...CATALOG, ...new FakeBestsellerSource().catalog].map((p) => productValues(p, 'amazon', now));
    for (let i = 0; i < extra.length; i += 250) {
      await t.db.insert(products).values(extra.slice(i, i + 250)).onConflictDoNothing();
    }
    const rows = await t.db
      .select({ row: productColumns, score: giftScoreSql, withMusic: viewerScoreSql(['Music', 'Books']) })
      .from(products);
    expect(rows.length).toBeGreaterThan(240 + grid.length);
    const mismatches = rows.filter(({ row, score, withMusic }) => {
      const plain = presentProduct(row).giftScore;
      const personal = presentProduct(row, { wishlistProductIds: new Set(), interests: ['Music', 'Books'] }).giftScore;
      return plain !== Number(score) || personal !== Number(withMusic);
    });
    expect(mismatches.map((m) => ({ ...m.row, sql: m.score, sqlPersonal: m.withMusic }))).toEqual([]);
    const [{ clamped }] = await t.db
      .select({ clamped: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${giftScoreSql} in (60, 100)`);
    expect(Number(clamped)).toBeGreaterThan(0);
  });
});

/** Every product carries the gift card fields (the response schema already checked their types). */
function hasCardFields(body: ProductSearchResponse): boolean {
  return body.products.every((p) => typeof p.amazonUrl === 'string' && Array.isArray(p.tags) && typeof p.inWishlist === 'boolean');
}
