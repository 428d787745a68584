import { z } from 'zod';
import { BESTSELLER_CATEGORIES, PRODUCT_SOURCES } from '#shared/constants/choice-lists.js';
import { ALL_CATEGORIES, BESTSELLERS_DEFAULT_LIMIT, BESTSELLERS_MAX_LIMIT } from '#shared/products/catalog-constants.js';

/**
 * The product API's contract (core-app.md 7, "Product API"), shared by the routes and the client.
 * Field names are the spec's ("Gift card / product", "Cache status"), plus `source`: which retail source
 * answered ('sample' while the built-in sample catalog is the source).
 */

// The plain constants live in a module without zod (the first load of / reads them); re-exported here.
;

const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const categoryName = z.enum(BESTSELLER_CATEGORIES, {
  error: `Must be one of ${ALL_CATEGORIES}, ${BESTSELLER_CATEGORIES.join(', ')}`,
});

/** `category` takes a chip's name; 'All Categories' (or nothing) means every category. */
const categoryQuery = z
  .union([z.literal(ALL_CATEGORIES), categoryName], {
    error: `Must be one of ${ALL_CATEGORIES}, ${BESTSELLER_CATEGORIES.join(', ')}`,
  })
  .optional()
  .transform((value) => (value === ALL_CATEGORIES ? undefined : value));

/** GET /api/bestsellers?category=&limit=&forceRefresh= */
export const BestsellersQuery = z.object({
  category: categoryQuery,
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(BESTSELLERS_MAX_LIMIT, `Must be at most ${BESTSELLERS_MAX_LIMIT}`)
    .default(BESTSELLERS_DEFAULT_LIMIT),
  forceRefresh: queryFlag.default(false),
});
export type BestsellersQuery = z.infer<typeof BestsellersQuery>;

/** One product as a gift card shows it (core-app.md 3 "Gift card / product"); the server adds url. */
export const GiftProduct = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  currency: z.string(),
  /** An image URL (a local file for the sample catalog). */
  image: z.string().nullable(),
  category: z.enum(BESTSELLER_CATEGORIES),
  tags: z.array(z.string()),
  giftScore: z.number().int(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  reasonsForRecommendation: z.array(z.string()),
  /** In the signed-in person's default wishlist; always false signed out. */
  inWishlist: z.boolean(),
  /** The retailer's display name ('Amazon', or 'Giftwise sample catalog'). */
  retailer: z.string(),
  /** The retailer link, with the affiliate tag when one is set. */
  amazonUrl: z.string(),
  url: z.string(),
  brand: z.string().nullable(),
  isPrime: z.boolean(),
  salesRank: z.number().int().nullable(),
  cachedAt: z.string(),
  source: z.enum(PRODUCT_SOURCES),
});
export type GiftProduct = z.infer<typeof GiftProduct>;

export const BestsellersResponse = z.object({
  success: z.literal(true),
  products: z.array(GiftProduct),
  cached: z.boolean(),
  lastUpdated: z.string().nullable(),
  source: z.enum(PRODUCT_SOURCES),
});
export type BestsellersResponse = z.infer<typeof BestsellersResponse>;

/** POST /api/bestsellers/refresh. coalesced: another refresh did (or is doing) the work. */
export const RefreshResponse = z.object({
  message: z.string(),
  refreshed: z.boolean(),
  coalesced: z.boolean(),
  source: z.enum(PRODUCT_SOURCES),
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** GET /api/bestsellers/status (core-app.md 3 "Cache status"). configured: a real retail source's keys are set. */
export const CacheStatus = z.object({
  configured: z.boolean(),
  cached: z.boolean(),
  lastUpdated: z.string().nullable(),
  isStale: z.boolean(),
  categories: z.array(z.enum(BESTSELLER_CATEGORIES)),
  totalProducts: z.number().int(),
  source: z.enum(PRODUCT_SOURCES),
  /** Why the configured source is not answering (the sample catalog stands in), else null. */
  sourceError: z.string().nullable(),
});
export type CacheStatus = z.infer<typeof CacheStatus>;

/** /discover sorts, in the order the select lists them. */
export const PRODUCT_SORTS = ['relevance', 'score', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  score: 'Gift score',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
  newest: 'Newest',
};
const PRODUCT_PAGE_SIZE = 24;
const PRODUCT_MAX_PAGE_SIZE = 48;
export const PRODUCT_QUERY_MAX_LENGTH = 200;

const money = (field: string) =>
  z.coerce.number({ error: `${field} must be a number` }).min(0, `${field} cannot be negative`).max(100_000, `${field} is too large`);

/** GET /api/products?q=&category=&minPrice=&maxPrice=&sort=&page=&pageSize= (the /discover page and /search). */
export const ProductSearchQuery = z
  .object({
    q: z.string().trim().max(PRODUCT_QUERY_MAX_LENGTH, `Must be at most ${PRODUCT_QUERY_MAX_LENGTH} characters`).optional(),
    category: categoryQuery,
    minPrice: money('Minimum price').optional(),
    maxPrice: money('Maximum price').optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `Must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    page: z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be at least 1').max(1000, 'Must be at most 1000').default(1),
    pageSize: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(PRODUCT_MAX_PAGE_SIZE, `Must be at most ${PRODUCT_MAX_PAGE_SIZE}`)
      .default(PRODUCT_PAGE_SIZE),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['maxPrice'],
    message: 'Maximum price must be at least the minimum price',
  });
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

/** Without q the default sort is the gift score; with q it is the best match. */
export const ProductSearchResponse = z.object({
  products: z.array(GiftProduct),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  sort: z.enum(PRODUCT_SORTS),
  source: z.enum(PRODUCT_SOURCES),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;
