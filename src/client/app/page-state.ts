import type { QueryClient } from '@tanstack/react-query';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants';
import { PAGE_STATE_ELEMENT_ID, type PageState, type SharedWishlistState } from '#shared/pages/page-state';
import { siteConfigQuery } from '#client/lib/site-config';
import { errorFromResponse } from '#client/lib/api-client';
import { authKeys } from '#client/lib/auth/auth-api';
import { wishlistKey } from '#client/kits/wishlists';
import { productKeys } from '#client/kits/products/api/products-api';

/**
 * Puts the server's answers into the query cache under the keys the client's own queries use (the session,
 * the site settings, the home page's first list of best sellers), so that the first render needs no request.
 * The server seeds its render's cache the same way (entry-server.tsx): both render the same tree.
 */
export function seedQueries(queryClient: QueryClient, state: PageState): void {
  queryClient.setQueryData(authKeys.me(), state.session.user);
  queryClient.setQueryData(siteConfigQuery.queryKey, state.siteConfig);
  if (state.bestsellers) {
    const userId = state.session.user?.id ?? null;
    queryClient.setQueryData(productKeys.bestsellers({ category: null, limit: BESTSELLERS_DEFAULT_LIMIT, userId }), state.bestsellers);
  }
  if (state.sharedWishlist) seedSharedWishlist(queryClient, state.sharedWishlist);
}

/**
 * The shared list under the page's own query key; a link that gives no list is seeded as the same error the
 * API's answer would have made, so the page shows its message at once and asks nothing (a read counts a view).
 */
function seedSharedWishlist(queryClient: QueryClient, shared: SharedWishlistState): void {
  const queryKey = wishlistKey('shared', { params: { token: shared.token } });
  if ('detail' in shared) {
    queryClient.setQueryData(queryKey, shared.detail);
    return;
  }
  const { status, code, message } = shared.error;
  const query = queryClient.getQueryCache().build(queryClient, { queryKey });
  query.setState({ status: 'error', error: errorFromResponse(status, { error: { code, message } }), errorUpdatedAt: Date.now() });
}

/** The page state the server embedded in the HTML, or null for a page without one (the offline app shell). */
export function readPageState(doc: Pick<Document, 'getElementById'> = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<PageState> | null;
    return state && typeof state.renderedAt === 'number' && state.session && state.siteConfig ? (state as PageState) : null;
  } catch {
    return null;
  }
}
