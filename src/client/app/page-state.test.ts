import { describe, expect, it } from 'vitest';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants';
import { PAGE_STATE_ELEMENT_ID, type PageState, serializePageState } from '#shared/pages/page-state';
import type { BestsellersResponse } from '#shared/schemas/products';
import { siteConfigQuery } from '#client/lib/site-config';
import { authKeys } from '#client/lib/auth/auth-api';
import { createQueryClient } from '#client/lib/query-client';
import { productKeys } from '#client/kits/products/api/products-api';
import type { WishlistDetailResponse } from '#shared/schemas/wishlists/items';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields';
import { isApiError } from '#client/lib/api-client';
import { wishlistKeys } from '#client/kits/wishlists';
import { readPageState, seedQueries } from './page-state';

const SITE_CONFIG = { blockContextMenu: true, socialFeatures: false, userRegistration: true, aiRecommendations: true };
const LIST = { success: true, products: [], source: 'sample', lastUpdated: null } as unknown as BestsellersResponse;
const USER = { id: 'user-1', name: 'Ada' } as NonNullable<PageState['session']['user']>;

const stateWith = (user: PageState['session']['user'], bestsellers: BestsellersResponse | null): PageState => ({
  renderedAt: 1,
  session: { user },
  siteConfig: SITE_CONFIG,
  bestsellers,
  sharedWishlist: null,
});

/** A document holding only the page state block (or nothing). */
const docWith = (text: string | null) => ({
  getElementById: (id: string) => (id === PAGE_STATE_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('seedQueries', () => {
  it('answers the session, the site settings and the first signed-out list without a request', () => {
    const client = createQueryClient();
    seedQueries(client, stateWith(null, LIST));
    expect(client.getQueryState(authKeys.me())?.status).toBe('success');
    expect(client.getQueryData(authKeys.me())).toBeNull();
    expect(client.getQueryData(siteConfigQuery.queryKey)).toEqual(SITE_CONFIG);
    expect(client.getQueryData(productKeys.bestsellers({ category: null, limit: BESTSELLERS_DEFAULT_LIMIT, userId: null }))).toEqual(LIST);
  });

  it("files a signed-in person's list under that person", () => {
    const client = createQueryClient();
    seedQueries(client, stateWith(USER, LIST));
    expect(client.getQueryData(authKeys.me())).toEqual(USER);
    expect(client.getQueryData(productKeys.bestsellers({ category: null, limit: BESTSELLERS_DEFAULT_LIMIT, userId: 'user-1' }))).toEqual(LIST);
    expect(client.getQueryData(productKeys.bestsellers({ category: null, limit: BESTSELLERS_DEFAULT_LIMIT, userId: null }))).toBeUndefined();
  });

  it('leaves the list to its own request on pages that carry none', () => {
    const client = createQueryClient();
    seedQueries(client, stateWith(null, null));
    expect(client.getQueryCache().findAll({ queryKey: productKeys.all })).toEqual([]);
  });
});

describe('seedQueries on a shared list', () => {
  const TOKEN = 'share-token-aaaaaaaaaaaaaaa';
  const DETAIL = { wishlist: { title: 'Birthday' }, items: [] } as unknown as WishlistDetailResponse;

  it("files the shared list under the page's query key, so the page asks for nothing", () => {
    const client = createQueryClient();
    seedQueries(client, { ...stateWith(null, null), sharedWishlist: { token: TOKEN, detail: DETAIL } });
    expect(client.getQueryData(wishlistKeys.shared(TOKEN))).toEqual(DETAIL);
  });

  it("files a link's error as the ApiError the API's answer makes", () => {
    const client = createQueryClient();
    const error = { status: 410, code: 'RESOURCE_NOT_FOUND', message: WISHLIST_MESSAGES.shareExpired };
    seedQueries(client, { ...stateWith(null, null), sharedWishlist: { token: TOKEN, error } });
    const query = client.getQueryState(wishlistKeys.shared(TOKEN));
    expect(query?.status).toBe('error');
    expect(isApiError(query?.error) && { status: query.error.status, message: query.error.message }).toEqual({
      status: 410,
      message: WISHLIST_MESSAGES.shareExpired,
    });
  });
});

describe('readPageState', () => {
  it('reads the block the server wrote', () => {
    const state = stateWith(USER, null);
    expect(readPageState(docWith(serializePageState(state)))).toEqual(state);
  });

  it('is null without a block, with broken JSON, or with something that is not a page state', () => {
    expect(readPageState(docWith(null))).toBeNull();
    expect(readPageState(docWith('{not json'))).toBeNull();
    expect(readPageState(docWith('null'))).toBeNull();
    expect(readPageState(docWith('{"renderedAt":1}'))).toBeNull();
  });
});
