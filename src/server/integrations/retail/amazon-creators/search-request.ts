import type { BestsellerCategory } from '#shared/constants/choice-lists.js';
import type { RetailProduct, RetailSearchParams, RetailSort } from '../types.js';
import { RESOURCES } from './map-product.js';

/** A SearchItems request from our search parameters: search index, keywords, prices, page and sort. */

/** At most this many items per SearchItems page and per GetItems request. */
export const MAX_ITEMS_PER_REQUEST = 10;
/** SearchItems serves pages 1 to 10. */
export const MAX_ITEM_PAGE = 10;

/** Our categories as SearchItems search indexes (US names; Amazon's locale reference lists them per marketplace). */
const CATEGORY_SEARCH_INDEX: Record<BestsellerCategory, string> = {
  'Electronics & Tech': 'Electronics',
  'Home & Garden': 'HomeAndKitchen',
  'Health & Beauty': 'Beauty',
  'Sports & Outdoors': 'SportsAndOutdoors',
  'Books & Media': 'Books',
  'Fashion & Style': 'Fashion',
};

/** What a best-seller list of a category searches for (SearchItems needs keywords or another search term). */
const CATEGORY_KEYWORDS: Record<BestsellerCategory, string> = {
  'Electronics & Tech': 'gifts',
  'Home & Garden': 'gifts',
  'Health & Beauty': 'gift set',
  'Sports & Outdoors': 'gifts',
  'Books & Media': 'gift books',
  'Fashion & Style': 'gifts',
};

/** Our sorts as SearchItems sortBy values (PA-API 5.0's). */
const SORT_BY: Record<RetailSort, string> = {
  relevance: 'Relevance',
  // No sales-rank sort exists: 'Featured' is Amazon's own popular-first order; the page is then sorted by rank.
  bestsellers: 'Featured',
  'price-asc': 'Price:LowToHigh',
  'price-desc': 'Price:HighToLow',
  rating: 'AvgCustomerReviews',
  newest: 'NewestArrivals',
};

/** The SearchItems payload for a page of a search, or null past the last page SearchItems serves. */
export function searchPayload(params: RetailSearchParams, partnerTag: string): Record<string, unknown> | null {
  const page = Math.max(1, Math.trunc(params.page ?? 1));
  if (page > MAX_ITEM_PAGE) return null;
  const itemCount = Math.min(MAX_ITEMS_PER_REQUEST, Math.max(1, Math.trunc(params.itemCount ?? MAX_ITEMS_PER_REQUEST)));
  const keywords = params.keywords?.trim() || (params.category ? CATEGORY_KEYWORDS[params.category] : 'gifts');
  const payload: Record<string, unknown> = {
    partnerTag,
    keywords,
    searchIndex: params.category ? CATEGORY_SEARCH_INDEX[params.category] : 'All',
    itemCount,
    itemPage: page,
    resources: [...RESOURCES],
  };
  // Prices in the currency's smallest unit (cents); Amazon wants at least 1.
  if (params.minPrice !== undefined && params.minPrice > 0) payload.minPrice = Math.max(1, Math.round(params.minPrice * 100));
  if (params.maxPrice !== undefined && params.maxPrice > 0) payload.maxPrice = Math.max(1, Math.round(params.maxPrice * 100));
  if (params.sort) payload.sortBy = SORT_BY[params.sort];
  return payload;
}

/** Best sellers first: by sales rank, products without one last. */
export function byRank(a: RetailProduct, b: RetailProduct): number {
  return (a.salesRank ?? Number.POSITIVE_INFINITY) - (b.salesRank ?? Number.POSITIVE_INFINITY);
}
