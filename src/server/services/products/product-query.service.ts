import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { BestsellerCategory, ProductSource } from '#shared/constants/choice-lists.js';
import {
  GIFT_SCORE_BASE,
  GIFT_SCORE_MAX,
  GIFT_SCORE_MIN,
  INTEREST_BONUS,
} from '#shared/products/gift-score.js';
import type { ProductSearchQuery, ProductSort } from '#shared/schemas/products.js';
import type { Database } from '#server/db/client.js';
import { userProfiles } from '#server/db/schema/auth.js';
import { productCacheState, products } from '#server/db/schema/products.js';
import { productIdsInDefaultWishlist } from '#server/services/wishlists/default-wishlist.service.js';
import { type CatalogProductRow, currentProductJoin, productColumns, readCacheState, summariseState } from './catalog-cache.service.js';

/**
 * Reading the best-seller cache: the home section's list and the /discover search. Only current rows
 * (see catalog-cache.service.ts) are read. Signed in, the interest bonus is part of the score and lists
 * sorted by score use it, in SQL, so that paging and limits pick the same products the cards show.
 */

/** Who is looking at a product list: what a gift card's score, reasons and heart depend on. */
export interface ProductViewer {
  /** Product ids in the signed-in person's default wishlist (empty signed out). */
  wishlistProductIds: ReadonlySet<string>;
  /** The signed-in person's interests; a product suiting one gets the interest bonus and its reason. */
  interests: readonly string[];
  /** The affiliate tag to add to retailer links, when one is set. */
  affiliateTag?: string;
}

export const SIGNED_OUT_VIEWER: ProductViewer = { wishlistProductIds: new Set(), interests: [] };

/** The person looking: their interests and default-wishlist products (empty signed out), and the affiliate tag. */
export async function loadProductViewer(db: Database, userId: string | null, affiliateTag: string | undefined): Promise<ProductViewer> {
  if (!userId) return affiliateTag ? { ...SIGNED_OUT_VIEWER, affiliateTag } : SIGNED_OUT_VIEWER;
  const [profile] = await db
    .select({ interests: userProfiles.interests })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  const wishlistProductIds = await productIdsInDefaultWishlist(db, userId);
  return { interests: profile?.interests ?? [], wishlistProductIds, affiliateTag };
}

/**
 * giftScore (src/shared/products/gift-score.ts) in SQL, in double precision and in the same order of
 * operations, rounded half up like Math.round (PostgreSQL's round(float8) rounds half to even). A test
 * compares it with the shared function for every row.
 */
export const giftScoreSql: SQL<number> = sql<number>`floor(least(${sql.raw(String(GIFT_SCORE_MAX))}, greatest(${sql.raw(String(GIFT_SCORE_MIN))},
  ${sql.raw(String(GIFT_SCORE_BASE))} + 10 * (coalesce(${products.rating}::float8, 4) - 4)
  + case when ${products.reviewCount} > 0 then least(10, 2 * log(${products.reviewCount}::float8)) else 0 end
  + case when ${products.isPrime} then 5 else 0 end
  + case when ${products.price} is not null and ${products.originalPrice} is not null and ${products.originalPrice} > ${products.price} then 3 else 0 end
)) + 0.5)::int`;

/** The score a viewer sees: giftScore plus the interest bonus (at most 100) when the product suits one of their interests. */
export function viewerScoreSql(interests: readonly string[]): SQL<number> {
  if (interests.length === 0) return giftScoreSql;
  const list = sql.join(
    interests.map((i) => sql`${i}`),
    sql`, `,
  );
  return sql<number>`least(${sql.raw(String(GIFT_SCORE_MAX))}, ${giftScoreSql} + case when ${products.suitsInterests} && array[${list}]::text[] then ${sql.raw(String(INTEREST_BONUS))} else 0 end)`;
}

export interface BestsellersPage {
  /** Current product rows in list order (the presenter orders a signed-in list by the score it shows). */
  products: CatalogProductRow[];
  /** Products came from the cache (it holds any for this request). */
  cached: boolean;
  lastUpdated: string | null;
  source: ProductSource;
}

/**
 * The home section's list: current products, optionally of one category. Signed out: best sales rank
 * first (the marketplace's own best-seller order, which also mixes the categories). Signed in: by the
 * score the person sees (with the interest bonus), best first, so that matches rise into the first
 * `limit`; ties by sales rank.
 */
export async function listBestsellers(
  db: Database,
  options: { category?: BestsellerCategory; limit: number; viewer: ProductViewer; signedIn: boolean; fallbackSource: ProductSource },
): Promise<BestsellersPage> {
  const { category, limit, viewer } = options;
  const personal = options.signedIn;
  const order = personal
    ? [desc(viewerScoreSql(viewer.interests)), sql`${products.salesRank} asc nulls last`, asc(products.id)]
    : [sql`${products.salesRank} asc nulls last`, asc(products.category), asc(products.id)];
  const [state, rows] = await Promise.all([
    readCacheState(db),
    db
      .select(productColumns)
      .from(products)
      .innerJoin(productCacheState, currentProductJoin)
      .where(category ? eq(products.category, category) : undefined)
      .orderBy(...order)
      .limit(limit),
  ]);
  const summary = summariseState(state);
  return {
    products: rows,
    cached: rows.length > 0,
    lastUpdated: summary.lastUpdated?.toISOString() ?? null,
    source: summary.source ?? options.fallbackSource,
  };
}

/**
 * The prefix half of a search: `head && last:*`, so that a partial last word ('headph') finds its
 * products. Returns null when the text has websearch operators (quotes, -word, or), whose meaning the
 * prefix must not undo, or no usable last word. Words keep letters and digits only, so the tsquery built
 * from them can carry no operator.
 */
export function prefixQueryParts(q: string): { head: string; last: string } | null {
  if (/"|(^|\s)-\S|(^|\s)or(\s|$)/i.test(q)) return null;
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  const last = words.at(-1);
  if (!last || last.length < 2) return null;
  return { head: words.slice(0, -1).join(' '), last: last.toLowerCase() };
}

/** Whether the text has anything a full-text query can use. */
export function hasSearchableText(q: string | undefined): q is string {
  return q !== undefined && /[\p{L}\p{N}]/u.test(q);
}

function textQuerySql(q: string): { match: SQL; rank: SQL<number> } {
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const parts = prefixQueryParts(q);
  if (!parts) return { match: sql`${products.search} @@ ${web}`, rank: sql<number>`ts_rank(${products.search}, ${web})` };
  const pattern = `${parts.last}:*`;
  const prefix = sql`(plainto_tsquery('english', ${parts.head}) && (to_tsquery('english', ${pattern}) || to_tsquery('simple', ${pattern})))`;
  return {
    match: sql`(${products.search} @@ ${web} or ${products.search} @@ ${prefix})`,
    rank: sql<number>`ts_rank(${products.search}, ${web} || ${prefix})`,
  };
}

export interface ProductSearchPage {
  products: CatalogProductRow[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  sort: ProductSort;
  source: ProductSource;
}

/** The sort used when none is asked: the best match with a text, else the gift score. */
export function effectiveSort(query: Pick<ProductSearchQuery, 'q' | 'sort'>): ProductSort {
  return query.sort ?? (hasSearchableText(query.q) ? 'relevance' : 'score');
}

/**
 * /discover and /search: full-text search over title, brand, tags and description (weighted in that
 * order by the generated search column), with a prefix match on the last word; category, price range
 * (products without a price are left out when a bound is given), sort and paging with the total.
 * Every ordering ends with the id, so pages never overlap.
 */
export async function searchProducts(
  db: Database,
  query: ProductSearchQuery,
  viewer: ProductViewer,
  options: { fallbackSource: ProductSource },
): Promise<ProductSearchPage> {
  const sort = effectiveSort(query);
  const text = hasSearchableText(query.q) ? textQuerySql(query.q) : null;
  const score = viewerScoreSql(viewer.interests);
  const where = and(
    text?.match,
    query.category ? eq(products.category, query.category) : undefined,
    query.minPrice !== undefined ? gte(products.price, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.price, query.maxPrice) : undefined,
  );
  const byScore = [desc(score), sql`${products.salesRank} asc nulls last`];
  const orderings: Record<ProductSort, SQL[]> = {
    relevance: text ? [desc(text.rank), ...byScore] : byScore,
    score: byScore,
    'price-asc': [sql`${products.price} asc nulls last`, desc(score)],
    'price-desc': [sql`${products.price} desc nulls last`, desc(score)],
    rating: [sql`${products.rating} desc nulls last`, desc(products.reviewCount), desc(score)],
    newest: [desc(products.createdAt), desc(score)],
  };
  const offset = (query.page - 1) * query.pageSize;
  const [state, rows] = await Promise.all([
    readCacheState(db),
    db
      .select({ row: productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .innerJoin(productCacheState, currentProductJoin)
      .where(where)
      .orderBy(...orderings[sort], asc(products.id))
      .limit(query.pageSize)
      .offset(offset),
  ]);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the window count has no row to ride on.
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .innerJoin(productCacheState, currentProductJoin)
      .where(where);
    total = counted?.total ?? 0;
  }
  return {
    products: rows.map((r) => r.row as CatalogProductRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    sort,
    source: summariseState(state).source ?? options.fallbackSource,
  };
}
