import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { urlFor } from '#shared/api/contract';
import { productsApi } from '#shared/api/products';
import type { GiftProduct } from '#shared/schemas/products';
import { areaKey, queryKeyFor } from '#client/lib/api-call';
import { productSearchInput } from './product-search-input';
import {
  assertBestsellers,
  bestsellersPath,
  INVALID_BESTSELLERS_MESSAGE,
  bestsellersInput,
  productKeys,
  refreshThenReload,
  setCachedInWishlist,
  withInWishlist,
} from './products-api';

const product = (id: string, inWishlist = false) => ({ id, inWishlist }) as GiftProduct;

describe('assertBestsellers', () => {
  it('accepts a successful answer with products', () => {
    const body = { success: true, products: [], cached: true, lastUpdated: null, source: 'sample' };
    expect(assertBestsellers(body)).toBe(body);
  });

  it('refuses an answer whose success is false or whose products are missing (core-app.md 7)', () => {
    expect(() => assertBestsellers({ success: false, products: [] })).toThrow(INVALID_BESTSELLERS_MESSAGE);
    expect(() => assertBestsellers({ success: true })).toThrow(INVALID_BESTSELLERS_MESSAGE);
    expect(() => assertBestsellers(undefined)).toThrow(INVALID_BESTSELLERS_MESSAGE);
  });
});

describe('request paths', () => {
  it('asks for the category by its chip name and the limit', () => {
    expect(bestsellersPath({ category: null })).toBe('/api/bestsellers?limit=12');
    expect(bestsellersPath({ category: 'Home & Garden', limit: 6 })).toBe('/api/bestsellers?category=Home+%26+Garden&limit=6');
  });

  it('asks for best sellers at the contract\'s URL', () => {
    for (const params of [{ category: null }, { category: 'Home & Garden' as const, limit: 6 }]) {
      expect(bestsellersPath(params)).toBe(urlFor(productsApi.bestsellers, bestsellersInput(params)));
    }
  });

  it('leaves empty and default search values out', () => {
    const path = (params: Parameters<typeof productSearchInput>[0]) => urlFor(productsApi.search, productSearchInput(params));
    expect(path({ userId: null })).toBe('/api/products');
    expect(path({ q: '  ', page: 1, minPrice: null, userId: 'u1' })).toBe('/api/products');
    expect(
      path({ q: ' lamp ', category: 'Home & Garden', minPrice: 0, maxPrice: 40, sort: 'price-asc', page: 2, pageSize: 6, userId: null }),
    ).toBe('/api/products?q=lamp&category=Home+%26+Garden&minPrice=0&maxPrice=40&sort=price-asc&page=2&pageSize=6');
  });
});

describe('query keys', () => {
  it('are the keys the contracts give (kept literal so the contracts stay off the first load of /)', () => {
    const list = { category: 'Books & Media' as const, limit: 6, userId: 'u1' };
    expect(productKeys.bestsellers(list)).toEqual(queryKeyFor(productsApi.bestsellers, bestsellersInput(list), 'u1'));
    const search = { q: 'lamp', page: 2, userId: null };
    expect(productKeys.search(search)).toEqual(queryKeyFor(productsApi.search, productSearchInput(search), null));
    expect(productKeys.all).toEqual(areaKey(productsApi.search));
  });

  it('give the same search one key whoever typed the spaces, and each viewer their own', () => {
    expect(productKeys.search({ q: 'lamp ', page: 1, userId: 'u1' })).toEqual(productKeys.search({ q: 'lamp', userId: 'u1' }));
    expect(productKeys.search({ q: 'lamp', userId: 'u1' })).not.toEqual(productKeys.search({ q: 'lamp', userId: null }));
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
