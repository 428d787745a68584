import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BestsellersQuery,
  type CacheStatus,
  ProductSearchQuery,
  type ProductSearchResponse,
  type RefreshResponse,
} from '#shared/schemas/products.js';
import type { AppContext } from '#server/app-context.js';
import { presentBestsellers, presentProductSearch } from '#server/presenters/product.presenter.js';
import type { RefreshOutcome } from '#server/services/products/catalog.service.js';
import { authorize } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';

export const REFRESH_MESSAGES: Record<RefreshOutcome, string> = {
  refreshed: 'Product cache refreshed',
  fresh: 'Product cache is already fresh',
  fallback: 'The product source is unavailable; the sample catalog was loaded instead',
  failedKeptOld: 'The product source is unavailable; the products cached earlier are still shown',
};

/**
 * The product API (core-app.md 7): best sellers, the cache's refresh and status, and the /discover
 * search. Anyone may read and refresh (the refresh is rate-limited and coalesced). Lists depend on the
 * viewer (interest bonus, hearts), so a signed-in answer is never stored by a cache, and a signed-out one
 * is revalidated every time (no-cache, Vary: Cookie): a browser must not show a stored signed-out list
 * after sign-in, nor an old one after Refresh Products.
 */
export function productsRoutes(ctx: AppContext): FastifyPluginAsync {
  const catalog = ctx.catalog;
  // Signed-out lists are the same for every visitor: the catalog service remembers them as sent.
  const signedOutBestsellers = catalog.rememberSignedOutBestsellers((page, viewer) =>
    JSON.stringify(presentBestsellers(page, viewer, false)),
  );

  return async (app) => {
    function cacheHeaders(request: FastifyRequest, reply: FastifyReply): void {
      // Signed in: never stored (the security plugin also marks every cookie-bearing /api answer no-store).
      reply.header('cache-control', request.actor ? 'no-store' : 'no-cache');
      reply.header('vary', 'Cookie');
    }

    app.get('/bestsellers', async (request, reply) => {
      authorize(request, 'products:read');
      const query = parse(BestsellersQuery, request.query);
      cacheHeaders(request, reply);
      reply.type('application/json; charset=utf-8');
      if (!request.actor) return reply.send(await signedOutBestsellers(query, request.log));
      const viewer = await catalog.viewer(request.actor.userId);
      const page = await catalog.bestsellers(query, viewer, true, request.log);
      return reply.send(JSON.stringify(presentBestsellers(page, viewer, true)));
    });

    app.post('/bestsellers/refresh', { config: { rateLimit: 'bestsellers-refresh' } }, async (request, reply): Promise<RefreshResponse> => {
      authorize(request, 'products:refresh');
      reply.header('cache-control', 'no-store');
      const { outcome, ...answer } = await catalog.refreshOnRequest(request.log);
      return { message: REFRESH_MESSAGES[outcome], ...answer };
    });

    app.get('/bestsellers/status', async (request, reply): Promise<CacheStatus> => {
      authorize(request, 'products:read');
      reply.header('cache-control', 'no-store');
      return catalog.status();
    });

    app.get('/products', async (request, reply): Promise<ProductSearchResponse> => {
      authorize(request, 'products:read');
      const query = parse(ProductSearchQuery, request.query);
      cacheHeaders(request, reply);
      const viewer = await catalog.viewer(request.actor?.userId ?? null);
      return presentProductSearch(await catalog.search(query, viewer, request.log), viewer);
    });
  };
}
