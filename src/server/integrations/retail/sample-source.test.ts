import { describe, expect, it } from 'vitest';
import { BESTSELLER_CATEGORIES } from '#shared/constants/choice-lists.js';
import { createSampleRetailSource, loadSampleCatalog, parseSampleCatalog, searchProducts } from './sample-source.js';
import type { RetailProduct } from './types.js';

const source = createSampleRetailSource();
const all = loadSampleCatalog();

/** A valid product for the parser tests and the small search fixtures. */
function product(overrides: Partial<RetailProduct> & { externalId: string }): RetailProduct {
  return {
    title: 'Ceramic Mug',
    brand: 'Mugwell',
    description: 'A handmade mug.',
    price: 20,
    originalPrice: null,
    currency: 'USD',
    rating: 4.5,
    reviewCount: 100,
    isPrime: true,
    salesRank: 1,
    category: 'Home & Garden',
    tags: ['mug', 'coffee', 'ceramic'],
    imageUrl: `/catalog/${overrides.externalId}.svg`,
    url: 'https://www.amazon.com/s?k=Ceramic+Mug',
    addedAt: '2026-01-01T00:00:00.000Z',
    suits: {
      interests: ['Coffee'],
      traits: ['Homebody'],
      occasions: ['Birthday'],
      ageRanges: ['26-35'],
      relationships: ['Friend'],
    },
    ...overrides,
  };
}

describe('createSampleRetailSource', () => {
  it("is the 'sample' source", () => {
    expect(source.name).toBe('sample');
  });

  describe('bestsellers', () => {
    it('lists one category by sales rank, up to the limit', async () => {
      for (const category of BESTSELLER_CATEGORIES) {
        const list = await source.bestsellers(category, 12);
        expect(list).toHaveLength(12);
        expect(list.every((p) => p.category === category)).toBe(true);
        expect(list.map((p) => p.salesRank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      }
    });

    it('gives the whole category when the limit is larger, and nothing for a limit of 0', async () => {
      const inCategory = all.filter((p) => p.category === 'Books & Media').length;
      expect(await source.bestsellers('Books & Media', 10_000)).toHaveLength(inCategory);
      expect(await source.bestsellers('Books & Media', 0)).toEqual([]);
    });

    it('hands out copies: changing a result does not change the catalog', async () => {
      const [first] = await source.bestsellers('Electronics & Tech', 1);
      const title = first.title;
      first.title = 'changed';
      first.tags.push('changed');
      const [again] = await source.bestsellers('Electronics & Tech', 1);
      expect(again.title).toBe(title);
      expect(again.tags).not.toContain('changed');
    });
  });

  describe('search', () => {
    it('matches every keyword in the title, brand, description or tags, best match first', async () => {
      const results = await source.search({ keywords: 'french press', itemCount: 50 });
      expect(results.length).toBeGreaterThan(0);
      expect(results[0].title).toContain('French Press');
      for (const p of results) {
        const text = `${p.title} ${p.brand} ${p.description} ${p.tags.join(' ')}`.toLowerCase();
        expect(text).toContain('french');
        expect(text).toContain('press');
      }
    });

    it('finds a product by its brand and by a tag, and plural words by their singular', async () => {
      expect((await source.search({ keywords: 'Copperleaf', itemCount: 50 })).every((p) => p.brand === 'Copperleaf')).toBe(true);
      expect((await source.search({ keywords: 'Copperleaf' })).length).toBeGreaterThan(0);
      expect((await source.search({ keywords: 'stem' })).length).toBeGreaterThan(0);
      const candles = await source.search({ keywords: 'candles', itemCount: 50 });
      expect(candles.some((p) => p.tags.includes('candles') || p.title.includes('Candle'))).toBe(true);
    });

    it('finds nothing for a word no product has', async () => {
      expect(await source.search({ keywords: 'zzyzx' })).toEqual([]);
    });

    it('filters by category and by price range, both ends included', async () => {
      const results = await source.search({ category: 'Sports & Outdoors', minPrice: 25, maxPrice: 49.99, itemCount: 100 });
      expect(results.length).toBeGreaterThan(3);
      for (const p of results) {
        expect(p.category).toBe('Sports & Outdoors');
        expect(p.price).toBeGreaterThanOrEqual(25);
        expect(p.price).toBeLessThanOrEqual(49.99);
      }
      const expected = all.filter((p) => p.category === 'Sports & Outdoors' && p.price! >= 25 && p.price! <= 49.99);
      expect(results).toHaveLength(expected.length);
    });

    it('sorts by price, rating, newest and best sellers', async () => {
      const params = { category: 'Fashion & Style' as const, itemCount: 100 };
      const prices = (await source.search({ ...params, sort: 'price-asc' })).map((p) => p.price!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const pricesDown = (await source.search({ ...params, sort: 'price-desc' })).map((p) => p.price!);
      expect(pricesDown).toEqual([...pricesDown].sort((a, b) => b - a));
      const ratings = (await source.search({ ...params, sort: 'rating' })).map((p) => p.rating!);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      const added = (await source.search({ ...params, sort: 'newest' })).map((p) => p.addedAt!);
      expect(added).toEqual([...added].sort().reverse());
      const ranks = (await source.search({ ...params, sort: 'bestsellers' })).map((p) => p.salesRank!);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    });

    it('without keywords lists best sellers first', async () => {
      const results = await source.search({ category: 'Home & Garden', itemCount: 3 });
      expect(results.map((p) => p.salesRank)).toEqual([1, 2, 3]);
    });

    it('pages through results 10 at a time by default, without overlap', async () => {
      const page1 = await source.search({ category: 'Health & Beauty' });
      const page2 = await source.search({ category: 'Health & Beauty', page: 2 });
      expect(page1).toHaveLength(10);
      expect(page2).toHaveLength(10);
      const ids = [...page1, ...page2].map((p) => p.externalId);
      expect(new Set(ids).size).toBe(20);
      const both = await source.search({ category: 'Health & Beauty', itemCount: 20 });
      expect(both.map((p) => p.externalId)).toEqual(ids);
      expect(await source.search({ category: 'Health & Beauty', page: 100 })).toEqual([]);
    });
  });

  describe('getItems', () => {
    it('returns the asked products in the asked order, skipping unknown and repeated ids', async () => {
      const items = await source.getItems(['sample-books-003', 'nope', 'sample-elec-001', 'sample-books-003']);
      expect(items.map((p) => p.externalId)).toEqual(['sample-books-003', 'sample-elec-001']);
      expect(await source.getItems([])).toEqual([]);
    });
  });
});

describe('searchProducts', () => {
  const fixtures = [
    product({ externalId: 'sample-home-001', title: 'Ceramic Mug', salesRank: 2, price: 20 }),
    product({ externalId: 'sample-home-002', title: 'Coffee Grinder', description: 'Grinds beans for a ceramic-smooth cup.', salesRank: 1, price: 80 }),
    product({ externalId: 'sample-home-003', title: 'Garden Trowel', tags: ['garden', 'tools', 'trowel'], salesRank: 3, price: null }),
  ];

  it('ranks a title match above a description match', () => {
    expect(searchProducts(fixtures, { keywords: 'ceramic' }).map((p) => p.externalId)).toEqual(['sample-home-001', 'sample-home-002']);
  });

  it('leaves out products without a price when a price range is asked', () => {
    expect(searchProducts(fixtures, { minPrice: 0 }).map((p) => p.externalId)).toEqual(['sample-home-002', 'sample-home-001']);
    expect(searchProducts(fixtures, {})).toHaveLength(3);
  });

  it('ignores stop words and treats a bad page or item count as the default', () => {
    expect(searchProducts(fixtures, { keywords: 'tools for the garden' }).map((p) => p.externalId)).toEqual(['sample-home-003']);
    expect(searchProducts(fixtures, { page: 0, itemCount: -1 })).toHaveLength(3);
  });
});

describe('parseSampleCatalog', () => {
  it('accepts a valid file', () => {
    expect(parseSampleCatalog([product({ externalId: 'sample-home-001' })])).toHaveLength(1);
  });

  it.each([
    ['a wizard value that does not exist', { suits: { ...product({ externalId: 'x' }).suits, interests: ['Knitting'] } }, 'suits.interests'],
    ['an unknown category', { category: 'Toys' }, 'category'],
    ['more than 16 tags', { tags: Array.from({ length: 17 }, (_, i) => `tag${i}`) }, 'tags'],
    ['an original price not above the price', { originalPrice: 20 }, 'originalPrice'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('refuses %s, naming the field', (_, overrides, field) => {
    const bad = { ...product({ externalId: 'sample-home-001' }), ...overrides };
    expect(() => parseSampleCatalog([bad])).toThrow(field);
  });

  it('refuses repeated externalIds and sales ranks', () => {
    const twice = [product({ externalId: 'sample-home-001' }), product({ externalId: 'sample-home-001' })];
    expect(() => parseSampleCatalog(twice)).toThrow('Duplicate externalId');
    const sameRank = [product({ externalId: 'sample-home-001' }), product({ externalId: 'sample-home-002' })];
    expect(() => parseSampleCatalog(sameRank)).toThrow('Duplicate salesRank');
  });

  it('refuses something that is not a list of products', () => {
    expect(() => parseSampleCatalog({ products: [] })).toThrow('invalid');
    expect(() => parseSampleCatalog([])).toThrow('invalid');
  });
});
