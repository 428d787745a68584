import type { CollaboratorRole, WishlistPrivacy } from '#shared/constants/choice-lists.js';
import { mayManageWishlist, mayViewWishlist, type WishlistRelation } from '#shared/wishlists/rules.js';
import { type Asker, rule } from './rule.js';

/**
 * A wishlist as the rulebook sees it: its privacy and how the asking person stands to it (their accepted
 * collaborator role, friendship with the owner, whether they came through a working share link). Built by
 * the wishlist services (wishlistAccess); the rules themselves are src/shared/wishlists/rules.ts.
 */
export interface WishlistResource {
  privacy: WishlistPrivacy;
  role: CollaboratorRole | null;
  isFriend: boolean;
  viaShareLink: boolean;
  /** The owner blocked the asking person (social blocks): the list is hidden from them. */
  blockedByOwner: boolean;
}

// A role belongs to a signed-in person: a visitor never holds one, whatever the resource says (fail closed).
export const relationOf = (actor: Asker | null, w: WishlistResource): WishlistRelation => ({
  role: actor ? w.role : null,
  signedIn: actor !== null,
  isFriend: w.isFriend,
  viaShareLink: w.viaShareLink,
  blockedByOwner: actor !== null && w.blockedByOwner,
});

const mayView = (actor: Asker | null, w: WishlistResource) => mayViewWishlist(w.privacy, relationOf(actor, w));
const manages = (actor: Asker | null, w: WishlistResource) => mayManageWishlist(relationOf(actor, w).role);

/** Wishlists (issue 12; core-app.md 5, 6): everything on one list is decided on its WishlistResource. */
export const wishlistRules = {
  // The heart and "save to wishlist": the person's own default wishlist (the service scopes every row to it).
  'default-wishlist:read': rule('person'),
  'default-wishlist:update': rule('person'),
  'wishlists:list': rule('person'),
  'wishlists:create': rule('person'),
  // Reading a pasted product page: signed-in people only (the fetch is guarded and rate-limited).
  'wishlists:url-preview': rule('person'),
  'wishlist:read': rule<WishlistResource, Asker>('person', mayView),
  // Reading a list through a working share link, signed in or not (a person the owner blocked is refused).
  'wishlist:read-shared': rule<WishlistResource, Asker>('anyone', mayView),
  // Owner only: update (rename, archive, cover), delete, share links, collaborators and invitations.
  'wishlist:update': rule<WishlistResource, Asker>('person', manages),
  'wishlist:delete': rule<WishlistResource, Asker>('person', manages),
  'wishlist:share': rule<WishlistResource, Asker>('person', manages),
  'wishlist:invite': rule<WishlistResource, Asker>('person', manages),
  // Members see who else is on the list.
  'wishlist:read-collaborators': rule<WishlistResource, Asker>('person', (actor, w) => relationOf(actor, w).role !== null),
};
