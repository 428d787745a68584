import type { UpdateWishlistInput } from '#shared/schemas/wishlists/lists.js';
import { recordWishlistActivity, type SocialLog } from '#server/services/social/activities.service.js';
import { type OperationDeps, writeWithSideEffects } from './operation.js';
import type { LoadedWishlist } from './wishlist-access.js';
import { updateWishlist, type WishlistView, wishlistView } from './wishlists.service.js';

/**
 * PATCH /api/wishlists/:id as one operation: the change (on the locked row, stamping a reveal, decision 173)
 * and, in the same transaction, what a change of a list tells the feed: 'wishlist_updated' for a public or
 * friends list (with the achievements it earns), or the list's activity withdrawn when it is now private.
 * Answers the changed list as the person sees it.
 */
export async function changeWishlist(deps: OperationDeps, log: SocialLog, loaded: LoadedWishlist, userId: string, input: UpdateWishlistInput): Promise<WishlistView> {
  const now = deps.now();
  const list = await writeWithSideEffects(
    deps,
    log,
    (tx) => updateWishlist(tx, loaded.list, input, now),
    (store, written) => recordWishlistActivity(store, log, written, 'updated', now),
  );
  return wishlistView(deps.db, { list, access: { ...loaded.access, privacy: list.privacy } }, userId, now);
}
