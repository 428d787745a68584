import { z } from 'zod';

/**
 * The heart and "save to wishlist" (core-app.md 2 "Gift card", 4 "Gift card heart"): items of the person's
 * default wishlist, created when first needed. The wishlists issue adds the full wishlist API.
 */
export const AddDefaultWishlistItemRequest = z.union(
  [
    z.object({ productId: z.uuid({ error: 'Must be a product id' }) }).strict(),
    z.object({ recommendationItemId: z.uuid({ error: 'Must be a recommendation id' }) }).strict(),
  ],
  { error: 'Send productId or recommendationItemId' },
);
export type AddDefaultWishlistItemRequest = z.infer<typeof AddDefaultWishlistItemRequest>;

export const ProductIdParams = z.object({ productId: z.uuid({ error: 'Must be a product id' }) });
export const WishlistItemIdParams = z.object({ itemId: z.uuid({ error: 'Must be a wishlist item id' }) });

export const WishlistItem = z.object({
  id: z.string(),
  wishlistId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  priority: z.number().int(),
  externalProductId: z.string().nullable(),
  productId: z.string().nullable(),
  createdAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const DefaultWishlistItemResponse = z.object({ item: WishlistItem, wishlistId: z.string() });
export const DefaultWishlistResponse = z.object({
  wishlist: z.object({ id: z.string(), title: z.string() }).nullable(),
  items: z.array(WishlistItem),
});
export type DefaultWishlistItemResponse = z.infer<typeof DefaultWishlistItemResponse>;
export type DefaultWishlistResponse = z.infer<typeof DefaultWishlistResponse>;
