import type { CreateWishlistInput } from '#shared/schemas/wishlists/lists.js';
import { recordWishlistActivity, type SocialLog } from '#server/services/social/activities.service.js';
import { type OperationDeps, writeWithSideEffects } from './operation.js';
import { loadWishlist } from './wishlist-access.js';
import { createWishlist, type WishlistView, wishlistView } from './wishlists.service.js';

/**
 * POST /api/wishlists as one operation: the list and its owner's collaborator row, and in the same transaction
 * (a savepoint: never failing the list) the 'wishlist_created' activity of a public or friends list and the
 * achievements it earns. Answers the owner's view of the new list.
 */
export async function addWishlist(deps: OperationDeps, log: SocialLog, userId: string, input: CreateWishlistInput): Promise<WishlistView> {
  const now = deps.now();
  const list = await writeWithSideEffects(
    deps,
    log,
    (tx) => createWishlist(tx, userId, input, now),
    (store, written) => recordWishlistActivity(store, log, written, 'created', now),
  );
  const loaded = await loadWishlist(deps.db, list.id, userId);
  return wishlistView(deps.db, loaded!, userId, now);
}
