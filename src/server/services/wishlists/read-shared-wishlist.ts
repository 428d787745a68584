import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import type { Database } from '#server/db/client.js';
import { AppError, notFound } from '#server/errors.js';
import { type Action, can, needsPerson, type ResourceArgs } from '#server/policies/index.js';
import type { Actor } from '#server/policies/actor.js';
import { type LoadedWishlist, loadWishlist } from './wishlist-access.js';
import { countShareView, findShare, type ShareRow } from './wishlist-shares.service.js';
import { type WishlistView, wishlistView } from './wishlists.service.js';

/**
 * The share link's use cases (docs/decisions/165, 173), taking the actor as a plain argument so that the API
 * route and the server-rendered page (src/server/http/page-state.ts) call the same operation.
 */

const signInAgain = () => new AppError('AUTHENTICATION_ERROR', 'Authentication failed. Please sign in again.');

/** The rulebook's answer for this actor, as a route's authorize() gives it: 401 signed out where a person is needed, else 403. */
export function allow<A extends Action>(actor: Actor | null, action: A, ...resource: ResourceArgs<A>): void {
  if (can(actor, action, ...resource)) return;
  if (!actor && needsPerson(action)) throw signInAgain();
  throw new AppError('PERMISSION_DENIED');
}

/**
 * The share link's list with the visitor's stance, or the link's clear message (404 unknown, 410 expired or
 * revoked). A person the owner blocked is answered as for an unknown link (404): the block hides the list.
 */
export async function openSharedWishlist(db: Database, actor: Actor | null, token: string, now: Date): Promise<{ share: ShareRow; loaded: LoadedWishlist }> {
  const { share, list } = await findShare(db, token, now);
  allow(actor, 'wishlist-share:open', { isActive: share.isActive, expiresAt: share.expiresAt, listActive: list.isActive, now });
  if (!actor && needsPerson('wishlist:read-shared')) throw signInAgain();
  const loaded = await loadWishlist(db, list.id, actor?.userId ?? null, { viaShareLink: true });
  if (!loaded || !can(actor, 'wishlist:read-shared', loaded.access)) throw notFound(WISHLIST_MESSAGES.shareNotFound);
  return { share, loaded };
}

/**
 * One visit's read of a shared list, counted as one view: GET /api/wishlists/shared/:token answers with it, and
 * the server-rendered page embeds it, so the page and the API give a person the same list (the owner's stays
 * sealed until the reveal, a signed-out reader gets the sealed view) and a rendered page that hydrates counts
 * once, not twice.
 */
export async function readSharedWishlist(deps: { db: Database; now: () => Date }, actor: Actor | null, token: string): Promise<WishlistView> {
  const { share, loaded } = await openSharedWishlist(deps.db, actor, token, deps.now());
  await countShareView(deps.db, share, deps.now());
  return wishlistView(deps.db, loaded, actor?.userId ?? null, deps.now());
}
