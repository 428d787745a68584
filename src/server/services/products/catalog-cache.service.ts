import { and, eq, getTableColumns, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { BESTSELLER_CATEGORIES, type BestsellerCategory, type ProductSource } from '#shared/constants/choice-lists.js';
import type { CacheStatus } from '#shared/schemas/products.js';
import { isCacheStale } from '#shared/products/updated-ago.js';
import type { Settings } from '#server/config/settings.js';
import { type Database, rowsOf } from '#server/db/client.js';
import { MAX_PRODUCT_TAGS } from '#shared/products/catalog-constants.js';
import { productCacheState, products } from '#server/db/schema/products.js';
import type { RetailProduct, RetailSource } from '#server/integrations/retail/types.js';

/**
 * The best-seller cache (issue 4): the products and product_cache_state tables, filled from the retail
 * source (Amazon's Creators API when configured, else the built-in sample catalog) daily by the
 * refresh-bestsellers job and on demand.
 *
 * Which rows are "current": a product row is shown when its category's state row names its source and it
 * was confirmed by that category's last refresh (cached_at >= last_refreshed_at). Rows that dropped out of
 * a best-seller list (or belong to the other source) stay in the table, because wishlist items and
 * recommendation picks may point at them, but are no longer listed or searched.
 *
 * Coalescing: a refresh is claimed in a short transaction under a PostgreSQL advisory lock (one instance
 * at a time decides), which marks the categories 'refreshing'; a claim younger than REFRESH_LEASE_MS, or a
 * finished attempt younger than REFRESH_COALESCE_MS, makes another request return {coalesced: true}
 * without work. Within one process, concurrent callers share one in-flight promise. The source is asked
 * outside any transaction; everything it returned is written in one transaction, so a crash never leaves
 * a half-written category.
 */

/** Refreshes requested within this long after the last attempt share its result. */
export const REFRESH_COALESCE_MS = 5 * 60_000;
/** A claim ('refreshing') older than this was abandoned (a crashed instance) and may be taken over. */
export const REFRESH_LEASE_MS = 5 * 60_000;
/** How many best sellers are asked per category from a marketplace (Amazon). */
const BESTSELLERS_PER_CATEGORY = 50;
/** The built-in sample catalog is loaded whole: its best-seller call is asked for up to this many. */
const SAMPLE_CATALOG_LIMIT = 10_000;
/** pg_try_advisory_xact_lock key of the refresh claim ('GWBS'). */
const REFRESH_LOCK_KEY = 0x47574253;

export interface CatalogLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CatalogDeps {
  db: Database;
  /** The configured source: Amazon when its settings are present, else the sample catalog. */
  source: RetailSource;
  /** Answers when the source fails: the built-in sample catalog. */
  fallback: RetailSource;
  now: () => Date;
  log?: CatalogLog;
}

export interface RefreshOptions {
  /** Default: all six. */
  categories?: readonly BestsellerCategory[];
  /** Ignore the coalescing window (the daily job). An in-progress claim elsewhere still wins. */
  force?: boolean;
}

export interface RefreshResult {
  /** This call wrote the cache. */
  refreshed: boolean;
  /** Another refresh did (or is doing) the work; nothing was asked of the source by this call. */
  coalesced: boolean;
  /** The source whose products the cache now holds (for the refreshed categories). */
  source: ProductSource;
  /** Why the configured source did not answer (the fallback answered, or nothing did), else null. */
  sourceError: string | null;
  /** Products written by this call. */
  productCount: number;
}

/** Neither the source nor the fallback answered, and nothing was written. */
export class CatalogRefreshError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogRefreshError';
  }
}

export type ProductCacheStateRow = typeof productCacheState.$inferSelect;

/** Every products column except the search document (a large generated tsvector nobody reads back). */
const { search: _search, ...productColumns } = getTableColumns(products);
export { productColumns };
export type CatalogProductRow = Omit<typeof products.$inferSelect, 'search'>;

/** The join that keeps only current rows: the category's state names the row's source and confirmed it last refresh. */
export const currentProductJoin = and(
  eq(productCacheState.category, products.category),
  eq(productCacheState.source, products.source),
  isNotNull(productCacheState.lastRefreshedAt),
  gte(products.cachedAt, productCacheState.lastRefreshedAt),
)!;

const inFlight = new WeakMap<Database, Promise<RefreshResult>>();

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Refresh the cache from the source (the fallback answering when it fails). Concurrent and repeated
 * calls within REFRESH_COALESCE_MS do the work once (see the file comment).
 */
export function refreshCatalog(deps: CatalogDeps, options: RefreshOptions = {}): Promise<RefreshResult> {
  const running = inFlight.get(deps.db);
  if (running) return running.then((r) => ({ ...r, refreshed: false, coalesced: true, productCount: 0 }));
  const work = runRefresh(deps, options).finally(() => {
    inFlight.delete(deps.db);
  });
  inFlight.set(deps.db, work);
  return work;
}

type Claim = { claimed: true; at: Date } | { claimed: false; state: ProductCacheStateRow[] };

async function runRefresh(deps: CatalogDeps, options: RefreshOptions): Promise<RefreshResult> {
  const { db, log } = deps;
  const categories = [...new Set(options.categories ?? BESTSELLER_CATEGORIES)];
  const claim = await claimRefresh(deps, categories, options.force ?? false);
  if (!claim.claimed) {
    const summary = summariseState(claim.state);
    return { refreshed: false, coalesced: true, source: summary.source ?? deps.source.name, sourceError: summary.sourceError, productCount: 0 };
  }

  let fetched: Map<BestsellerCategory, RetailProduct[]>;
  let used: RetailSource = deps.source;
  let sourceError: string | null = null;
  try {
    fetched = await fetchAll(deps.source, categories);
  } catch (error) {
    sourceError = messageOf(error);
    log?.error({ err: error, source: deps.source.name }, 'retail source failed; the sample catalog answers');
    try {
      used = deps.fallback;
      fetched = await fetchAll(deps.fallback, categories);
    } catch (fallbackError) {
      const both = `${sourceError}; fallback: ${messageOf(fallbackError)}`;
      log?.error({ err: fallbackError, source: deps.fallback.name }, 'fallback retail source failed too');
      await releaseClaim(db, categories, claim.at, both);
      throw new CatalogRefreshError(both);
    }
  }

  const refreshedAt = deps.now();
  try {
    const count = await writeCatalog(db, used.name, fetched, {
      attemptAt: claim.at,
      refreshedAt,
      status: sourceError ? 'failed' : 'ok',
      lastError: sourceError,
    });
    log?.info({ source: used.name, products: count, categories: categories.length }, 'product cache refreshed');
    return { refreshed: true, coalesced: false, source: used.name, sourceError, productCount: count };
  } catch (error) {
    await releaseClaim(db, categories, claim.at, `Writing the product cache failed: ${messageOf(error)}`);
    throw error;
  }
}

/**
 * Decide, one instance at a time (advisory lock), whether this call does the work; if so mark the
 * categories 'refreshing' with lastAttemptAt. Another instance that cannot take the lock is refreshing
 * right now: coalesced.
 */
async function claimRefresh(deps: CatalogDeps, categories: BestsellerCategory[], force: boolean): Promise<Claim> {
  return deps.db.transaction(async (tx): Promise<Claim> => {
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${sql.raw(String(REFRESH_LOCK_KEY))}) as locked`));
    const state = await tx.select().from(productCacheState);
    if (!lock?.locked) return { claimed: false, state };
    const now = deps.now();
    const mine = state.filter((s) => categories.includes(s.category));
    const inProgress = mine.some(
      (s) => s.status === 'refreshing' && s.lastAttemptAt && now.getTime() - s.lastAttemptAt.getTime() < REFRESH_LEASE_MS,
    );
    if (inProgress) return { claimed: false, state };
    if (!force && mine.length === categories.length) {
      // Every category had a finished attempt (ok, or failed with the fallback answering) within the window.
      const recent = mine.every(
        (s) =>
          (s.status === 'ok' || s.status === 'failed') &&
          s.lastAttemptAt !== null &&
          now.getTime() - s.lastAttemptAt.getTime() < REFRESH_COALESCE_MS,
      );
      if (recent) return { claimed: false, state };
    }
    await tx
      .insert(productCacheState)
      .values(categories.map((category) => ({ category, source: deps.source.name, status: 'refreshing', lastAttemptAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: productCacheState.category,
        set: { status: 'refreshing', lastAttemptAt: now, updatedAt: now },
      });
    return { claimed: true, at: now };
  });
}

/** After a failed attempt: the categories we claimed go back to 'failed' with the error (their products stay). */
async function releaseClaim(db: Database, categories: BestsellerCategory[], claimedAt: Date, error: string): Promise<void> {
  try {
    await db
      .update(productCacheState)
      .set({ status: 'failed', lastError: error.slice(0, 1000) })
      .where(
        and(
          inArray(productCacheState.category, categories),
          eq(productCacheState.status, 'refreshing'),
          eq(productCacheState.lastAttemptAt, claimedAt),
        ),
      );
  } catch {
    // The claim then expires after REFRESH_LEASE_MS.
  }
}

async function fetchAll(source: RetailSource, categories: BestsellerCategory[]): Promise<Map<BestsellerCategory, RetailProduct[]>> {
  // The sample catalog is local and loaded whole; a marketplace gets ~50 per category, one category at a time.
  const limit = source.name === 'sample' ? SAMPLE_CATALOG_LIMIT : BESTSELLERS_PER_CATEGORY;
  const result = new Map<BestsellerCategory, RetailProduct[]>();
  for (const category of categories) {
    const list = await source.bestsellers(category, limit);
    // A source answers per category; anything filed elsewhere is left for its own category.
    result.set(
      category,
      list.filter((p) => p.category === category),
    );
  }
  return result;
}

/** A source's product as a products row (without id and the generated search document). */
export function productValues(p: RetailProduct, source: ProductSource, now: Date) {
  const addedAt = p.addedAt ? new Date(p.addedAt) : null;
  return {
    source,
    externalId: p.externalId,
    title: p.title,
    description: p.description,
    brand: p.brand,
    price: p.price,
    originalPrice: p.originalPrice,
    currency: p.currency || 'USD',
    imageUrl: p.imageUrl,
    category: p.category,
    tags: [...new Set(p.tags)].slice(0, MAX_PRODUCT_TAGS),
    rating: p.rating === null ? null : Math.min(5, Math.max(0, p.rating)),
    reviewCount: Math.max(0, Math.trunc(p.reviewCount)),
    isPrime: p.isPrime,
    salesRank: p.salesRank,
    url: p.url,
    suitsInterests: p.suits.interests,
    suitsTraits: p.suits.traits,
    suitsOccasions: p.suits.occasions,
    suitsAgeRanges: p.suits.ageRanges,
    suitsRelationships: p.suits.relationships,
    cachedAt: now,
    createdAt: addedAt && !Number.isNaN(addedAt.getTime()) ? addedAt : now,
    updatedAt: now,
  };
}

const WRITE_CHUNK = 200;

/** Upsert every fetched product and the categories' state in one transaction. Returns the products written. */
async function writeCatalog(
  db: Database,
  source: ProductSource,
  fetched: Map<BestsellerCategory, RetailProduct[]>,
  outcome: { attemptAt: Date; refreshedAt: Date; status: 'ok' | 'failed'; lastError: string | null },
): Promise<number> {
  const now = outcome.refreshedAt;
  // One row per external id: a source listing a product twice would make the upsert touch a row twice.
  const unique = new Map<string, RetailProduct>();
  for (const list of fetched.values()) for (const p of list) if (!unique.has(p.externalId)) unique.set(p.externalId, p);
  const all = [...unique.values()];
  const counts = new Map<BestsellerCategory, number>();
  for (const p of all) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);

  await db.transaction(async (tx) => {
    // createdAt is the catalog's "added" date when the source gives one; otherwise the first time we saw it.
    const withAdded = all.filter((p) => p.addedAt).map((p) => productValues(p, source, now));
    const withoutAdded = all.filter((p) => !p.addedAt).map((p) => productValues(p, source, now));
    const shared = {
      title: sql`excluded.title`,
      description: sql`excluded.description`,
      brand: sql`excluded.brand`,
      price: sql`excluded.price`,
      originalPrice: sql`excluded.original_price`,
      currency: sql`excluded.currency`,
      imageUrl: sql`excluded.image_url`,
      category: sql`excluded.category`,
      tags: sql`excluded.tags`,
      rating: sql`excluded.rating`,
      reviewCount: sql`excluded.review_count`,
      isPrime: sql`excluded.is_prime`,
      salesRank: sql`excluded.sales_rank`,
      url: sql`excluded.url`,
      suitsInterests: sql`excluded.suits_interests`,
      suitsTraits: sql`excluded.suits_traits`,
      suitsOccasions: sql`excluded.suits_occasions`,
      suitsAgeRanges: sql`excluded.suits_age_ranges`,
      suitsRelationships: sql`excluded.suits_relationships`,
      cachedAt: sql`excluded.cached_at`,
      updatedAt: sql`excluded.updated_at`,
    };
    for (const [rows, set] of [
      [withAdded, { ...shared, createdAt: sql`excluded.created_at` }],
      [withoutAdded, shared],
    ] as const) {
      for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
        await tx
          .insert(products)
          .values(rows.slice(i, i + WRITE_CHUNK))
          .onConflictDoUpdate({ target: [products.source, products.externalId], set });
      }
    }
    for (const category of fetched.keys()) {
      const values = {
        source,
        status: outcome.status,
        productCount: counts.get(category) ?? 0,
        lastRefreshedAt: now,
        lastAttemptAt: outcome.attemptAt,
        lastError: outcome.lastError?.slice(0, 1000) ?? null,
        updatedAt: now,
      };
      await tx
        .insert(productCacheState)
        .values({ category, ...values })
        .onConflictDoUpdate({ target: productCacheState.category, set: values });
    }
  });
  return all.length;
}

/** Whether any current product exists (what the first read after a start or a reset checks). */
export async function hasCurrentProducts(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(products)
    .innerJoin(productCacheState, currentProductJoin)
    .limit(1);
  return rows.length > 0;
}

export interface StateSummary {
  /** The source of the most recently refreshed category, or null before the first refresh. */
  source: ProductSource | null;
  /** The oldest last refresh across categories (the cache is as old as its oldest part). */
  lastUpdated: Date | null;
  /** The newest error recorded, when the configured source is not answering. */
  sourceError: string | null;
}

/** What product_cache_state says about the cache as a whole. */
export function summariseState(rows: readonly ProductCacheStateRow[]): StateSummary {
  let latest: ProductCacheStateRow | null = null;
  let oldest: Date | null = null;
  let errorRow: ProductCacheStateRow | null = null;
  for (const row of rows) {
    if (row.lastRefreshedAt) {
      if (!latest || row.lastRefreshedAt > latest.lastRefreshedAt!) latest = row;
      if (!oldest || row.lastRefreshedAt < oldest) oldest = row.lastRefreshedAt;
    }
    if (row.lastError && (!errorRow || (row.lastAttemptAt?.getTime() ?? 0) > (errorRow.lastAttemptAt?.getTime() ?? 0))) errorRow = row;
  }
  return { source: latest?.source ?? null, lastUpdated: oldest, sourceError: errorRow?.lastError ?? null };
}

export async function readCacheState(db: Database): Promise<ProductCacheStateRow[]> {
  return db.select().from(productCacheState);
}

/** The source reads answer from: the source of the latest successful refresh, else the configured one. */
export async function activeSource(db: Database, settings: Pick<Settings, 'retail'>): Promise<ProductSource> {
  return summariseState(await readCacheState(db)).source ?? configuredSource(settings);
}

export function configuredSource(settings: Pick<Settings, 'retail'>): ProductSource {
  return settings.retail.amazon ? 'amazon' : 'sample';
}

/** GET /api/bestsellers/status (core-app.md 3 "Cache status") plus source and sourceError. */
export async function getCacheStatus(db: Database, settings: Pick<Settings, 'retail'>, now: Date): Promise<CacheStatus> {
  const state = await readCacheState(db);
  const counts = await db
    .select({ category: products.category, count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(productCacheState, currentProductJoin)
    .groupBy(products.category);
  const byCategory = new Map(counts.map((c) => [c.category, Number(c.count)]));
  const summary = summariseState(state);
  const totalProducts = [...byCategory.values()].reduce((a, b) => a + b, 0);
  return {
    configured: Boolean(settings.retail.amazon),
    cached: totalProducts > 0,
    lastUpdated: summary.lastUpdated?.toISOString() ?? null,
    isStale: isCacheStale(summary.lastUpdated, now),
    categories: BESTSELLER_CATEGORIES.filter((c) => (byCategory.get(c) ?? 0) > 0),
    totalProducts,
    source: summary.source ?? configuredSource(settings),
    sourceError: summary.sourceError,
  };
}
