import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
} from '../../../shared/constants/choice-lists.js';
import { oneOf, tz } from '../schema-helpers.js';
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
 * Items: written by the owner and editors. purchased/purchased_by/purchased_at feed get_wishlist_stats
 * (purchased_count, purchased_value). product_id links an item to the product catalogue when it came
 * from there (price-drop emails follow it); external_product_id is the retailer's id as the spec has it.
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
    imageUrl: text(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }),
    currency: text().notNull().default('USD'),
    priority: integer().notNull().default(1),
    externalProductId: text(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    purchased: boolean().notNull().default(false),
    purchasedBy: text().references(() => users.id, { onDelete: 'set null' }),
    purchasedAt: timestamp(tz),
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
