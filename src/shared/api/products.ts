import { BestsellersQuery, BestsellersResponse, CacheStatus, ProductSearchQuery, ProductSearchResponse, RefreshResponse } from '#shared/schemas/products.js';
import { defineArea } from './contract.js';

/** The product API (core-app.md 7): best sellers, the cache's refresh and status, and the /discover search. */
export const productsApi = defineArea('products', {
  bestsellers: {
    method: 'GET',
    path: '/api/bestsellers',
    summary: 'Best sellers, by category, with the signed-in person\'s hearts',
    access: 'anyone',
    query: BestsellersQuery,
    responses: { 200: BestsellersResponse },
    cache: 'per-viewer',
  },
  refresh: {
    method: 'POST',
    path: '/api/bestsellers/refresh',
    summary: 'Refresh the product cache from the retail source (coalesced with a refresh under way)',
    access: 'anyone',
    responses: { 200: RefreshResponse },
    rateLimit: 'bestsellers-refresh',
  },
  status: {
    method: 'GET',
    path: '/api/bestsellers/status',
    summary: 'The product cache\'s status',
    access: 'anyone',
    responses: { 200: CacheStatus },
  },
  search: {
    method: 'GET',
    path: '/api/products',
    summary: 'Search the current products (the /discover page and /search)',
    access: 'anyone',
    query: ProductSearchQuery,
    responses: { 200: ProductSearchResponse },
    cache: 'per-viewer',
  },
});
