import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { GiftProduct } from '#shared/schemas/products';
import { urlFor } from '#shared/api/contract';
import { productsApi } from '#shared/api/products';
import {
  bestsellersInput,
  productKeys,
  productSearchInput,
  refreshThenReload,
  setCachedInWishlist,
  withInWishlist,
} from './products-api';

const product = (id: string, inWishlist = false) => ({ id, inWishlist }) as GiftProduct;

describe('request paths (built from the contracts)', () => {
  it('asks for the category by its chip name and the limit', () => {
    expect(urlFor(productsApi.bestsellers, bestsellersInput({ category: null }))).toBe('/api/bestsellers?limit=12');
    expect(urlFor(productsApi.bestsellers, bestsellersInput({ category: 'Home & Garden', limit: 6 }))).toBe(
      '/api/bestsellers?category=Home+%26+Garden&limit=6',
    );
  });

  it('leaves empty and default search values out', () => {
    const path = (params: Parameters<typeof productSearchInput>[0]) => urlFor(productsApi.search, productSearchInput(params));
    expect(path({ userId: null })).toBe('/api/products');
    expect(path({ q: '  ', page: 1, minPrice: null, userId: 'u1' })).toBe('/api/products');
    expect(
      path({ q: ' lamp ', category: 'Home & Garden', minPrice: 0, maxPrice: 40, sort: 'price-asc', page: 2, pageSize: 6, userId: null }),
    ).toBe('/api/products?q=lamp&category=Home+%26+Garden&minPrice=0&maxPrice=40&sort=price-asc&page=2&pageSize=6');
  });

  it('gives the same search one key whoever typed the spaces, and each viewer their own', () => {
    expect(productKeys.search({ q: 'lamp ', page: 1, userId: 'u1' })).toEqual(productKeys.search({ q: 'lamp', userId: 'u1' }));
    expect(productKeys.search({ q: 'lamp', userId: 'u1' })).not.toEqual(productKeys.search({ q: 'lamp', userId: null }));
    expect(productKeys.bestsellers({ category: null, userId: null }).slice(0, 2)).toEqual(['products', 'bestsellers']);
  });
});

describe('hearts in the cache', () => {
  it('flips one product and leaves unrelated data untouched', () => {
    const data = { products: [product('a'), product('b')], total: 2 };
    const next = withInWishlist(data, 'b', true);
    expect(next.products.map((p) => p.inWishlist)).toEqual([false, true]);
    expect(next.total).toBe(2);
    expect(withInWishlist(data, 'zzz', true)).toBe(data);
    expect(withInWishlist(next, 'b', true)).toBe(next);
    const status = { configured: false };
    expect(withInWishlist(status, 'a', true)).toBe(status);
  });

  it('sets the heart in every cached product list', () => {
    const client = new QueryClient();
    const home = productKeys.bestsellers({ category: null, userId: 'u1' });
    const search = productKeys.search({ q: 'mug', userId: 'u1' });
    client.setQueryData(home, { products: [product('a'), product('b')] });
    client.setQueryData(search, { products: [product('b')] });
    client.setQueryData(['other'], { products: [product('b')] });
    setCachedInWishlist(client, 'b', true);
    expect(client.getQueryData<{ products: GiftProduct[] }>(home)?.products[1].inWishlist).toBe(true);
    expect(client.getQueryData<{ products: GiftProduct[] }>(search)?.products[0].inWishlist).toBe(true);
    expect(client.getQueryData<{ products: GiftProduct[] }>(['other'])?.products[0].inWishlist).toBe(false);
  });
});

describe('refreshThenReload', () => {
  it('reloads the lists after a refresh', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const refresh = vi.fn().mockResolvedValue({ message: 'ok' });
    expect(await refreshThenReload(client, refresh)).toBeUndefined();
    expect(refresh).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
  });

  it('reloads them even when the refresh fails, and hands back the failure', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const failure = new Error('rate limited');
    expect(await refreshThenReload(client, () => Promise.reject(failure))).toBe(failure);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
  });
});
