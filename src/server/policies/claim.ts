import { mayClaim } from '#shared/wishlists/rules.js';
import { type Asker, ownedBy, type OwnedResource, rule } from './rule.js';
import { relationOf, type WishlistResource } from './wishlist.js';

const claims = (actor: Asker | null, w: WishlistResource) => mayClaim(w.privacy, relationOf(actor, w));

/** Claims (core-app.md 9): who may claim on a list, and a claim being its claimer's own. */
export const claimRules = {
  // Everyone who may view except the owner; share-link visitors without an account too (confirmed by email).
  'wishlist:claim': rule<WishlistResource, Asker>('anyone', claims),
  'wishlist:add-surprise': rule<WishlistResource, Asker>('person', claims),
  // The claimer's own ('My claims', change, cancel); a visitor's by the emailed manage link.
  'claims:list-own': rule('person'),
  'claim:update': rule<OwnedResource>('person', ownedBy),
  'claim:delete': rule<OwnedResource>('person', ownedBy),
  'claim:manage-by-token': rule('anyone'),
};
