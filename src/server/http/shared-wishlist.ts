import type { FastifyRequest } from 'fastify';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { type WishlistDetailResponse } from '#shared/schemas/wishlists/items.js';
import type { AppContext } from '#server/app-context.js';
import { authorize, loadAuthorized } from '#server/http/actor.js';
import { presentWishlistDetail } from '#server/presenters/wishlist.presenter.js';
import { loadWishlist } from '#server/services/wishlists/wishlist-access.js';
import { countShareView, findShare } from '#server/services/wishlists/wishlist-shares.service.js';
import { wishlistView } from '#server/services/wishlists/wishlists.service.js';

/**
 * The share link's list with the visitor's stance, or the link's clear message (404 unknown, 410 expired or
 * revoked). A person the owner blocked is answered as for an unknown link (404): the block hides the list.
 */
export async function openSharedWishlist(ctx: AppContext, request: FastifyRequest, token: string) {
  const now = ctx.now();
  const { share, list } = await findShare(ctx.db, token, now);
  authorize(request, 'wishlist-share:open', { isActive: share.isActive, expiresAt: share.expiresAt, listActive: list.isActive, now });
  const { loaded } = await loadAuthorized(
    request,
    'wishlist:read-shared',
    async (actor) => {
      const found = await loadWishlist(ctx.db, list.id, actor?.userId ?? null, { viaShareLink: true });
      return found ? { ...found.access, loaded: found } : null;
    },
    WISHLIST_MESSAGES.shareNotFound,
  );
  return { share, loaded };
}

/**
 * One visit's read of a shared list, counted as one view: GET /api/wishlists/shared/:token answers with it, and
 * the server-rendered page embeds it (docs/decisions/165), so the page and the API give a person the same list
 * (the owner's stays sealed until the reveal) and a rendered page that hydrates counts once, not twice.
 */
export async function readSharedWishlist(ctx: AppContext, request: FastifyRequest, token: string): Promise<WishlistDetailResponse> {
  const { share, loaded } = await openSharedWishlist(ctx, request, token);
  await countShareView(ctx.db, share, ctx.now());
  const view = await wishlistView(ctx.db, loaded, request.actor?.userId ?? null, ctx.now());
  return presentWishlistDetail(view, { affiliateTag: ctx.settings.retail.affiliateTag, now: ctx.now() });
}
