import { awardAchievements, type SocialLog } from '#server/services/social/activities.service.js';
import type { WishlistRow } from './default-wishlist.service.js';
import { type OperationDeps, writeWithSideEffects } from './operation.js';
import { createShare, type ShareRow } from './wishlist-shares.service.js';

/**
 * POST /api/wishlists/:id/shares as one operation: the link and, in the same transaction, the owner's
 * achievements (a list with a share link counts as shared).
 */
export async function shareWishlist(deps: OperationDeps, log: SocialLog, list: WishlistRow, userId: string, expiresInDays: number | null): Promise<ShareRow> {
  const now = deps.now();
  return writeWithSideEffects(
    deps,
    log,
    (tx) => createShare(tx, list, userId, expiresInDays, now),
    (store) => awardAchievements(store, log, list.userId, now),
  );
}
