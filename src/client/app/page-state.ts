import type { QueryClient } from '@tanstack/react-query';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/pages/page-state';
import { siteConfigQuery } from '#client/features/site-config/api/site-config-query';
import { authKeys } from '#client/lib/auth/auth-api';
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
