import { type SocialLog, withdrawWishlistActivity } from '#server/services/social/activities.service.js';
import type { WishlistRow } from './default-wishlist.service.js';
import { type OperationDeps, writeWithSideEffects } from './operation.js';
import { softDeleteWishlist } from './wishlists.service.js';

/**
 * DELETE /api/wishlists/:id as one operation: the soft delete and, in the same transaction, the list's
 * activities withdrawn from every feed (they name it and link to it).
 */
export async function deleteList(deps: OperationDeps, log: SocialLog, list: WishlistRow): Promise<void> {
  const now = deps.now();
  await writeWithSideEffects(
    deps,
    log,
    (tx) => softDeleteWishlist(tx, list, now),
    (store) => withdrawWishlistActivity(store.db, log, list.id),
  );
}
