import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COLLABORATOR_ROLES,
  type CollaboratorRole,
  WISHLIST_PRIVACY,
  type WishlistPrivacy,
} from '#shared/constants/choice-lists.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';
import { media } from './platform.js';
import { products } from './products.js';

/**
 * A wishlist belongs to its owner (user_id). Deletion is soft (is_active false, owner only); every read
 * filters on is_active. Who may see it: the owner, its collaborators, and anyone signed in when public.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    occasion: text(),
    privacy: text().$type<WishlistPrivacy>().notNull().default('private'),
    coverImageUrl: text(),
    /** An uploaded cover (media purpose 'wishlist-cover'); cover_image_url is for outside images. */
    coverMediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    /** The list the gift-card heart and "save to wishlist" add to: one per person, created when first needed. */
    isDefault: boolean().notNull().default(false),
    /** The day of the occasion ('YYYY-MM-DD'): claims are revealed to the owner the day after (rules.ts revealAt). */
    eventDate: date({ mode: 'string' }),
    /** Registry mode: before the reveal the owner sees 'reserved' on claimed items, never who. */
    registryMode: boolean().notNull().default(false),
    /**
     * When registry mode was last switched on (null while off): only claims made since show as 'reserved', so
     * switching it on reveals nothing about the claims made before (docs/decisions/173).
     */
    registryModeSince: timestamp(tz),
    /**
     * When the list was first revealed to its owner (by its date or by archiving). Once set it stays: moving
     * the event date again never seals the claims the owner has seen (docs/decisions/173).
     */
    revealedAt: timestamp(tz),
    /** Archiving reveals claims to the owner at once; an archived list stays readable. */
    archivedAt: timestamp(tz),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('wishlists_user_updated_idx').on(t.userId, t.updatedAt.desc()).where(sql`"is_active"`),
    uniqueIndex('wishlists_one_default_idx').on(t.userId).where(sql`"is_default" and "is_active"`),
    index('wishlists_public_idx').on(t.updatedAt.desc()).where(sql`"is_active" and "privacy" = 'public'`),
    check('wishlists_privacy_check', oneOf('privacy', WISHLIST_PRIVACY)),
  ],
);

/**
 * Items: written by the owner and editors. Who bought what lives in wishlist_claims only (never on the item,
 * so that no owner-facing read can see it). product_id links an item to the product catalogue when it came
 * from there (price-drop emails follow it); external_product_id is the retailer's id as the spec has it.
 * A surprise item (is_surprise) was added by a viewer: the owner's reads leave it out until the reveal.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    wishlistId: uuid()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    url: text(),
    /** The image address as typed or read from the pasted page (the outside original). */
    imageUrl: text(),
    /** That image as fetched and re-encoded by the server (media 'wishlist-item'): what is shown (issue 12). */
    imageMediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }),
    currency: text().notNull().default('USD'),
    priority: integer().notNull().default(1),
    externalProductId: text(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    quantity: integer().notNull().default(1),
    notes: text(),
    /** Order within a priority, larger first: a new item gets the list's largest (newest first); moving sets it. */
    position: doublePrecision().notNull().default(0),
    isSurprise: boolean().notNull().default(false),
    addedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('wishlist_items_list_idx').on(t.wishlistId, t.priority, t.createdAt.desc()),
    index('wishlist_items_created_idx').on(t.createdAt),
    index('wishlist_items_product_idx').on(t.productId),
    check('wishlist_items_price_check', sql`"price" is null or "price" >= 0`),
    check('wishlist_items_currency_check', sql`"currency" ~ '^[A-Z]{3}$'`),
    check('wishlist_items_quantity_check', sql`"quantity" >= 1`),
  ],
);

/**
 * Membership with a role: owner (update, delete, share, edit items), editor (edit items), viewer.
 * The owner is written as a collaborator when the wishlist is created; one owner row per wishlist.
 */
export const wishlistCollaborators = pgTable(
  'wishlist_collaborators',
  {
    id: uuid().primaryKey().defaultRandom(),
    wishlistId: uuid()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<CollaboratorRole>().notNull(),
    invitedBy: text().references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp(tz).notNull().defaultNow(),
    acceptedAt: timestamp(tz),
  },
  (t) => [
    uniqueIndex('wishlist_collaborators_member_idx').on(t.wishlistId, t.userId),
    uniqueIndex('wishlist_collaborators_one_owner_idx').on(t.wishlistId).where(sql`"role" = 'owner'`),
    index('wishlist_collaborators_user_idx').on(t.userId),
    check('wishlist_collaborators_role_check', oneOf('role', COLLABORATOR_ROLES)),
  ],
);

/**
 * Share links, created by the owner. A token opens the wishlist while is_active and before expires_at
 * (null = no expiry); each opening bumps view_count and last_accessed_at.
 */
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    id: uuid().primaryKey().defaultRandom(),
    wishlistId: uuid()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    shareToken: text().notNull().unique(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp(tz),
    isActive: boolean().notNull().default(true),
    viewCount: integer().notNull().default(0),
    lastAccessedAt: timestamp(tz),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [index('wishlist_shares_wishlist_idx').on(t.wishlistId)],
);

const INVITATION_STATES = ['pending', 'accepted', 'declined', 'revoked'] as const;

/**
 * Invitations by email (the invitee may have no account yet). The emailed link carries a random token; only
 * its SHA-256 is stored. Accepting writes the wishlist_collaborators row (accepted_at set) in the same
 * transaction; an invitation is pending until answered, revoked or past expires_at.
 */
export const wishlistInvitations = pgTable(
  'wishlist_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    wishlistId: uuid()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    role: text().$type<'editor' | 'viewer'>().notNull(),
    tokenHash: text().notNull().unique(),
    status: text().$type<(typeof INVITATION_STATES)[number]>().notNull().default('pending'),
    invitedBy: text().references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp(tz).notNull().defaultNow(),
    expiresAt: timestamp(tz).notNull(),
    answeredAt: timestamp(tz),
    answeredBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('wishlist_invitations_wishlist_idx').on(t.wishlistId),
    index('wishlist_invitations_email_idx').on(t.email).where(sql`"status" = 'pending'`),
    check('wishlist_invitations_role_check', oneOf('role', ['editor', 'viewer'])),
    check('wishlist_invitations_status_check', oneOf('status', INVITATION_STATES)),
  ],
);

const CLAIM_STATES = ['pending', 'confirmed'] as const;
const NOTICE_CHANGES = ['edited', 'deleted'] as const;

/**
 * Who promised to buy what. Never read for the owner before the reveal (the services load claims only for
 * viewers who may see them). A signed-in claimer has user_id; a share-link visitor has name and email and a
 * manage token (SHA-256 stored) from the confirmation email, and stays 'pending' (reserving nothing) until
 * the link is opened. One claim per person per item; the quantities of an item's confirmed claims never add
 * up to more than its quantity (checked under a lock on the item).
 */
export const wishlistClaims = pgTable(
  'wishlist_claims',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    wishlistId: uuid()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Lower-cased; where the 'item changed' emails go. */
    email: text().notNull(),
    quantity: integer().notNull().default(1),
    hideName: boolean().notNull().default(false),
    status: text().$type<(typeof CLAIM_STATES)[number]>().notNull().default('confirmed'),
    manageTokenHash: text().unique(),
    shareId: uuid().references(() => wishlistShares.id, { onDelete: 'set null' }),
    purchased: boolean().notNull().default(false),
    purchasedAt: timestamp(tz),
    confirmedAt: timestamp(tz),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('wishlist_claims_item_idx').on(t.itemId),
    index('wishlist_claims_wishlist_idx').on(t.wishlistId),
    uniqueIndex('wishlist_claims_user_item_idx').on(t.itemId, t.userId).where(sql`"user_id" is not null`),
    index('wishlist_claims_user_idx').on(t.userId),
    check('wishlist_claims_quantity_check', sql`"quantity" >= 1`),
    check('wishlist_claims_status_check', oneOf('status', CLAIM_STATES)),
  ],
);

/**
 * 'A gift you claimed was changed/removed': written by the owner's (or an editor's) item write with one
 * insert ... select, whatever the number of claimers, and sent by the send-claimer-notices job after the
 * commit, at most one email per claim per hour (docs/decisions/173). A snapshot: the claim and the item
 * may be gone (a deleted item takes its claims) by the time it is sent. Never read for the owner.
 */
export const wishlistClaimNotices = pgTable(
  'wishlist_claim_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The claim's id, kept after the claim is gone: the hourly limit is per claim. */
    claimId: uuid().notNull(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    wishlistId: uuid()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    itemId: uuid().notNull(),
    itemTitle: text().notNull(),
    listTitle: text().notNull(),
    change: text().$type<(typeof NOTICE_CHANGES)[number]>().notNull(),
    /** A visitor's way back: the share link they claimed through, while it works. */
    shareToken: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    sentAt: timestamp(tz),
  },
  (t) => [
    index('wishlist_claim_notices_pending_idx').on(t.claimId).where(sql`"sent_at" is null`),
    index('wishlist_claim_notices_sent_idx').on(t.claimId, t.sentAt),
    check('wishlist_claim_notices_change_check', oneOf('change', NOTICE_CHANGES)),
  ],
);
