import { USER_MESSAGES } from '#shared/errors/catalogue.js';
import type { BestsellerCategory, ProductSource } from '#shared/constants/choice-lists.js';
import type { CacheStatus, ProductSearchQuery } from '#shared/schemas/products.js';
import type { Settings } from '#server/config/settings.js';
import type { Database } from '#server/db/client.js';
import { AppError } from '#server/errors.js';
import type { RetailSource } from '#server/integrations/retail/types.js';
import {
  activeSource,
  type CatalogLog,
  configuredSource,
  getCacheStatus,
  hasCurrentProducts,
  type RefreshResult,
  refreshCatalog,
} from './catalog-cache.service.js';
import {
  type BestsellersPage,
  listBestsellers,
  loadProductViewer,
  type ProductSearchPage,
  type ProductViewer,
  searchProducts,
  SIGNED_OUT_VIEWER,
} from './product-query.service.js';

/**
 * The one retail catalog of an app (built once in the app context): the configured source with the sample
 * catalog as its fallback, the best-seller cache filled from them, and what routes, jobs and the start-up
 * fill do with it. Every refresh of this process goes through here, so the remembered signed-out lists are
 * forgotten the moment one starts or ends; another instance's refresh (or tables emptied behind our back)
 * shows after at most SIGNED_OUT_MEMO_MAX_AGE_MS. A warm signed-out list asks the database nothing
 * (docs/decisions/080-one-retail-catalog.md).
 */

/** How long a remembered signed-out list is trusted without a refresh of this process: other instances' refreshes show within it. */
export const SIGNED_OUT_MEMO_MAX_AGE_MS = 5_000;
/** Remembered lists per renderer; a full memo is emptied, never grown (category × limit keys are few). */
const SIGNED_OUT_MEMO_MAX_ENTRIES = 500;

/** What POST /api/bestsellers/refresh did, for the route to word (REFRESH_MESSAGES). */
export type RefreshOutcome = 'refreshed' | 'fresh' | 'fallback' | 'failedKeptOld';

export interface RefreshAnswer {
  outcome: RefreshOutcome;
  refreshed: boolean;
  coalesced: boolean;
  source: ProductSource;
}

export interface BestsellersRequest {
  category?: BestsellerCategory;
  limit: number;
  forceRefresh?: boolean;
}

export interface CatalogService {
  /** The configured source (Amazon when its settings are present, else the sample catalog). */
  readonly source: RetailSource;
  /** Answers when the source fails: the built-in sample catalog. */
  readonly fallback: RetailSource;
  /** The person looking at a list (interests and hearts when signed in). */
  viewer(userId: string | null): Promise<ProductViewer>;
  /** Fill an empty cache (start-up, the first read, the gift finder); null when there was nothing to do. */
  ensureFilled(log?: CatalogLog): Promise<RefreshResult | null>;
  /** Refresh from the source (coalesced; force ignores the coalescing window, as the daily job does). */
  refresh(options?: { force?: boolean; log?: CatalogLog }): Promise<RefreshResult>;
  /** A visitor's Refresh Products: what happened, or a 503 when nothing can be shown at all. */
  refreshOnRequest(log: CatalogLog): Promise<RefreshAnswer>;
  /** The home list for this viewer, filling an empty cache first. */
  bestsellers(request: BestsellersRequest, viewer: ProductViewer, signedIn: boolean, log: CatalogLog): Promise<BestsellersPage>;
  /**
   * The signed-out home list as `render` makes it, remembered per category and limit: a warm hit does no
   * work and no query. One renderer per call site (a route plugin asks once, at registration).
   */
  rememberSignedOutBestsellers<T>(render: (page: BestsellersPage, viewer: ProductViewer) => T): (request: BestsellersRequest, log: CatalogLog) => Promise<T>;
  /** /discover and /search, filling an empty cache first. */
  search(query: ProductSearchQuery, viewer: ProductViewer, log: CatalogLog): Promise<ProductSearchPage>;
  status(): Promise<CacheStatus>;
  /** Forget every remembered list now (a refresh does this itself; tests call it after emptying the tables). */
  forgetRememberedLists(): void;
}

export interface CatalogServiceDeps {
  db: Database;
  settings: Pick<Settings, 'retail'>;
  source: RetailSource;
  fallback: RetailSource;
  now: () => Date;
  /** Milliseconds for the memo's age (performance.now by default; tests move it). */
  clock?: () => number;
}

interface Remembered<T> {
  value: T;
  generation: number;
  at: number;
}

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', USER_MESSAGES.serviceUnavailable('Product Search'));

export function createCatalogService(deps: CatalogServiceDeps): CatalogService {
  const { db, settings, source, fallback, now } = deps;
  const clock = deps.clock ?? (() => performance.now());
  const fallbackSource = configuredSource(settings);
  // Bumped when a refresh of this process starts and when it ends: a list read across either is not remembered.
  let generation = 0;
  const memos = new Set<Map<string, Remembered<unknown>>>();

  function forgetRememberedLists(): void {
    generation++;
    for (const memo of memos) memo.clear();
  }

  function refresh(options: { force?: boolean; log?: CatalogLog } = {}): Promise<RefreshResult> {
    forgetRememberedLists();
    return refreshCatalog({ db, source, fallback, now, log: options.log }, { force: options.force }).finally(forgetRememberedLists);
  }

  async function ensureFilled(log?: CatalogLog): Promise<RefreshResult | null> {
    if (await hasCurrentProducts(db)) return null;
    return refresh({ force: true, log });
  }

  /**
   * The first read after a start finds an empty cache and fills it. True when it filled something; a
   * failure with nothing to show is a 503.
   */
  async function fillEmptyCache(log: CatalogLog): Promise<boolean> {
    try {
      return (await ensureFilled(log)) !== null;
    } catch (error) {
      log.error({ err: error }, 'filling the product cache failed');
      if (await hasCurrentProducts(db)) return true;
      throw unavailable();
    }
  }

  async function bestsellers(request: BestsellersRequest, viewer: ProductViewer, signedIn: boolean, log: CatalogLog): Promise<BestsellersPage> {
    if (request.forceRefresh) {
      // Coalesced like POST /refresh; a failure still answers with what the cache holds.
      await refresh({ log }).catch((error: unknown) => log.error({ err: error }, 'forced product refresh failed'));
    }
    const list = () => listBestsellers(db, { category: request.category, limit: request.limit, viewer, signedIn, fallbackSource });
    const page = await list();
    if (page.products.length === 0 && (await fillEmptyCache(log))) return list();
    return page;
  }

  return {
    source,
    fallback,
    viewer: (userId) => loadProductViewer(db, userId, settings.retail.affiliateTag),
    ensureFilled,
    refresh,

    async refreshOnRequest(log) {
      let result: RefreshResult;
      try {
        result = await refresh({ log });
      } catch (error) {
        log.error({ err: error }, 'product refresh failed');
        if (!(await hasCurrentProducts(db))) throw unavailable();
        return { outcome: 'failedKeptOld', refreshed: false, coalesced: false, source: await activeSource(db, settings) };
      }
      const outcome: RefreshOutcome = result.coalesced
        ? 'fresh'
        : result.sourceError && result.source !== source.name
          ? 'fallback'
          : 'refreshed';
      return { outcome, refreshed: result.refreshed, coalesced: result.coalesced, source: result.source };
    },

    bestsellers,

    rememberSignedOutBestsellers<T>(render: (page: BestsellersPage, viewer: ProductViewer) => T) {
      const memo = new Map<string, Remembered<T>>();
      memos.add(memo as Map<string, Remembered<unknown>>);
      const viewer: ProductViewer = { ...SIGNED_OUT_VIEWER, affiliateTag: settings.retail.affiliateTag };
      return async (request, log) => {
        const key = `${request.category ?? ''}|${request.limit}`;
        if (!request.forceRefresh) {
          const hit = memo.get(key);
          if (hit && hit.generation === generation && clock() - hit.at < SIGNED_OUT_MEMO_MAX_AGE_MS) return hit.value;
        }
        const startedAt = clock();
        const started = generation;
        const page = await bestsellers(request, viewer, false, log);
        const value = render(page, viewer);
        // Only an answer no refresh overlapped, with products to show, is remembered.
        if (generation === started && page.products.length > 0) {
          if (memo.size >= SIGNED_OUT_MEMO_MAX_ENTRIES) memo.clear();
          memo.set(key, { value, generation, at: startedAt });
        }
        return value;
      };
    },

    async search(query, viewer, log) {
      const page = await searchProducts(db, query, viewer, { fallbackSource });
      if (page.total === 0 && (await fillEmptyCache(log))) return searchProducts(db, query, viewer, { fallbackSource });
      return page;
    },

    status: () => getCacheStatus(db, settings, now()),
    forgetRememberedLists,
  };
}
