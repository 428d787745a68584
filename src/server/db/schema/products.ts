import { sql } from 'drizzle-orm';
import { MAX_PRODUCT_TAGS } from '#shared/products/catalog-constants.js';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BESTSELLER_CATEGORIES,
  type BestsellerCategory,
  PRODUCT_SOURCES,
  type ProductSource,
} from '#shared/constants/choice-lists.js';
import { oneOf, tsvector, tz } from '#server/db/schema-helpers.js';
import { media } from './platform.js';

/*
 * Tags that the search document covers (MAX_PRODUCT_TAGS, shared with the sources). PostgreSQL has no
 * immutable way to join a whole text[] inside a generated column (array_to_string is only stable), so the
 * document names tags[1..16] one by one and a check constraint keeps rows within that bound: no tag is
 * ever silently left out of search.
 */

const tagsDocument = Array.from({ length: MAX_PRODUCT_TAGS }, (_, i) => `coalesce("tags"[${i + 1}], '')`).join(
  ` || ' ' || `,
);

/**
 * The product catalogue and best-seller cache. Written only by the server (the refresh job and the
 * retail integration); read by everyone, signed in or not. suits_* columns let the local recommender
 * match a wizard profile without AI. search is generated, weighted title > brand/tags > description.
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text().$type<ProductSource>().notNull(),
    externalId: text().notNull(),
    title: text().notNull(),
    description: text(),
    brand: text(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }),
    originalPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    currency: text().notNull().default('USD'),
    imageUrl: text(),
    imageMediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    category: text().$type<BestsellerCategory>().notNull(),
    tags: text().array().notNull().default([]),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer().notNull().default(0),
    isPrime: boolean().notNull().default(false),
    salesRank: integer(),
    url: text().notNull(),
    suitsInterests: text().array().notNull().default([]),
    suitsTraits: text().array().notNull().default([]),
    suitsOccasions: text().array().notNull().default([]),
    suitsAgeRanges: text().array().notNull().default([]),
    suitsRelationships: text().array().notNull().default([]),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `setweight(to_tsvector('english', coalesce("title", '')), 'A') || ` +
            `setweight(to_tsvector('english', coalesce("brand", '')), 'B') || ` +
            `setweight(to_tsvector('english', ${tagsDocument}), 'B') || ` +
            `setweight(to_tsvector('english', coalesce("description", '')), 'C')`,
        ),
      ),
    /** When the retail source last confirmed this row ("Updated ..."). */
    cachedAt: timestamp(tz).notNull().defaultNow(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_source_external_idx').on(t.source, t.externalId),
    index('products_category_rank_idx').on(t.category, t.salesRank),
    index('products_search_idx').using('gin', t.search),
    index('products_interests_idx').using('gin', t.suitsInterests),
    check('products_source_check', oneOf('source', PRODUCT_SOURCES)),
    check('products_category_check', oneOf('category', BESTSELLER_CATEGORIES)),
    check('products_rating_check', sql`"rating" between 0 and 5`),
    check('products_price_check', sql`("price" is null or "price" >= 0) and ("original_price" is null or "original_price" >= 0)`),
    check('products_review_count_check', sql`"review_count" >= 0`),
    check('products_tags_bound_check', sql.raw(`cardinality("tags") <= ${MAX_PRODUCT_TAGS}`)),
  ],
);

/**
 * One row per best-seller category: when the cache was last refreshed, from which source, and how it
 * went. GET /api/bestsellers/status reads it (cached, lastUpdated, isStale); only the server writes it.
 */
export const productCacheState = pgTable(
  'product_cache_state',
  {
    category: text().$type<BestsellerCategory>().primaryKey(),
    source: text().$type<ProductSource>().notNull(),
    /** idle | refreshing | ok | failed */
    status: text().notNull().default('idle'),
    productCount: integer().notNull().default(0),
    lastRefreshedAt: timestamp(tz),
    lastAttemptAt: timestamp(tz),
    lastError: text(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  () => [
    check('product_cache_state_category_check', oneOf('category', BESTSELLER_CATEGORIES)),
    check('product_cache_state_source_check', oneOf('source', PRODUCT_SOURCES)),
    check('product_cache_state_status_check', oneOf('status', ['idle', 'refreshing', 'ok', 'failed'])),
  ],
);
