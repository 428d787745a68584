import { describe, expect, it } from 'vitest';
import { type ProductRow, presentProduct, sortByScore, withAffiliateTag } from './product.presenter';

function row(overrides: Partial<ProductRow> = {}): ProductRow {
  const at = new Date('2026-11-20T10:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000001',
    source: 'sample',
    externalId: 'sample-1',
    title: 'Pour-over coffee set',
    description: 'Glass dripper and kettle',
    brand: 'Brewline',
    price: 40,
    originalPrice: 50,
    currency: 'USD',
    imageUrl: '/catalog/sample-1.svg',
    imageMediaId: null,
    category: 'Home & Garden',
    tags: ['coffee'],
    rating: 4.8,
    reviewCount: 6000,
    isPrime: true,
    salesRank: 3,
    url: 'https://www.amazon.com/s?k=Pour-over+coffee+set',
    suitsInterests: ['Coffee', 'Cooking'],
    suitsTraits: [],
    suitsOccasions: [],
    suitsAgeRanges: [],
    suitsRelationships: [],
    cachedAt: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

describe('presentProduct', () => {
  it('scores, tags and explains the product with the shared rules', () => {
    const p = presentProduct(row());
    // 80 + 8 (rating 4.8) + 7.56 (6000 reviews) + 5 + 3 = 103.6 -> 100
    expect(p.giftScore).toBe(100);
    expect(p.tags).toEqual(['Brewline', 'prime', 'highly-rated', 'popular', 'on-sale', 'Home & Garden']);
    expect(p.reasonsForRecommendation).toEqual(['Excellent reviews', 'Thousands of reviews', 'Prime delivery', 'On sale now', 'Best seller']);
    expect(p.inWishlist).toBe(false);
    expect(p.reviews).toBe(6000);
    expect(p.amazonUrl).toBe(p.url);
    expect(p.cachedAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('adds the interest bonus and its reason first for a matching viewer', () => {
    const modest = row({ rating: 4, reviewCount: 0, isPrime: false, originalPrice: null, salesRank: null });
    expect(presentProduct(modest).giftScore).toBe(80);
    const seen = presentProduct(modest, { wishlistProductIds: new Set([modest.id]), interests: ['Coffee'] });
    expect(seen.giftScore).toBe(88);
    expect(seen.reasonsForRecommendation[0]).toBe('Matches your interests');
    expect(seen.inWishlist).toBe(true);
    expect(presentProduct(modest, { wishlistProductIds: new Set(), interests: ['Music'] }).giftScore).toBe(80);
  });

  it('adds the affiliate tag to retailer links when one is set', () => {
    const p = presentProduct(row(), { wishlistProductIds: new Set(), interests: [], affiliateTag: 'giftwise-20' });
    expect(new URL(p.amazonUrl).searchParams.get('tag')).toBe('giftwise-20');
    expect(withAffiliateTag('not a url', 'x')).toBe('not a url');
    expect(withAffiliateTag('https://a.example/p', undefined)).toBe('https://a.example/p');
  });
});

describe('sortByScore', () => {
  it('orders by score descending and keeps ties in their order', () => {
    const a = presentProduct(row({ id: 'a', rating: 4 , reviewCount: 0, isPrime: false, originalPrice: null }));
    const b = presentProduct(row({ id: 'b' }));
    const c = presentProduct(row({ id: 'c', rating: 4, reviewCount: 0, isPrime: false, originalPrice: null }));
    expect(sortByScore([a, b, c]).map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });
});
