import { z } from 'zod';
import { PRIORITY_MAX, PRIORITY_MIN, PRIORITY_NEUTRAL } from '#shared/wishlists/rules.js';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES, httpUrl, optionalText, optionalUrl } from './fields.js';
import { Wishlist, WishlistViewer } from './lists.js';

/** A wishlist's items (issue 12): typed or pasted items, moves, the pasted-URL preview, and the claim summary an item shows. */

export const ItemClaim = z.object({
  id: z.string(),
  quantity: z.number().int().positive(),
  purchased: z.boolean(),
  /** null when the claimer hid their name from other viewers. */
  name: z.string().nullable(),
  hideName: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type ItemClaim = z.infer<typeof ItemClaim>;

export const ListItem = z.object({
  id: z.string(),
  wishlistId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  priority: z.number().int(),
  quantity: z.number().int().positive(),
  notes: z.string().nullable(),
  externalProductId: z.string().nullable(),
  productId: z.string().nullable(),
  position: z.number(),
  /** Added by a viewer as a surprise: never shown to the owner before the reveal. */
  isSurprise: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Confirmed claims; null when the viewer may not see claims (the owner before the reveal). */
  claims: z.array(ItemClaim).nullable(),
  /** Units claimed; null when the viewer may not see claims. */
  claimedQuantity: z.number().int().nonnegative().nullable(),
  /** Registry mode, owner before the reveal: whether any unit is reserved (never by whom). Else null. */
  reserved: z.boolean().nullable(),
});
export type ListItem = z.infer<typeof ListItem>;

export const ITEM_SORTS = ['priority', 'price-asc', 'price-desc'] as const;
export const WishlistDetailQuery = z.object({ sort: z.enum(ITEM_SORTS).default('priority') });

export const WishlistDetailResponse = z.object({
  wishlist: Wishlist,
  items: z.array(ListItem),
  viewer: WishlistViewer,
});
export type WishlistDetailResponse = z.infer<typeof WishlistDetailResponse>;

export const itemFields = {
  title: z.string().trim().min(1, WISHLIST_MESSAGES.itemTitleRequired).max(WISHLIST_LIMITS.itemTitleMax, WISHLIST_MESSAGES.itemTitleTooLong),
  description: optionalText(WISHLIST_LIMITS.itemDescriptionMax, WISHLIST_MESSAGES.descriptionTooLong),
  url: optionalUrl(WISHLIST_MESSAGES.url),
  imageUrl: optionalUrl(WISHLIST_MESSAGES.imageUrl),
  price: z.number({ error: WISHLIST_MESSAGES.price }).min(0, WISHLIST_MESSAGES.price).max(WISHLIST_LIMITS.priceMax, WISHLIST_MESSAGES.price).nullable().optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, WISHLIST_MESSAGES.currency)
    .default('USD'),
  priority: z.number().int(WISHLIST_MESSAGES.priority).min(PRIORITY_MIN, WISHLIST_MESSAGES.priority).max(PRIORITY_MAX, WISHLIST_MESSAGES.priority).default(PRIORITY_NEUTRAL),
  quantity: z.number().int(WISHLIST_MESSAGES.quantity).min(1, WISHLIST_MESSAGES.quantity).max(WISHLIST_LIMITS.quantityMax, WISHLIST_MESSAGES.quantity).default(1),
  notes: optionalText(WISHLIST_LIMITS.notesMax, WISHLIST_MESSAGES.notesTooLong),
};

/** Typed in, or a pasted URL's preview after the person corrected it. */
export const TypedItemInput = z.object(itemFields).strict();
export type TypedItemInput = z.input<typeof TypedItemInput>;

/**
 * POST /api/wishlists/:id/items: one of three shapes. From a gift card, a pick or /discover ('Save to…'):
 * {productId} or {recommendationItemId} (with optional priority, quantity, notes); typed or from a pasted URL:
 * the item's fields.
 */
export const AddItemInput = z.union(
  [
    z
      .object({ productId: z.uuid({ error: 'Must be a product id' }), priority: itemFields.priority, quantity: itemFields.quantity, notes: itemFields.notes })
      .strict(),
    z
      .object({
        recommendationItemId: z.uuid({ error: 'Must be a recommendation id' }),
        priority: itemFields.priority,
        quantity: itemFields.quantity,
        notes: itemFields.notes,
      })
      .strict(),
    TypedItemInput,
  ],
  { error: 'Send productId, recommendationItemId or the item fields' },
);
export type AddItemInput = z.input<typeof AddItemInput>;

export const UpdateItemInput = z
  .object({
    title: itemFields.title.optional(),
    description: itemFields.description,
    url: itemFields.url,
    imageUrl: itemFields.imageUrl,
    price: itemFields.price,
    currency: itemFields.currency.optional(),
    priority: itemFields.priority.optional(),
    quantity: itemFields.quantity.optional(),
    notes: itemFields.notes,
  })
  .strict();
export type UpdateItemInput = z.input<typeof UpdateItemInput>;

/** Drag and drop or keyboard: put the item just before another, or last (beforeItemId null). */
export const MoveItemInput = z.object({ beforeItemId: z.uuid({ error: 'Must be a wishlist item id' }).nullable() }).strict();
export type MoveItemInput = z.input<typeof MoveItemInput>;

export const ListItemResponse = z.object({ item: ListItem });
export type ListItemResponse = z.infer<typeof ListItemResponse>;

/** POST /api/wishlists/url-preview: read a pasted product page (title, image, price) for the person to correct. */
export const UrlPreviewInput = z.object({ url: httpUrl(WISHLIST_MESSAGES.url) }).strict();
export type UrlPreviewInput = z.input<typeof UrlPreviewInput>;
export const UrlPreview = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
});
export type UrlPreview = z.infer<typeof UrlPreview>;
export const UrlPreviewResponse = z.object({ preview: UrlPreview });
export type UrlPreviewResponse = z.infer<typeof UrlPreviewResponse>;
