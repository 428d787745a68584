import { recordWishlistActivity, type SocialLog } from '#server/services/social/activities.service.js';
import { type OperationDeps, writeWithSideEffects } from './operation.js';
import type { LoadedWishlist } from './wishlist-access.js';
import { archiveWishlist, type WishlistView, wishlistView } from './wishlists.service.js';

/**
 * POST /api/wishlists/:id/archive as one operation. Archiving is a change of the list (it reveals the claims
 * and ends the list's season), so it records what PATCH records, in the same transaction (docs/decisions/187):
 * 'wishlist_updated' for a public or friends list and the achievements it earns, nothing (its activity
 * withdrawn) for a private one. Before, archiving recorded nothing and updating did.
 */
export async function archiveList(deps: OperationDeps, log: SocialLog, loaded: LoadedWishlist, userId: string): Promise<WishlistView> {
  const now = deps.now();
  const list = await writeWithSideEffects(
    deps,
    log,
    (tx) => archiveWishlist(tx, loaded.list, now),
    (store, written) => recordWishlistActivity(store, log, written, 'updated', now),
  );
  return wishlistView(deps.db, { ...loaded, list }, userId, now);
}
