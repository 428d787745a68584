import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, recommendationItems, recommendationRuns } from '../../db/schema/products.js';
import { wishlistCollaborators, wishlistItems, wishlists } from '../../db/schema/wishlists.js';
import { AppError, notFound } from '../../http/app-error.js';

/**
 * The person's default wishlist: the one the gift-card heart and "save to wishlist" add to. Created when
 * first needed, with its owner as collaborator (core-app.md 4: if that fails, the wishlist is removed and
 * creation fails). The wishlists issue extends this area.
 */

export type WishlistRow = typeof wishlists.$inferSelect;
export type WishlistItemRow = typeof wishlistItems.$inferSelect;

export const DEFAULT_WISHLIST_TITLE = 'My Wishlist';

/** Catalog product ids in the person's default wishlist: the gift card's inWishlist. */
export async function productIdsInDefaultWishlist(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(
      and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true), eq(wishlists.isActive, true), isNotNull(wishlistItems.productId)),
    );
  return new Set(rows.map((r) => r.productId!));
}

/** The person's active default wishlist, if they have one yet. */
export async function findDefaultWishlist(db: Database, userId: string): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true), eq(wishlists.isActive, true)))
    .limit(1);
  return row;
}

/** A PostgreSQL unique violation (23505), optionally of one constraint; drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') {
      if (!constraint) return true;
      return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
    }
  }
  return false;
}

/**
 * The owner's collaborator row (role owner, invited by themself, accepted at once). The second step of
 * creating a wishlist; exported so that the wishlists issue creates its lists the same way.
 */
export async function addOwnerCollaborator(db: Database, wishlist: Pick<WishlistRow, 'id' | 'userId'>, now: Date): Promise<void> {
  await db.insert(wishlistCollaborators).values({
    wishlistId: wishlist.id,
    userId: wishlist.userId,
    role: 'owner',
    invitedBy: wishlist.userId,
    invitedAt: now,
    acceptedAt: now,
  });
}

/**
 * Creates a wishlist in the spec's two steps: the wishlist, then its owner as collaborator. When the second
 * step fails the first is compensated (the new wishlist is deleted) and creation fails. Both steps run in one
 * transaction and the second in a savepoint, so the compensation runs in a healthy transaction and, should
 * even it fail, the transaction's rollback still leaves nothing behind.
 */
export async function createWishlistWithOwner(
  db: Database,
  values: Omit<typeof wishlists.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<WishlistRow> {
  return db.transaction(async (tx) => {
    const [wishlist] = await tx
      .insert(wishlists)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    try {
      await tx.transaction((step) => addOwnerCollaborator(step as unknown as Database, wishlist, now));
    } catch (cause) {
      await tx.delete(wishlists).where(eq(wishlists.id, wishlist.id));
      throw Object.assign(new AppError('UNKNOWN_ERROR', 'The wishlist could not be created. Please try again.', { expected: false }), { cause });
    }
    return wishlist;
  });
}

/**
 * The person's default wishlist, created when first needed ('My Wishlist', private). One default per person
 * is guaranteed by the unique partial index wishlists_one_default_idx: when two first hearts race, the loser's
 * insert violates it and the winner's list is returned.
 */
export async function getOrCreateDefaultWishlist(db: Database, userId: string, now: Date): Promise<WishlistRow> {
  const existing = await findDefaultWishlist(db, userId);
  if (existing) return existing;
  try {
    return await createWishlistWithOwner(
      db,
      { userId, title: DEFAULT_WISHLIST_TITLE, privacy: 'private', isDefault: true, isActive: true },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'wishlists_one_default_idx')) {
      const winner = await findDefaultWishlist(db, userId);
      if (winner) return winner;
    }
    throw error;
  }
}

/** The default wishlist's items: priority first (1 is highest), then newest first. */
export async function listDefaultWishlistItems(
  db: Database,
  userId: string,
): Promise<{ wishlist: WishlistRow | undefined; items: WishlistItemRow[] }> {
  const wishlist = await findDefaultWishlist(db, userId);
  if (!wishlist) return { wishlist, items: [] };
  const items = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlist.id))
    .orderBy(asc(wishlistItems.priority), desc(wishlistItems.createdAt), asc(wishlistItems.id));
  return { wishlist, items };
}

export type AddDefaultWishlistItemInput = { productId: string } | { recommendationItemId: string };

export interface AddedItem {
  item: WishlistItemRow;
  wishlist: WishlistRow;
  /** false when the product (or pick) was already there: the existing item is returned. */
  created: boolean;
}

type NewItem = Omit<typeof wishlistItems.$inferInsert, 'wishlistId'>;

/**
 * What to store for the input: a catalog product's fields, or a recommendation pick of one of the person's
 * runs (its product when it has one, else its title, description, search link and price). Plain URLs:
 * presenters add the affiliate tag.
 */
async function itemValuesFor(db: Database, userId: string, input: AddDefaultWishlistItemInput): Promise<NewItem> {
  let productId: string;
  if ('recommendationItemId' in input) {
    const [pick] = await db
      .select({ item: recommendationItems })
      .from(recommendationItems)
      .innerJoin(recommendationRuns, eq(recommendationRuns.id, recommendationItems.runId))
      .where(and(eq(recommendationItems.id, input.recommendationItemId), eq(recommendationRuns.userId, userId)))
      .limit(1);
    if (!pick) throw notFound('Recommendation not found.');
    if (!pick.item.productId) {
      return {
        title: pick.item.title,
        description: pick.item.description,
        url: pick.item.searchUrl,
        imageUrl: null,
        price: pick.item.price,
        currency: 'USD',
        externalProductId: null,
        productId: null,
        metadata: { recommendationItemId: pick.item.id, recommendationRunId: pick.item.runId },
        addedBy: userId,
      };
    }
    productId = pick.item.productId;
  } else {
    productId = input.productId;
  }
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound('Product not found.');
  return {
    title: product.title,
    description: product.description,
    url: product.url,
    imageUrl: product.imageUrl,
    price: product.price,
    currency: product.currency,
    externalProductId: product.externalId,
    productId: product.id,
    metadata: { source: product.source, category: product.category },
    addedBy: userId,
  };
}

/**
 * Adds a product or a recommendation pick to the person's default wishlist (created when first needed).
 * Idempotent: the same product (or the same search-link pick) twice returns the existing item. The check
 * and the insert run under a lock on the wishlist row, so two taps at once add one item.
 */
export async function addItemToDefaultWishlist(
  db: Database,
  userId: string,
  input: AddDefaultWishlistItemInput,
  now: Date,
): Promise<AddedItem> {
  const values = await itemValuesFor(db, userId, input);
  const wishlist = await getOrCreateDefaultWishlist(db, userId, now);
  return db.transaction(async (tx) => {
    await tx.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.id, wishlist.id)).for('update');
    const sameTarget = values.productId
      ? eq(wishlistItems.productId, values.productId)
      : and(eq(wishlistItems.title, values.title), values.url ? eq(wishlistItems.url, values.url) : undefined);
    const [existing] = await tx
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, wishlist.id), sameTarget))
      .limit(1);
    if (existing) return { item: existing, wishlist, created: false };
    const [item] = await tx
      .insert(wishlistItems)
      .values({ ...values, wishlistId: wishlist.id, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, wishlist.id));
    return { item, wishlist, created: true };
  });
}

/** Un-hearting: removes the product from the default wishlist. False when it was not there. */
export async function removeProductFromDefaultWishlist(db: Database, userId: string, productId: string, now: Date): Promise<boolean> {
  const wishlist = await findDefaultWishlist(db, userId);
  if (!wishlist) return false;
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlist.id), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  if (removed.length) await db.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, wishlist.id));
  return removed.length > 0;
}

/** Removes one item, only from the person's own default wishlist. False when there is no such item there. */
export async function removeItem(db: Database, userId: string, itemId: string, now = new Date()): Promise<boolean> {
  const wishlist = await findDefaultWishlist(db, userId);
  if (!wishlist) return false;
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, wishlist.id)))
    .returning({ id: wishlistItems.id });
  if (removed.length) await db.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, wishlist.id));
  return removed.length > 0;
}
