import type { BestsellerCategory } from '#shared/constants/choice-lists';
import type { ProductSort } from '#shared/schemas/products';

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
