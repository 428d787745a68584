import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { products } from '#server/db/schema/products.js';
import { recommendationItems, recommendationRuns } from '#server/db/schema/recommendations.js';
import { wishlistCollaborators, wishlistItems, wishlists } from '#server/db/schema/wishlists.js';
import { AppError, notFound } from '#server/errors.js';
import { PRIORITY_NEUTRAL } from '#shared/wishlists/rules.js';

/**
 * The person's default wishlist: the one the gift-card heart and "save to wishlist" add to. Created when
 * first needed, with its owner as collaborator (core-app.md 4: if that fails, the wishlist is removed and
 * creation fails). It is a real list like any other (issue 12): it shows in 'My wishlists' and can be
 * renamed; every list is created by createWishlistWithOwner below, and items from the catalogue or a pick
 * take their fields from itemValuesFor.
 */

export type WishlistRow = typeof wishlists.$inferSelect;
export type WishlistItemRow = typeof wishlistItems.$inferSelect;

const DEFAULT_WISHLIST_TITLE = 'My Wishlist';

/** Catalog product ids in the person's default wishlist: the gift card's inWishlist. */
export async function productIdsInDefaultWishlist(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(
      and(
        eq(wishlists.userId, userId),
        eq(wishlists.isDefault, true),
        eq(wishlists.isActive, true),
        isNotNull(wishlistItems.productId),
        // A viewer's surprise item is the owner's secret too (never a heart's state).
        eq(wishlistItems.isSurprise, false),
      ),
    );
  return new Set(rows.map((r) => r.productId!));
}

/** The person's active default wishlist, if they have one yet. */
async function findDefaultWishlist(db: Database, userId: string): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true), eq(wishlists.isActive, true)))
    .limit(1);
  return row;
}

/** A PostgreSQL unique violation (23505), optionally of one constraint; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown, constraint?: string): boolean {
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
async function addOwnerCollaborator(db: Database, wishlist: Pick<WishlistRow, 'id' | 'userId'>, now: Date): Promise<void> {
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

/** core-app.md 7: priority ascending (1 is highest), then newest (position, larger first; moving sets it). */
export const ITEM_ORDER = [asc(wishlistItems.priority), desc(wishlistItems.position), desc(wishlistItems.createdAt), asc(wishlistItems.id)] as const;

/** The default wishlist's items: priority first (1 is highest), then newest first; never a surprise item. */
export async function listDefaultWishlistItems(
  db: Database,
  userId: string,
): Promise<{ wishlist: WishlistRow | undefined; items: WishlistItemRow[] }> {
  const wishlist = await findDefaultWishlist(db, userId);
  if (!wishlist) return { wishlist, items: [] };
  const items = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlist.id), eq(wishlistItems.isSurprise, false)))
    .orderBy(...ITEM_ORDER);
  return { wishlist, items };
}

export type AddDefaultWishlistItemInput = { productId: string } | { recommendationItemId: string };

/** A new item's position: above every other (newest first within its priority until moved). */
export async function nextItemPosition(db: Database, wishlistId: string): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max(${wishlistItems.position})` })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId));
  return row?.top == null ? 0 : Number(row.top) + 1;
}

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
export async function itemValuesFor(db: Database, userId: string, input: AddDefaultWishlistItemInput): Promise<NewItem> {
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
      .where(and(eq(wishlistItems.wishlistId, wishlist.id), eq(wishlistItems.isSurprise, false), sameTarget))
      .limit(1);
    if (existing) return { item: existing, wishlist, created: false };
    const position = await nextItemPosition(tx, wishlist.id);
    const [item] = await tx
      .insert(wishlistItems)
      .values({ ...values, wishlistId: wishlist.id, priority: PRIORITY_NEUTRAL, position, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(wishlists).set({ updatedAt: now }).where(eq(wishlists.id, wishlist.id));
    return { item, wishlist, created: true };
  });
}

/**
 * Un-hearting, or removing one item: the item of the person's own default wishlist (by product or by id), to be
 * deleted through the items service, which tells its claimers. Null when there is no such item there.
 */
export async function findDefaultWishlistItem(
  db: Database,
  userId: string,
  which: { productId: string } | { itemId: string },
): Promise<{ wishlist: WishlistRow; item: WishlistItemRow } | null> {
  const wishlist = await findDefaultWishlist(db, userId);
  if (!wishlist) return null;
  const [item] = await db
    .select()
    .from(wishlistItems)
    .where(
      and(
        eq(wishlistItems.wishlistId, wishlist.id),
        eq(wishlistItems.isSurprise, false),
        'productId' in which ? eq(wishlistItems.productId, which.productId) : eq(wishlistItems.id, which.itemId),
      ),
    )
    .limit(1);
  return item ? { wishlist, item } : null;
}
