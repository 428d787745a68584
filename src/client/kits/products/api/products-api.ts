import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BestsellerCategory } from '#shared/constants/choice-lists';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants';
import type { BestsellersResponse, GiftProduct, RefreshResponse } from '#shared/schemas/products';
import { api } from '#client/lib/api-client';
import { type ProductSearchParams, productSearchInput } from './product-search-input';

export type { ProductSearchParams } from './product-search-input';

export interface BestsellersParams {
  /** null: every category. */
  category: BestsellerCategory | null;
  limit?: number;
  /** The signed-in person's id (null signed out): the list is personal, so each person has their own entry. */
  userId: string | null;
}

/** The query of GET /api/bestsellers: every category unless one is named. */
export function bestsellersInput(params: Pick<BestsellersParams, 'category' | 'limit'>) {
  return { query: { category: params.category ?? undefined, limit: params.limit ?? BESTSELLERS_DEFAULT_LIMIT } };
}

/**
 * Every product query key starts with the area's name, so one call marks lists, searches and the status as stale.
 * They have the shape queryKeyFor(contract, input, viewer) gives (products-api.test.ts proves it): the contracts
 * themselves stay off the first load of /, which carries no zod (the 150 KB budget; docs/decisions/180).
 */
export const productKeys = {
  all: ['products'] as const,
  bestsellers: (params: BestsellersParams) => ['products', 'bestsellers', { ...bestsellersInput(params), viewer: params.userId }] as const,
  search: (params: ProductSearchParams) => ['products', 'search', { ...productSearchInput(params), viewer: params.userId }] as const,
};

/** Every wishlist query starts with the wishlists area's name (its contract's areaKey; the heart's list is one of them). */
const WISHLISTS_KEY = ['wishlists'] as const;

/** core-app.md 7: the answer is invalid when success is false or products is missing. */
export const INVALID_BESTSELLERS_MESSAGE = 'The server sent an invalid product list.';

export function assertBestsellers(body: unknown): BestsellersResponse {
  const record = body as Partial<BestsellersResponse> | null | undefined;
  if (!record || record.success !== true || !Array.isArray(record.products)) throw new Error(INVALID_BESTSELLERS_MESSAGE);
  return record as BestsellersResponse;
}

export function bestsellersPath(params: Pick<BestsellersParams, 'category' | 'limit'>): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  search.set('limit', String(params.limit ?? BESTSELLERS_DEFAULT_LIMIT));
  return `/api/bestsellers?${search}`;
}

export const bestsellersQuery = (params: BestsellersParams) =>
  queryOptions({
    queryKey: productKeys.bestsellers(params),
    queryFn: async ({ signal }) => assertBestsellers(await api.get<unknown>(bestsellersPath(params), { signal })),
    staleTime: 5 * 60_000,
  });

/** /discover and /search: the call through the contract, loaded when a search first runs (never on the first load of /). */
export const productSearchQuery = (params: ProductSearchParams) =>
  queryOptions({
    queryKey: productKeys.search(params),
    queryFn: async ({ signal }) => (await import('./product-calls')).searchProducts(params, signal),
    staleTime: 60_000,
  });

/** Refresh Products: the call through the contract, loaded on the first press. */
async function refreshBestsellers(): Promise<RefreshResponse> {
  return (await import('./product-calls')).refreshProducts();
}

/**
 * Refresh Products (core-app.md 4): ask the server to refresh its cache, then reload the lists, even when
 * the refresh failed. Resolves with the refresh's error (if any) once the lists have been reloaded.
 */
export async function refreshThenReload(queryClient: QueryClient, refresh: () => Promise<unknown> = refreshBestsellers): Promise<unknown> {
  let failure: unknown;
  try {
    await refresh();
  } catch (error) {
    failure = error;
  }
  await queryClient.invalidateQueries({ queryKey: productKeys.all });
  return failure;
}

/** A list answer that carries products (bestsellers and search both do). */
interface WithProducts {
  products: GiftProduct[];
}

function hasProducts(data: unknown): data is WithProducts {
  return typeof data === 'object' && data !== null && Array.isArray((data as WithProducts).products);
}

/** The same data with one product's heart set; untouched data is returned as it was (no re-render). */
export function withInWishlist<T>(data: T, productId: string, inWishlist: boolean): T {
  if (!hasProducts(data) || !data.products.some((p) => p.id === productId && p.inWishlist !== inWishlist)) return data;
  return { ...data, products: data.products.map((p) => (p.id === productId ? { ...p, inWishlist } : p)) };
}

/** Sets a product's heart in every cached product list at once, so each card showing it agrees. */
export function setCachedInWishlist(queryClient: QueryClient, productId: string, inWishlist: boolean) {
  queryClient.setQueriesData({ queryKey: productKeys.all }, (data: unknown) => withInWishlist(data, productId, inWishlist));
}

export interface HeartChange {
  productId: string;
  /** true: add to the default wishlist; false: remove from it. */
  add: boolean;
}

/** The heart's calls go through their contracts, loaded on the first click (zod stays off the first load of /). */
async function changeHeart(change: HeartChange): Promise<void> {
  const { changeHeartOnServer } = await import('./product-calls');
  await changeHeartOnServer(change);
}

/**
 * The heart: adds the product to (or removes it from) the signed-in person's default wishlist. Every cached
 * card flips at once; a failure puts them back and reloads them. On success the lists are only marked stale
 * (the server already agrees with what is shown), and so are the person's wishlists.
 */
export function useHeartMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeHeart,
    onMutate: async ({ productId, add }: HeartChange) => {
      await queryClient.cancelQueries({ queryKey: productKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: productKeys.all });
      setCachedInWishlist(queryClient, productId, add);
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async (_data, error) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: error ? 'active' : 'none' }),
        queryClient.invalidateQueries({ queryKey: WISHLISTS_KEY }),
      ]);
    },
  });
}
