import type { SharedClaimInput } from '#shared/schemas/wishlists/claims.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import type { Database } from '#server/db/client.js';
import { AppError } from '#server/errors.js';
import type { Actor } from '#server/policies/actor.js';
import { claimItemAsPerson } from './claim-item.js';
import { allow, openSharedWishlist } from './read-shared-wishlist.js';
import { type ClaimDetail, claimDetail, createVisitorClaim, type Mail } from './wishlist-claims.service.js';

export type ShareLinkClaim = { status: 201; claim: ClaimDetail } | { status: 202; claim: ClaimDetail; message: string };

/**
 * POST /api/wishlists/shared/:token/items/:itemId/claims as one operation. The link must open the list for
 * this person (404, 410 as the read). Signed in, the claim is the person's own, made exactly as on the list's
 * page (claim-item.ts) with the link's id: 201. Signed out, name and email are required (400 naming each)
 * and the claim waits for the emailed link: 202 with the message to show.
 */
export async function claimViaShareLink(
  deps: { db: Database; now: () => Date },
  mail: Mail,
  actor: Actor | null,
  token: string,
  itemId: string,
  input: SharedClaimInput,
): Promise<ShareLinkClaim> {
  const { share, loaded } = await openSharedWishlist(deps.db, actor, token, deps.now());
  allow(actor, 'wishlist:claim', loaded.access);
  const quantity = input.quantity ?? 1;
  const hideName = input.hideName ?? false;
  if (actor) return { status: 201, claim: await claimItemAsPerson(deps, loaded.list, itemId, actor, { quantity, hideName }, share.id) };
  const fields: Record<string, string> = {};
  if (!input.name) fields.name = WISHLIST_MESSAGES.claimName;
  if (!input.email) fields.email = WISHLIST_MESSAGES.email;
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', `Invalid input: ${Object.keys(fields).join(', ')}`, { fields });
  const claim = await createVisitorClaim(deps.db, loaded.list, share, itemId, { name: input.name!, email: input.email!, quantity, hideName }, deps.now(), mail);
  return { status: 202, claim: (await claimDetail(deps.db, claim.id))!, message: WISHLIST_MESSAGES.claimConfirmSent };
}
