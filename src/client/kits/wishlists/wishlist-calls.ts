import type { AddItemInput } from '#shared/schemas/wishlists/items';
import { wishlistsApi } from '#shared/api/wishlists';
import { call } from '#client/lib/api-call';

/**
 * The kit's calls through their contracts (src/shared/api/wishlists.ts): each answer is parsed with the
 * contract's schema. Loaded on demand by wishlists-api.ts and the 'Save to…' dialog, so zod stays off the
 * first load of the pages that show the button.
 */
export const myWishlists = (signal?: AbortSignal) => call(wishlistsApi.mine, {}, { signal });

export const addToWishlist = (wishlistId: string, item: AddItemInput) => call(wishlistsApi.addItem, { params: { id: wishlistId }, body: item });

export const createWishlist = (title: string) => call(wishlistsApi.create, { body: { title } });
