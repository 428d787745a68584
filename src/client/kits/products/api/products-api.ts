import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BestsellerCategory } from '#shared/constants/choice-lists';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants';
import { productsApi } from '#shared/api/products';
import type { GiftProduct, ProductSort, RefreshResponse } from '#shared/schemas/products';
import type { DefaultWishlistItemResponse } from '#shared/schemas/default-wishlist';
import { api, isApiError } from '#client/lib/api-client';
import { areaKey, call, queryKeyFor } from '#client/lib/api-call';

export interface BestsellersParams {
  /** null: every category. */
  category: BestsellerCategory | null;
  limit?: number;
  /** The signed-in person's id (null signed out): the list is personal, so each person has their own entry. */
  userId: string | null;
}

export interface ProductSearchParams {
  q?: string;
  category?: BestsellerCategory | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: ProductSort | null;
  page?: number;
  pageSize?: number;
  userId: string | null;
}

/** The query of GET /api/bestsellers: every category unless one is named. */
export function bestsellersInput(params: Pick<BestsellersParams, 'category' | 'limit'>) {
  return { query: { category: params.category ?? undefined, limit: params.limit ?? BESTSELLERS_DEFAULT_LIMIT } };
}

/** The query of GET /api/products; empty and default values are left out (one cache entry per real search). */
export function productSearchInput(params: ProductSearchParams) {
  return {
    query: {
      q: params.q?.trim() || undefined,
      category: params.category ?? undefined,
      minPrice: params.minPrice ?? undefined,
      maxPrice: params.maxPrice ?? undefined,
      sort: params.sort ?? undefined,
      page: params.page && params.page > 1 ? params.page : undefined,
      pageSize: params.pageSize,
    },
  };
}

/** Every product query key derives from the contracts (the area's prefix marks lists, searches and the status stale at once). */
export const productKeys = {
  all: areaKey(productsApi.bestsellers),
  bestsellers: (params: BestsellersParams) => queryKeyFor(productsApi.bestsellers, bestsellersInput(params), params.userId),
  search: (params: ProductSearchParams) => queryKeyFor(productsApi.search, productSearchInput(params), params.userId),
};

export const bestsellersQuery = (params: BestsellersParams) =>
  queryOptions({
    queryKey: productKeys.bestsellers(params),
    queryFn: ({ signal }) => call(productsApi.bestsellers, bestsellersInput(params), { signal }),
    staleTime: 5 * 60_000,
  });

export const productSearchQuery = (params: ProductSearchParams) =>
  queryOptions({
    queryKey: productKeys.search(params),
    queryFn: ({ signal }) => call(productsApi.search, productSearchInput(params), { signal }),
    staleTime: 60_000,
  });

function refreshBestsellers(): Promise<RefreshResponse> {
  return call(productsApi.refresh, {});
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

async function changeHeart({ productId, add }: HeartChange): Promise<void> {
  if (add) {
    await api.post<DefaultWishlistItemResponse>('/api/wishlists/default/items', { productId });
    return;
  }
  try {
    await api.delete<void>(`/api/wishlists/default/items/by-product/${encodeURIComponent(productId)}`);
  } catch (error) {
    // Already gone (removed in another tab): what the person wanted is true.
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
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
        queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
      ]);
    },
  });
}
