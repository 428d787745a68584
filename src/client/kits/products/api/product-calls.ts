import { defaultWishlistApi } from '#shared/api/default-wishlist';
import { productsApi } from '#shared/api/products';
import { call } from '#client/lib/api-call';
import { isApiError } from '#client/lib/api-client';
import type { HeartChange } from './products-api';
import { type ProductSearchParams, productSearchInput } from './product-search-input';

/**
 * The product calls made through their contracts (src/shared/api/products.ts): the answer is parsed with the
 * contract's schema. Loaded on demand by products-api.ts, so zod stays off the first load of /.
 */
export function searchProducts(params: ProductSearchParams, signal?: AbortSignal) {
  return call(productsApi.search, productSearchInput(params), { signal });
}

export function refreshProducts() {
  return call(productsApi.refresh, {});
}

/** The heart: the product into the person's default wishlist, or out of it. */
export async function changeHeartOnServer({ productId, add }: HeartChange): Promise<void> {
  if (add) {
    await call(defaultWishlistApi.addItem, { body: { productId } });
    return;
  }
  try {
    await call(defaultWishlistApi.removeProduct, { params: { productId } });
  } catch (error) {
    // Already gone (removed in another tab): what the person wanted is true.
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}
