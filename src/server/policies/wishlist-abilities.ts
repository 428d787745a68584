import { claimRules } from './claim.js';
import { type Asker, decide } from './rule.js';
import { wishlistItemRules } from './wishlist-item.js';
import { type WishlistResource, wishlistRules } from './wishlist.js';

/**
 * What a person may do on a list, as the client is told (the viewer block of GET /api/wishlists/:id and of a
 * shared list): each flag is the rulebook's answer for the actions behind it, the same rules that answer 403
 * on the wishlist routes, so a button is shown exactly when its request would be allowed. Built by the
 * wishlist service into the view; the presenter copies the flags (presenters do not import the rulebook).
 */

const listRules = { ...wishlistRules, ...wishlistItemRules, ...claimRules };
type ListAction = { [A in keyof typeof listRules]: (typeof listRules)[A] extends { allows?: (a: never, r: WishlistResource) => boolean } ? A : never }[keyof typeof listRules];

/** Each flag and the actions it stands for: true when every one of them is allowed. */
export const WISHLIST_ABILITIES = {
  canUpdate: ['wishlist:update'],
  canDelete: ['wishlist:delete'],
  canShare: ['wishlist:share'],
  canInvite: ['wishlist:invite'],
  // The owner's controls (settings, archive, delete, share links, collaborators) come as one block on the client.
  canManage: ['wishlist:update', 'wishlist:delete', 'wishlist:share', 'wishlist:invite'],
  canEditItems: ['wishlist:edit-items'],
  canClaim: ['wishlist:claim'],
  canAddSurprise: ['wishlist:add-surprise'],
  canSeeCollaborators: ['wishlist:read-collaborators'],
} as const satisfies Record<string, readonly ListAction[]>;

export type WishlistAbilities = { [F in keyof typeof WISHLIST_ABILITIES]: boolean };

/** The asker's abilities on one list (null: a signed-out visitor). */
export function wishlistAbilities(actor: Asker | null, wishlist: WishlistResource): WishlistAbilities {
  const allowed = (actions: readonly ListAction[]) => actions.every((action) => decide(listRules[action], actor, wishlist));
  const flags = Object.fromEntries(Object.entries(WISHLIST_ABILITIES).map(([flag, actions]) => [flag, allowed(actions)]));
  return flags as WishlistAbilities;
}
