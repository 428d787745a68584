import { productsApi } from '#shared/api/products';
import { call } from '#client/lib/api-call';
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
