import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { CollaboratorRole } from '#shared/constants/choice-lists.js';
import { isRevealed } from '#shared/wishlists/rules.js';
import type { Database } from '#server/db/client.js';
import { friendConnections, socialBlocks } from '#server/db/schema/social.js';
import { wishlistCollaborators, wishlists } from '#server/db/schema/wishlists.js';
import type { WishlistResource } from '#server/policies/index.js';
import type { WishlistRow } from './default-wishlist.service.js';

/**
 * How the asking person stands to a list: the rulebook's WishlistResource (src/server/policies). Built here
 * from the database, decided there. A pending invitation is no role: only accepted collaborators count.
 */

export interface LoadedWishlist {
  list: WishlistRow;
  access: WishlistResource;
}

/** The accepted collaborator role of a person on a list, or null. */
async function roleOn(db: Database, wishlistId: string, userId: string | null): Promise<CollaboratorRole | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ role: wishlistCollaborators.role })
    .from(wishlistCollaborators)
    .where(and(eq(wishlistCollaborators.wishlistId, wishlistId), eq(wishlistCollaborators.userId, userId), isNotNull(wishlistCollaborators.acceptedAt)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Whether two people are accepted friends. 'friends' privacy lets friends in only once the switch in
 * src/shared/wishlists/rules.ts (friendsMayView) is on; until then the answer is looked up but not used.
 */
async function areFriends(db: Database, a: string | null, b: string): Promise<boolean> {
  if (!a || a === b) return false;
  const [row] = await db
    .select({ id: friendConnections.id })
    .from(friendConnections)
    .where(
      and(
        eq(friendConnections.status, 'accepted'),
        or(
          and(eq(friendConnections.requesterId, a), eq(friendConnections.addresseeId, b)),
          and(eq(friendConnections.requesterId, b), eq(friendConnections.addresseeId, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the owner blocked this person (one way: the owner's block hides the owner's lists). */
async function blockedByOwner(db: Database, ownerId: string, userId: string | null): Promise<boolean> {
  if (!userId || userId === ownerId) return false;
  const [row] = await db
    .select({ id: socialBlocks.blockerId })
    .from(socialBlocks)
    .where(and(eq(socialBlocks.blockerId, ownerId), eq(socialBlocks.blockedId, userId)))
    .limit(1);
  return Boolean(row);
}

/** An active list and the asking person's stance on it; null when there is no such active list. */
export async function loadWishlist(
  db: Database,
  wishlistId: string,
  userId: string | null,
  options: { viaShareLink?: boolean } = {},
): Promise<LoadedWishlist | null> {
  const [list] = await db.select().from(wishlists).where(and(eq(wishlists.id, wishlistId), eq(wishlists.isActive, true))).limit(1);
  if (!list) return null;
  const [role, blocked] = await Promise.all([roleOn(db, list.id, userId), blockedByOwner(db, list.userId, userId)]);
  const isFriend = list.privacy === 'friends' && role === null ? await areFriends(db, userId, list.userId) : false;
  return { list, access: { privacy: list.privacy, role, isFriend, viaShareLink: options.viaShareLink ?? false, blockedByOwner: blocked } };
}

/**
 * Whether the answer for this person must be sealed: the owner before the reveal sees no claim, no surprise
 * item and no purchase figure. Keyed on ownership (user_id), not only on the role, so that it holds even if
 * the owner's collaborator row were missing.
 */
export function isSealedFor(list: WishlistRow, userId: string | null, now: Date): boolean {
  return userId === list.userId && !isRevealed(list, now);
}
