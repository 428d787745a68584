import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { wishlistItems, wishlists } from '../../db/schema/wishlists.js';

/**
 * The person's default wishlist: the one the gift-card heart and "save to wishlist" add to. Created when
 * first needed, with its owner as collaborator (core-app.md 4: if that fails, the wishlist is removed and
 * creation fails). The wishlists issue extends this area.
 */

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
