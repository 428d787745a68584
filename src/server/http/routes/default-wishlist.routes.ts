import type { FastifyPluginAsync } from 'fastify';
import { defaultWishlistApi } from '#shared/api/default-wishlist.js';
import type { AppContext } from '#server/app-context.js';
import { presentWishlistItem } from '#server/presenters/wishlist-item.presenter.js';
import {
  addItemToDefaultWishlist,
  findDefaultWishlistItem,
  listDefaultWishlistItems,
} from '#server/services/wishlists/default-wishlist.service.js';
import { deleteItem } from '#server/services/wishlists/wishlist-items.service.js';
import { requireActor } from '#server/http/actor.js';
import { notFound } from '#server/errors.js';
import { route } from '#server/http/contract-route.js';

/**
 * The heart and "save to wishlist" (core-app.md 2 "Gift card", 4 "Gift card heart"): the signed-in person's
 * default wishlist, created when first needed. Every row is scoped to the person's own list, so another
 * person's item answers 404 like a missing one.
 */
export function defaultWishlistRoutes(ctx: AppContext): FastifyPluginAsync {
  const affiliateTag = ctx.settings.retail.affiliateTag;
  return async (app) => {
    route(app, defaultWishlistApi.read, async (_input, request) => {
      const actor = requireActor(request, 'default-wishlist:read');
      const { wishlist, items } = await listDefaultWishlistItems(ctx.db, actor.userId);
      return {
        wishlist: wishlist ? { id: wishlist.id, title: wishlist.title } : null,
        items: items.map((item) => presentWishlistItem(item, { affiliateTag })),
      };
    });

    // 201 with the new item; 200 with the existing one when the product (or pick) was already there.
    route(app, defaultWishlistApi.addItem, async ({ body }, request, reply) => {
      const actor = requireActor(request, 'default-wishlist:update');
      const added = await addItemToDefaultWishlist(ctx.db, actor.userId, body, ctx.now());
      reply.code(added.created ? 201 : 200);
      return { item: presentWishlistItem(added.item, { affiliateTag }), wishlistId: added.wishlist.id };
    });

    route(app, defaultWishlistApi.removeProduct, async ({ params }, request) => {
      const actor = requireActor(request, 'default-wishlist:update');
      const found = await findDefaultWishlistItem(ctx.db, actor.userId, { productId: params.productId });
      if (!found) throw notFound('This product is not in your wishlist.');
      // Through the items service: whoever claimed it is told (the owner cannot know).
      await deleteItem(ctx.db, found.wishlist, found.item, actor.userId, ctx.now());
    });

    route(app, defaultWishlistApi.removeItem, async ({ params }, request) => {
      const actor = requireActor(request, 'default-wishlist:update');
      const found = await findDefaultWishlistItem(ctx.db, actor.userId, { itemId: params.itemId });
      if (!found) throw notFound('Wishlist item not found.');
      await deleteItem(ctx.db, found.wishlist, found.item, actor.userId, ctx.now());
    });
  };
}
