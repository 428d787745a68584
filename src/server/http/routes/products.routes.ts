import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { USER_MESSAGES } from '../../../shared/errors/catalogue.js';
import {
  BestsellersQuery,
  type BestsellersResponse,
  type CacheStatus,
  ProductSearchQuery,
  type ProductSearchResponse,
  type RefreshResponse,
} from '../../../shared/schemas/products.js';
import type { AppContext } from '../../app-context.js';
import { createSampleRetailSource } from '../../integrations/retail/sample-source.js';
import type { ProductViewer } from '../../presenters/product.presenter.js';
import {
  activeSource,
  type CatalogDeps,
  configuredSource,
  ensureCatalog,
  getCacheStatus,
  hasCurrentProducts,
  type RefreshResult,
  refreshCatalog,
} from '../../services/products/catalog-cache.service.js';
import {
  CatalogMemo,
  listBestsellers,
  loadProductViewer,
  searchProducts,
} from '../../services/products/product-query.service.js';
import { authorize } from '../actor.js';
import { AppError } from '../app-error.js';
import { parse } from '../parse.js';

export const REFRESH_MESSAGES = {
  refreshed: 'Product cache refreshed',
  fresh: 'Product cache is already fresh',
  fallback: 'The product source is unavailable; the sample catalog was loaded instead',
  failedKeptOld: 'The product source is unavailable; the products cached earlier are still shown',
} as const;

/**
 * The product API (core-app.md 7): best sellers, the cache's refresh and status, and the /discover
 * search. Anyone may read and refresh (the refresh is rate-limited and coalesced). Lists depend on the
 * viewer (interest bonus, hearts), so a signed-in answer is never stored by a cache, and a signed-out one
 * is revalidated every time (no-cache, Vary: Cookie): a browser must not show a stored signed-out list
 * after sign-in, nor an old one after Refresh Products.
 */
export function productsRoutes(ctx: AppContext): FastifyPluginAsync {
  const fallback = ctx.retailSource.name === 'sample' ? ctx.retailSource : createSampleRetailSource();
  const fallbackSource = configuredSource(ctx.settings);

  return async (app) => {
    const deps: CatalogDeps = { db: ctx.db, source: ctx.retailSource, fallback, now: ctx.now, log: app.log };

    function viewerOf(request: FastifyRequest): Promise<ProductViewer> {
      return loadProductViewer(ctx.db, request.actor?.userId ?? null, ctx.settings.retail.affiliateTag);
    }

    function cacheHeaders(request: FastifyRequest, reply: FastifyReply): void {
      // Signed in: never stored (the security plugin also marks every cookie-bearing /api answer no-store).
      reply.header('cache-control', request.actor ? 'no-store' : 'no-cache');
      reply.header('vary', 'Cookie');
    }

    const unavailable = () => new AppError('SERVICE_UNAVAILABLE', USER_MESSAGES.serviceUnavailable('Product Search'));

    /**
     * The first read after a start (or a test's reset) finds an empty cache and fills it. Returns true
     * when it filled something; a failure with nothing to show is a 503.
     */
    async function fillEmptyCache(request: FastifyRequest): Promise<boolean> {
      try {
        const result = await ensureCatalog(deps);
        return result !== null;
      } catch (error) {
        request.log.error({ err: error }, 'filling the product cache failed');
        if (await hasCurrentProducts(ctx.db)) return true;
        throw unavailable();
      }
    }

    // Signed-out lists (the same for every visitor) as sent: a warm hit asks the database nothing.
    const signedOutLists = new CatalogMemo<string>(ctx.db);

    app.get('/bestsellers', async (request, reply) => {
      authorize(request, 'products:read');
      const query = parse(BestsellersQuery, request.query);
      cacheHeaders(request, reply);
      reply.type('application/json; charset=utf-8');
      if (query.forceRefresh) {
        // Coalesced like POST /refresh; a failure still answers with what the cache holds.
        await refreshCatalog(deps).catch((error: unknown) => request.log.error({ err: error }, 'forced product refresh failed'));
      }
      const signedIn = request.actor !== null;
      const memoKey = `${query.category ?? ''}|${query.limit}`;
      if (!signedIn) {
        const remembered = await signedOutLists.get(memoKey);
        if (remembered !== undefined) return reply.send(remembered);
      }
      const stamp = signedIn ? null : await signedOutLists.begin();

      const viewer = await viewerOf(request);
      const list = () => listBestsellers(ctx.db, { category: query.category, limit: query.limit, viewer, signedIn, fallbackSource });
      let page = await list();
      let filled = false;
      if (page.products.length === 0 && (await fillEmptyCache(request))) {
        filled = true;
        page = await list();
      }
      const body: BestsellersResponse = { success: true, ...page };
      const json = JSON.stringify(body);
      if (stamp && !filled && page.products.length > 0) signedOutLists.set(stamp, memoKey, json);
      return reply.send(json);
    });

    app.post('/bestsellers/refresh', { config: { rateLimit: 'bestsellers-refresh' } }, async (request, reply): Promise<RefreshResponse> => {
      authorize(request, 'products:refresh');
      reply.header('cache-control', 'no-store');
      let result: RefreshResult;
      try {
        result = await refreshCatalog(deps);
      } catch (error) {
        request.log.error({ err: error }, 'product refresh failed');
        if (!(await hasCurrentProducts(ctx.db))) throw unavailable();
        return {
          message: REFRESH_MESSAGES.failedKeptOld,
          refreshed: false,
          coalesced: false,
          source: await activeSource(ctx.db, ctx.settings),
        };
      }
      const message = result.coalesced
        ? REFRESH_MESSAGES.fresh
        : result.sourceError && result.source !== deps.source.name
          ? REFRESH_MESSAGES.fallback
          : REFRESH_MESSAGES.refreshed;
      return { message, refreshed: result.refreshed, coalesced: result.coalesced, source: result.source };
    });

    app.get('/bestsellers/status', async (request, reply): Promise<CacheStatus> => {
      authorize(request, 'products:read');
      reply.header('cache-control', 'no-store');
      return getCacheStatus(ctx.db, ctx.settings, ctx.now());
    });

    app.get('/products', async (request, reply): Promise<ProductSearchResponse> => {
      authorize(request, 'products:read');
      const query = parse(ProductSearchQuery, request.query);
      cacheHeaders(request, reply);
      const viewer = await viewerOf(request);
      let page = await searchProducts(ctx.db, query, viewer, { fallbackSource });
      if (page.total === 0 && (await fillEmptyCache(request))) page = await searchProducts(ctx.db, query, viewer, { fallbackSource });
      return page;
    });
  };
}
