import type { Database } from '#server/db/client.js';
import type { Actor } from '#server/policies/actor.js';
import type { WishlistRow } from './default-wishlist.service.js';
import { type ClaimDetail, claimDetail, claimerFor, claimItem } from './wishlist-claims.service.js';

/**
 * A signed-in person's claim, by either door: the list's page (POST /api/wishlists/:id/items/:itemId/claims)
 * or its share link (claim-via-share-link.ts, with the link's id). The claimer as their profile names them,
 * the claim (confirmed at once, under the item's lock, one per person per item; never the owner's), and the
 * claim as its claimer sees it. Nothing here tells the owner: claims are sealed (decision 173).
 */
export async function claimItemAsPerson(
  deps: { db: Database; now: () => Date },
  list: WishlistRow,
  itemId: string,
  actor: Actor,
  input: { quantity: number; hideName: boolean },
  shareId: string | null = null,
): Promise<ClaimDetail> {
  const claimer = await claimerFor(deps.db, actor);
  const claim = await claimItem(deps.db, list, itemId, claimer, input, deps.now(), shareId);
  return (await claimDetail(deps.db, claim.id))!;
}
