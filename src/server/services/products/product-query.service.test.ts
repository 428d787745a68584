import { describe, expect, it } from 'vitest';
import type { RetailProduct } from '#server/integrations/retail/types';
import { type ProductCacheStateRow, productValues, summariseState } from './catalog-cache.service';
import { effectiveSort, hasSearchableText, prefixQueryParts } from './product-query.service';

describe('prefixQueryParts', () => {
  it('puts the prefix on the last word and keeps the others as the head', () => {
    expect(prefixQueryParts('headph')).toEqual({ head: '', last: 'headph' });
    expect(prefixQueryParts('Wireless Headph')).toEqual({ head: 'Wireless', last: 'headph' });
    expect(prefixQueryParts('  noise   cancelling  hea ')).toEqual({ head: 'noise cancelling', last: 'hea' });
  });

  it('keeps letters and digits only, so no tsquery operator can get through', () => {
    expect(prefixQueryParts("o'neil & (x | y):* !zed")).toEqual({ head: 'o neil x y', last: 'zed' });
    expect(prefixQueryParts("head:* & | ! ( ) '")).toEqual({ head: '', last: 'head' });
    expect(prefixQueryParts('4k tv')).toEqual({ head: '4k', last: 'tv' });
    expect(prefixQueryParts('Café crème')).toEqual({ head: 'Café', last: 'crème' });
  });

  it('gives no prefix for a one-letter last word or no word at all', () => {
    expect(prefixQueryParts('vitamin c')).toBeNull();
    expect(prefixQueryParts('!!! &&')).toBeNull();
    expect(prefixQueryParts('')).toBeNull();
  });

  it('leaves queries with websearch operators (phrases, exclusions, or) to the full-text half', () => {
    expect(prefixQueryParts('"gift set"')).toBeNull();
    expect(prefixQueryParts('audio -sonix')).toBeNull();
    expect(prefixQueryParts('-sonix audio')).toBeNull();
    expect(prefixQueryParts('speaker or atlas')).toBeNull();
    expect(prefixQueryParts('speaker OR atlas')).toBeNull();
    // A hyphen inside a word and words merely containing "or" are plain text.
    expect(prefixQueryParts('non-slip mat')).toEqual({ head: 'non slip', last: 'mat' });
    expect(prefixQueryParts('organic cord')).toEqual({ head: 'organic', last: 'cord' });
  });
});

describe('hasSearchableText and effectiveSort', () => {
  it('needs a letter or digit', () => {
    expect(hasSearchableText(undefined)).toBe(false);
    expect(hasSearchableText('')).toBe(false);
    expect(hasSearchableText(' -" ')).toBe(false);
    expect(hasSearchableText('a')).toBe(true);
    expect(hasSearchableText('42')).toBe(true);
  });

  it('defaults to best match with a text and to gift score without', () => {
    expect(effectiveSort({ q: 'mug' })).toBe('relevance');
    expect(effectiveSort({})).toBe('score');
    expect(effectiveSort({ q: '!!' })).toBe('score');
    expect(effectiveSort({ q: 'mug', sort: 'price-asc' })).toBe('price-asc');
    expect(effectiveSort({ sort: 'relevance' })).toBe('relevance');
  });
});

function stateRow(overrides: Partial<ProductCacheStateRow>): ProductCacheStateRow {
  return {
    category: 'Home & Garden',
    source: 'amazon',
    status: 'ok',
    productCount: 0,
    lastRefreshedAt: null,
    lastAttemptAt: null,
    lastError: null,
    updatedAt: new Date(0),
    ...overrides,
  };
}

describe('summariseState', () => {
  const t = (h: number) => new Date(Date.UTC(2026, 2, 2, h));

  it('is empty before any refresh', () => {
    expect(summariseState([])).toEqual({ source: null, lastUpdated: null, sourceError: null });
    expect(summariseState([stateRow({ status: 'refreshing', lastAttemptAt: t(1) })])).toEqual({ source: null, lastUpdated: null, sourceError: null });
  });

  it('takes the source of the latest refresh, the oldest refresh as lastUpdated, and the newest error', () => {
    const rows = [
      stateRow({ category: 'Home & Garden', source: 'amazon', lastRefreshedAt: t(3), lastAttemptAt: t(3) }),
      stateRow({ category: 'Books & Media', source: 'sample', status: 'failed', lastRefreshedAt: t(5), lastAttemptAt: t(5), lastError: 'newer' }),
      stateRow({ category: 'Fashion & Style', source: 'amazon', lastRefreshedAt: t(1), lastAttemptAt: t(4), lastError: 'older' }),
    ];
    expect(summariseState(rows)).toEqual({ source: 'sample', lastUpdated: t(1), sourceError: 'newer' });
  });
});

describe('productValues', () => {
  const base: RetailProduct = {
    externalId: 'X1',
    title: 'Thing',
    description: null,
    brand: null,
    price: 10,
    originalPrice: null,
    currency: '',
    imageUrl: null,
    category: 'Books & Media',
    tags: Array.from({ length: 20 }, (_, i) => `t${i % 18}`),
    rating: 5.4,
    reviewCount: 12.7,
    isPrime: false,
    salesRank: 3,
    url: 'https://example.com/x',
    suits: { interests: ['Books'], traits: ['Creative'], occasions: ['Birthday'], ageRanges: ['26-35'], relationships: ['Friend'] },
  };
  const now = new Date('2026-03-02T10:00:00Z');

  it('maps a retail product to a row: suits_* arrays, cachedAt, bounded tags and values', () => {
    const v = productValues(base, 'amazon', now);
    expect(v).toMatchObject({
      source: 'amazon',
      externalId: 'X1',
      currency: 'USD',
      rating: 5,
      reviewCount: 12,
      suitsInterests: ['Books'],
      suitsTraits: ['Creative'],
      suitsOccasions: ['Birthday'],
      suitsAgeRanges: ['26-35'],
      suitsRelationships: ['Friend'],
      cachedAt: now,
      createdAt: now,
    });
    expect(v.tags).toHaveLength(16);
    expect(new Set(v.tags).size).toBe(16);
  });

  it('uses addedAt as createdAt when given (the newest sort)', () => {
    expect(productValues({ ...base, addedAt: '2025-04-01' }, 'sample', now).createdAt).toEqual(new Date('2025-04-01'));
    expect(productValues({ ...base, addedAt: 'not a date' }, 'sample', now).createdAt).toEqual(now);
  });
});
