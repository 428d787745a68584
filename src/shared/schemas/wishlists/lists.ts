import { z } from 'zod';
import { COLLABORATOR_ROLES, WISHLIST_PRIVACY } from '#shared/constants/choice-lists.js';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES, eventDateField, occasionField, optionalText, optionalUrl, privacyField } from './fields.js';

/** Wishlists themselves (issue 12; core-app.md 3-7): create, update, the list and detail answers, and the viewer's abilities. */

export const CreateWishlistInput = z
  .object({
    title: z.string().trim().min(1, WISHLIST_MESSAGES.titleRequired).max(WISHLIST_LIMITS.titleMax, WISHLIST_MESSAGES.titleTooLong),
    description: optionalText(WISHLIST_LIMITS.descriptionMax, WISHLIST_MESSAGES.descriptionTooLong),
    occasion: occasionField,
    privacy: privacyField.default('private'),
    eventDate: eventDateField,
    /** Registry mode: the owner sees 'reserved' (never who) before the reveal. */
    registryMode: z.boolean().default(false),
  })
  .strict();
export type CreateWishlistInput = z.input<typeof CreateWishlistInput>;

export const UpdateWishlistInput = z
  .object({
    title: z.string().trim().min(1, WISHLIST_MESSAGES.titleRequired).max(WISHLIST_LIMITS.titleMax, WISHLIST_MESSAGES.titleTooLong).optional(),
    description: optionalText(WISHLIST_LIMITS.descriptionMax, WISHLIST_MESSAGES.descriptionTooLong),
    occasion: occasionField,
    privacy: privacyField.optional(),
    eventDate: eventDateField,
    registryMode: z.boolean().optional(),
    /** An outside cover image; uploads go to POST /api/wishlists/:id/cover. */
    coverImageUrl: optionalUrl(WISHLIST_MESSAGES.imageUrl),
  })
  .strict();
export type UpdateWishlistInput = z.input<typeof UpdateWishlistInput>;

export const WishlistIdParams = z.object({ id: z.uuid({ error: 'Must be a wishlist id' }) });
export const WishlistItemParams = z.object({
  id: z.uuid({ error: 'Must be a wishlist id' }),
  itemId: z.uuid({ error: 'Must be a wishlist item id' }),
});

export const WishlistStats = z.object({
  itemCount: z.number().int().nonnegative(),
  totalValue: z.number().nonnegative(),
  /** null for the owner before the reveal. */
  purchasedCount: z.number().int().nonnegative().nullable(),
  purchasedValue: z.number().nonnegative().nullable(),
});
export type WishlistStats = z.infer<typeof WishlistStats>;

export const WishlistViewer = z.object({
  /** The viewer's accepted role, or null (public list, share link). */
  role: z.enum(COLLABORATOR_ROLES).nullable(),
  isOwner: z.boolean(),
  canEditItems: z.boolean(),
  canManage: z.boolean(),
  canClaim: z.boolean(),
  /** false for the owner before the reveal: then no claim data is in the answer at all. */
  canSeeClaims: z.boolean(),
  /** How the viewer got in. */
  via: z.enum(['member', 'public', 'share-link']),
});
export type WishlistViewer = z.infer<typeof WishlistViewer>;

export const Wishlist = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  occasion: z.string().nullable(),
  privacy: z.enum(WISHLIST_PRIVACY),
  /** The uploaded cover (/api/media/...) or an outside image address. */
  coverImageUrl: z.string().nullable(),
  eventDate: z.string().nullable(),
  registryMode: z.boolean(),
  isDefault: z.boolean(),
  archivedAt: z.string().nullable(),
  /** When claims show to the owner (event or occasion date + 1 day, or archiving); null: only by archiving. */
  revealAt: z.string().nullable(),
  revealed: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  collaboratorCount: z.number().int().nonnegative(),
  stats: WishlistStats,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Wishlist = z.infer<typeof Wishlist>;

export const WishlistSummary = Wishlist.extend({ role: z.enum(COLLABORATOR_ROLES) });
export type WishlistSummary = z.infer<typeof WishlistSummary>;

export const WishlistListResponse = z.object({ wishlists: z.array(WishlistSummary) });
export type WishlistListResponse = z.infer<typeof WishlistListResponse>;
export const WishlistResponse = z.object({ wishlist: Wishlist });
export type WishlistResponse = z.infer<typeof WishlistResponse>;
