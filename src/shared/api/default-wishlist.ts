import {
  AddDefaultWishlistItemRequest,
  DefaultWishlistItemResponse,
  DefaultWishlistResponse,
  ProductIdParams,
  WishlistItemIdParams,
} from '#shared/schemas/default-wishlist.js';
import { defineArea } from './contract.js';

/**
 * The heart and "save to wishlist" (core-app.md 2 "Gift card", 4 "Gift card heart"): the signed-in person's
 * default wishlist, created when first needed. Another person's item answers 404 like a missing one.
 */
export const defaultWishlistApi = defineArea('default-wishlist', {
  read: {
    method: 'GET',
    path: '/api/wishlists/default',
    summary: 'The person\'s default wishlist and its items (null before the first heart)',
    access: 'person',
    responses: { 200: DefaultWishlistResponse },
  },
  addItem: {
    method: 'POST',
    path: '/api/wishlists/default/items',
    summary: 'Save a product or a pick: 201 with the new item, 200 with the one already there',
    access: 'person',
    body: AddDefaultWishlistItemRequest,
    responses: { 200: DefaultWishlistItemResponse, 201: DefaultWishlistItemResponse },
  },
  removeProduct: {
    method: 'DELETE',
    path: '/api/wishlists/default/items/by-product/:productId',
    summary: 'Remove a product from the default wishlist (whoever claimed it is told)',
    access: 'person',
    params: ProductIdParams,
    responses: { 204: null },
  },
  removeItem: {
    method: 'DELETE',
    path: '/api/wishlists/default/items/:itemId',
    summary: 'Remove an item from the default wishlist (whoever claimed it is told)',
    access: 'person',
    params: WishlistItemIdParams,
    responses: { 204: null },
  },
});
