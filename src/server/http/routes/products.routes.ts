import type { FastifyPluginAsync } from 'fastify';
import { productsApi } from '#shared/api/products.js';
import type { AppContext } from '#server/app-context.js';
import { presentBestsellers, presentProductSearch } from '#server/presenters/product.presenter.js';
import type { RefreshOutcome } from '#server/services/products/catalog.service.js';
import { authorize } from '#server/http/actor.js';
import { route, SerializedJson } from '#server/http/contract-route.js';

export const REFRESH_MESSAGES: Record<RefreshOutcome, string> = {
  refreshed: 'Product cache refreshed',
  fresh: 'Product cache is already fresh',
  fallback: 'The product source is unavailable; the sample catalog was loaded instead',
  failedKeptOld: 'The product source is unavailable; the products cached earlier are still shown',
};

/**
 * The product API (src/shared/api/products.ts, core-app.md 7). Anyone may read and refresh (the refresh is
 * rate-limited and coalesced). Lists depend on the viewer (interest bonus, hearts): their contracts' cache
 * policy is per-viewer, so a browser never shows a stored signed-out list after sign-in, nor an old one after
 * Refresh Products.
 */
export function productsRoutes(ctx: AppContext): FastifyPluginAsync {
  const catalog = ctx.catalog;
  // Signed-out lists are the same for every visitor: the catalog service remembers them as sent.
  const signedOutBestsellers = catalog.rememberSignedOutBestsellers((page, viewer) =>
    JSON.stringify(presentBestsellers(page, viewer, false)),
  );

  return async (app) => {
    route(app, productsApi.bestsellers, async ({ query }, request) => {
      const actor = authorize(request, 'products:read');
      if (!actor) return new SerializedJson(await signedOutBestsellers(query, request.log));
      const viewer = await catalog.viewer(actor.userId);
      return presentBestsellers(await catalog.bestsellers(query, viewer, true, request.log), viewer, true);
    });

    route(app, productsApi.refresh, async (_input, request) => {
      authorize(request, 'products:refresh');
      const { outcome, ...answer } = await catalog.refreshOnRequest(request.log);
      return { message: REFRESH_MESSAGES[outcome], ...answer };
    });

    route(app, productsApi.status, async (_input, request) => {
      authorize(request, 'products:read');
      return catalog.status();
    });

    route(app, productsApi.search, async ({ query }, request) => {
      const actor = authorize(request, 'products:read');
      const viewer = await catalog.viewer(actor?.userId ?? null);
      return presentProductSearch(await catalog.search(query, viewer, request.log), viewer);
    });
  };
}
