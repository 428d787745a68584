import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DEFAULT_FILTERS,
  discoverSearchParams,
  effectiveSort,
  hasActiveFilters,
  isPastLastPage,
  pageNumbers,
  pageStatus,
  parseDiscoverParams,
  parsePrice,
  PRICE_ORDER_MESSAGE,
  priceRangeError,
  resultsSummary,
  searchRequest,
} from './discover-filters';

const parse = (query: string) => parseDiscoverParams(new URLSearchParams(query));

describe('parseDiscoverParams', () => {
  it('reads every filter from the address', () => {
    expect(parse('q=coffee&category=Home+%26+Garden&minPrice=10&maxPrice=49.5&sort=price-asc&view=list&page=3')).toEqual({
      q: 'coffee',
      category: 'Home & Garden',
      minPrice: 10,
      maxPrice: 49.5,
      sort: 'price-asc',
      view: 'list',
      page: 3,
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('ignores what makes no sense instead of failing', () => {
    expect(parse('category=Toys&minPrice=-5&maxPrice=abc&sort=cheapest&view=table&page=0')).toEqual(DEFAULT_FILTERS);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=1001').page).toBe(1);
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });
});

describe('discoverSearchParams', () => {
  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(discoverSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { ...DEFAULT_FILTERS, q: ' mug ', category: 'Books & Media' as const, maxPrice: 30, sort: 'rating' as const, view: 'list' as const, page: 2 };
    expect(discoverSearchParams(filters).toString()).toBe('q=mug&category=Books+%26+Media&maxPrice=30&sort=rating&view=list&page=2');
  });

  it('round-trips through the address', () => {
    const filters = { q: 'yoga mat', category: 'Sports & Outdoors' as const, minPrice: 0, maxPrice: 99.99, sort: 'newest' as const, view: 'grid' as const, page: 4 };
    expect(parseDiscoverParams(discoverSearchParams(filters))).toEqual(filters);
  });
});

describe('changeFilters', () => {
  const current = { ...DEFAULT_FILTERS, q: 'tea', page: 5 };

  it('starts again at page 1 when what is searched changes', () => {
    expect(changeFilters(current, { category: 'Health & Beauty' })).toMatchObject({ category: 'Health & Beauty', page: 1, q: 'tea' });
    expect(changeFilters(current, { minPrice: 20 }).page).toBe(1);
  });

  it('keeps the page when only the view or the page changes', () => {
    expect(changeFilters(current, { view: 'list' }).page).toBe(5);
    expect(changeFilters(current, { page: 2 }).page).toBe(2);
  });
});

describe('prices, sort and the request', () => {
  it('parses prices from 0 to 100,000 with cents', () => {
    expect(parsePrice('12.345')).toBe(12.35);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('100001')).toBeNull();
  });

  it('explains a maximum below the minimum and leaves it out of the request', () => {
    const filters = { ...DEFAULT_FILTERS, minPrice: 50, maxPrice: 20 };
    expect(priceRangeError(filters)).toBe(PRICE_ORDER_MESSAGE);
    expect(searchRequest(filters)).toMatchObject({ minPrice: 50, maxPrice: null });
    expect(priceRangeError({ minPrice: 20, maxPrice: 20 })).toBeNull();
  });

  it('sorts by best match with words and by gift score without, unless a sort is chosen', () => {
    expect(effectiveSort({ q: '', sort: null })).toBe('score');
    expect(effectiveSort({ q: 'lamp', sort: null })).toBe('relevance');
    expect(effectiveSort({ q: 'lamp', sort: 'price-desc' })).toBe('price-desc');
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, view: 'list', page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'rating' })).toBe(true);
  });
});

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('leaves gaps around the current page, never for a single page', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('resultsSummary', () => {
  it('counts gifts with the words and the category', () => {
    expect(resultsSummary(1, { q: '', category: null })).toBe('1 gift');
    expect(resultsSummary(1234, { q: 'mug', category: null })).toBe('1,234 gifts for “mug”');
    expect(resultsSummary(3, { q: '', category: 'Books & Media' })).toBe('3 gifts in Books & Media');
  });
});

describe('pages past the last (issue 10: /discover?page=99 said "Page 99 of 12")', () => {
  it('knows a page past the last one when there are results at all', () => {
    expect(isPastLastPage({ page: 99, totalPages: 12, total: 140 })).toBe(true);
    expect(isPastLastPage({ page: 12, totalPages: 12, total: 140 })).toBe(false);
    expect(isPastLastPage({ page: 3, totalPages: 0, total: 0 })).toBe(false);
  });

  it('says which page of how many only for a page that exists among several', () => {
    expect(pageStatus({ page: 2, totalPages: 12, total: 140 })).toBe('Page 2 of 12');
    expect(pageStatus({ page: 99, totalPages: 12, total: 140 })).toBeNull();
    expect(pageStatus({ page: 1, totalPages: 1, total: 5 })).toBeNull();
  });
});
