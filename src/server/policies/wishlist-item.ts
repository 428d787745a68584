import { mayEditItems } from '#shared/wishlists/rules.js';
import { type Asker, rule } from './rule.js';
import { relationOf, type WishlistResource } from './wishlist.js';

/** A list's items: the owner and editors add, edit, delete and move them. */
export const wishlistItemRules = {
  'wishlist:edit-items': rule<WishlistResource, Asker>('person', (actor, w) => mayEditItems(relationOf(actor, w).role)),
};
