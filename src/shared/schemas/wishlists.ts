import { z } from 'zod';
import { COLLABORATOR_ROLES, GIFT_OCCASIONS, WISHLIST_PRIVACY } from '#shared/constants/choice-lists.js';
import { PRIORITY_MAX, PRIORITY_MIN } from '#shared/wishlists/rules.js';
import { calendarDateField } from './calendar-fields.js';

/**
 * The wishlists API (issue 12; core-app.md 3-7, 9): lists, items, collaborators and invitations, share
 * links, claims and 'My claims'. Every route is listed in docs/api/wishlists.md. The heart's default list
 * (default-wishlist.ts) is one of these lists: it shows in GET /api/wishlists and can be renamed.
 *
 * Claims never reach the owner before the reveal: the owner's item shape carries no claim data
 * (`claims` and `claimedQuantity` are null, surprise items are absent), except `reserved` in registry mode.
 */

export const WISHLIST_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  itemTitleMax: 300,
  itemDescriptionMax: 2000,
  notesMax: 1000,
  urlMax: 2048,
  quantityMax: 99,
  priceMax: 1_000_000,
  shareExpiryDaysMax: 365,
  claimNameMax: 100,
  emailMax: 254,
} as const;

export const WISHLIST_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: `Title must be at most ${WISHLIST_LIMITS.titleMax} characters`,
  descriptionTooLong: `Description must be at most ${WISHLIST_LIMITS.descriptionMax} characters`,
  occasion: 'Please select an occasion',
  privacy: 'Please choose public, friends or private',
  eventDate: 'Please enter a valid date',
  itemTitleRequired: 'Please enter a name for the item',
  itemTitleTooLong: `Name must be at most ${WISHLIST_LIMITS.itemTitleMax} characters`,
  url: 'Please enter a web address starting with http:// or https://',
  imageUrl: 'Please enter an image address starting with https:// or http://',
  price: 'Price must be 0 or more',
  currency: 'Currency must be a three-letter code such as USD',
  priority: `Priority must be between ${PRIORITY_MIN} and ${PRIORITY_MAX}`,
  quantity: `Quantity must be between 1 and ${WISHLIST_LIMITS.quantityMax}`,
  notesTooLong: `Notes must be at most ${WISHLIST_LIMITS.notesMax} characters`,
  email: 'Please enter a valid email address',
  role: 'Please choose editor or viewer',
  expiryDays: `Expiry must be between 1 and ${WISHLIST_LIMITS.shareExpiryDaysMax} days`,
  claimName: 'Please enter your name',
  /** The pasted-URL reader's clear message (also the 400's fields.url). */
  urlUnreadable: 'We could not read that page. Check the address, or enter the details yourself.',
  urlNotAllowed: 'That address cannot be read. Use a public http:// or https:// shop page.',
  shareExpired: 'This share link has expired. Ask the owner for a new one.',
  shareRevoked: 'This share link is no longer active. Ask the owner for a new one.',
  shareNotFound: 'This share link does not exist. Check the address or ask the owner for a new one.',
  notEnoughLeft: 'Not enough of this item is left to claim.',
  alreadyClaimed: 'You have already claimed this item. Change the quantity of your claim instead.',
  ownerCannotClaim: 'You cannot claim items on your own wishlist.',
  claimConfirmSent: 'Check your email: we sent you a link to confirm your claim.',
  claimEmailsLimit: 'We already sent several confirmation emails to this address in the last hour. Please use one of them, or try again later.',
  invitationGone: 'This invitation is no longer valid.',
  invitationOtherEmail: 'This invitation was sent to another email address.',
} as const;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(WISHLIST_LIMITS.urlMax, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);
const optionalUrl = (message: string) =>
  z
    .union([z.literal(''), httpUrl(message)], { error: message })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const eventDateField = calendarDateField(WISHLIST_MESSAGES.eventDate).nullable().optional();

export const occasionField = z.enum(GIFT_OCCASIONS, { error: WISHLIST_MESSAGES.occasion }).nullable().optional();
export const privacyField = z.enum(WISHLIST_PRIVACY, { error: WISHLIST_MESSAGES.privacy });
export const emailField = z.email({ error: WISHLIST_MESSAGES.email }).trim().max(WISHLIST_LIMITS.emailMax, WISHLIST_MESSAGES.email);

// ---------------------------------------------------------------------------------------------------------
// Lists

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

// ---------------------------------------------------------------------------------------------------------
// Items

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

const itemFields = {
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
  priority: z.number().int(WISHLIST_MESSAGES.priority).min(PRIORITY_MIN, WISHLIST_MESSAGES.priority).max(PRIORITY_MAX, WISHLIST_MESSAGES.priority).default(1),
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

// ---------------------------------------------------------------------------------------------------------
// Collaborators and invitations

export const Collaborator = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  invitedBy: z.string().nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Collaborator = z.infer<typeof Collaborator>;

export const INVITABLE_ROLES = ['editor', 'viewer'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;

export const Invitation = z.object({
  id: z.string(),
  wishlistId: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const CollaboratorsResponse = z.object({
  collaborators: z.array(Collaborator),
  /** Pending invitations: the owner only (empty for others). */
  invitations: z.array(Invitation),
});
export type CollaboratorsResponse = z.infer<typeof CollaboratorsResponse>;

export const InviteInput = z
  .object({ email: emailField, role: z.enum(INVITABLE_ROLES, { error: WISHLIST_MESSAGES.role }).default('viewer') })
  .strict();
export type InviteInput = z.input<typeof InviteInput>;
export const InvitationResponse = z.object({ invitation: Invitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const ChangeRoleInput = z.object({ role: z.enum(INVITABLE_ROLES, { error: WISHLIST_MESSAGES.role }) }).strict();
export type ChangeRoleInput = z.input<typeof ChangeRoleInput>;
export const CollaboratorParams = z.object({
  id: z.uuid({ error: 'Must be a wishlist id' }),
  collaboratorId: z.uuid({ error: 'Must be a collaborator id' }),
});
export const InvitationParams = z.object({
  id: z.uuid({ error: 'Must be a wishlist id' }),
  invitationId: z.uuid({ error: 'Must be an invitation id' }),
});
export const CollaboratorResponse = z.object({ collaborator: Collaborator });
export type CollaboratorResponse = z.infer<typeof CollaboratorResponse>;

/** An invitation as the invitee sees it (in the app, or from the email's link). */
export const ReceivedInvitation = z.object({
  id: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  wishlist: z.object({ id: z.string(), title: z.string() }),
  invitedByName: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;
export const ReceivedInvitationsResponse = z.object({ invitations: z.array(ReceivedInvitation) });
export type ReceivedInvitationsResponse = z.infer<typeof ReceivedInvitationsResponse>;
export const ReceivedInvitationResponse = z.object({ invitation: ReceivedInvitation });
export type ReceivedInvitationResponse = z.infer<typeof ReceivedInvitationResponse>;
export const InvitationIdParams = z.object({ invitationId: z.uuid({ error: 'Must be an invitation id' }) });
export const InvitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Unknown invitation link') });
/** Accepting answers the list to open. */
export const InvitationAnswerResponse = z.object({ invitation: ReceivedInvitation, wishlistId: z.string() });
export type InvitationAnswerResponse = z.infer<typeof InvitationAnswerResponse>;

// ---------------------------------------------------------------------------------------------------------
// Share links

export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export const Share = z.object({
  id: z.string(),
  token: z.string(),
  /** The public page: {origin}/wishlists/shared/{token}. */
  url: z.string(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  viewCount: z.number().int().nonnegative(),
  lastAccessedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof Share>;
export const CreateShareInput = z
  .object({
    expiresInDays: z
      .number({ error: WISHLIST_MESSAGES.expiryDays })
      .int(WISHLIST_MESSAGES.expiryDays)
      .min(1, WISHLIST_MESSAGES.expiryDays)
      .max(WISHLIST_LIMITS.shareExpiryDaysMax, WISHLIST_MESSAGES.expiryDays)
      .nullable()
      .default(null),
  })
  .strict();
export type CreateShareInput = z.input<typeof CreateShareInput>;
export const ShareParams = z.object({
  id: z.uuid({ error: 'Must be a wishlist id' }),
  shareId: z.uuid({ error: 'Must be a share link id' }),
});
export const ShareTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,100}$/, WISHLIST_MESSAGES.shareNotFound) });
export const ShareTokenItemParams = ShareTokenParams.extend({ itemId: z.uuid({ error: 'Must be a wishlist item id' }) });
export const ShareResponse = z.object({ share: Share });
export type ShareResponse = z.infer<typeof ShareResponse>;
export const ShareListResponse = z.object({ shares: z.array(Share) });
export type ShareListResponse = z.infer<typeof ShareListResponse>;

// ---------------------------------------------------------------------------------------------------------
// Claims

const claimQuantity = z
  .number({ error: WISHLIST_MESSAGES.quantity })
  .int(WISHLIST_MESSAGES.quantity)
  .min(1, WISHLIST_MESSAGES.quantity)
  .max(WISHLIST_LIMITS.quantityMax, WISHLIST_MESSAGES.quantity);

/** A signed-in viewer claims an item of a list they may view. */
export const ClaimInput = z.object({ quantity: claimQuantity.default(1), hideName: z.boolean().default(false) }).strict();
export type ClaimInput = z.input<typeof ClaimInput>;

/**
 * Claiming through a share link. Signed out: name and email are required and the claim waits for the
 * emailed confirmation link. Signed in: name and email are ignored and the claim is the person's own.
 */
export const SharedClaimInput = z
  .object({
    quantity: claimQuantity.default(1),
    hideName: z.boolean().default(false),
    name: z.string().trim().min(1, WISHLIST_MESSAGES.claimName).max(WISHLIST_LIMITS.claimNameMax, WISHLIST_MESSAGES.claimName).optional(),
    email: emailField.optional(),
  })
  .strict();
export type SharedClaimInput = z.input<typeof SharedClaimInput>;

export const UpdateClaimInput = z
  .object({ quantity: claimQuantity.optional(), purchased: z.boolean().optional(), hideName: z.boolean().optional() })
  .strict();
export type UpdateClaimInput = z.input<typeof UpdateClaimInput>;

export const ClaimIdParams = z.object({ claimId: z.uuid({ error: 'Must be a claim id' }) });
export const ClaimTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,100}$/, 'Unknown claim link') });

export const CLAIM_STATUSES = ['pending', 'confirmed'] as const;

/** A claim as its claimer sees it ('My claims', the emailed manage link). */
export const MyClaim = z.object({
  id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  quantity: z.number().int().positive(),
  purchased: z.boolean(),
  purchasedAt: z.string().nullable(),
  hideName: z.boolean(),
  name: z.string(),
  createdAt: z.string(),
  item: z.object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    url: z.string().nullable(),
    price: z.number().nullable(),
    currency: z.string(),
    quantity: z.number().int().positive(),
    isSurprise: z.boolean(),
    /** The catalogue product it was added from, if any (kept when the claim is logged as given). */
    productId: z.string().nullable(),
  }),
  wishlist: z.object({ id: z.string(), title: z.string(), ownerName: z.string(), eventDate: z.string().nullable() }),
});
export type MyClaim = z.infer<typeof MyClaim>;
export const MyClaimsResponse = z.object({ claims: z.array(MyClaim) });
export type MyClaimsResponse = z.infer<typeof MyClaimsResponse>;
export const MyClaimResponse = z.object({ claim: MyClaim });
export type MyClaimResponse = z.infer<typeof MyClaimResponse>;
/** A share-link visitor's claim waits for the emailed link: 202 with this message. */
export const PendingClaimResponse = z.object({ claim: MyClaim, message: z.string() });
export type PendingClaimResponse = z.infer<typeof PendingClaimResponse>;

/** A viewer's surprise item: the fields of a typed item; it counts as claimed (whole quantity) by whoever added it. */
export const SurpriseItemInput = z.object(itemFields).strict();
export type SurpriseItemInput = z.input<typeof SurpriseItemInput>;
