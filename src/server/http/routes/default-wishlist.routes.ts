import type { FastifyPluginAsync } from 'fastify';
import {
  AddDefaultWishlistItemRequest,
  type DefaultWishlistItemResponse,
  type DefaultWishlistResponse,
  ProductIdParams,
  WishlistItemIdParams,
} from '../../../shared/schemas/default-wishlist.js';
import type { AppContext } from '../../app-context.js';
import { presentWishlistItem } from '../../presenters/wishlist-item.presenter.js';
import {
  addItemToDefaultWishlist,
  listDefaultWishlistItems,
  removeItem,
  removeProductFromDefaultWishlist,
} from '../../services/wishlists/default-wishlist.service.js';
import { authorize } from '../actor.js';
import { notFound } from '../app-error.js';
import { parse } from '../parse.js';

/**
 * The heart and "save to wishlist" (core-app.md 2 "Gift card", 4 "Gift card heart"): the signed-in person's
 * default wishlist, created when first needed. Every row is scoped to the person's own list, so another
 * person's item answers 404 like a missing one.
 */
export function defaultWishlistRoutes(ctx: AppContext): FastifyPluginAsync {
  const affiliateTag = ctx.settings.retail.affiliateTag;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/wishlists/default', async (request): Promise<DefaultWishlistResponse> => {
      const actor = authorize(request, 'default-wishlist:read')!;
      const { wishlist, items } = await listDefaultWishlistItems(ctx.db, actor.userId);
      return {
        wishlist: wishlist ? { id: wishlist.id, title: wishlist.title } : null,
        items: items.map((item) => presentWishlistItem(item, { affiliateTag })),
      };
    });

    // 201 with the new item; 200 with the existing one when the product (or pick) was already there.
    app.post('/wishlists/default/items', async (request, reply): Promise<DefaultWishlistItemResponse> => {
      const actor = authorize(request, 'default-wishlist:update')!;
      const input = parse(AddDefaultWishlistItemRequest, request.body);
      const added = await addItemToDefaultWishlist(ctx.db, actor.userId, input, ctx.now());
      reply.code(added.created ? 201 : 200);
      return { item: presentWishlistItem(added.item, { affiliateTag }), wishlistId: added.wishlist.id };
    });

    app.delete('/wishlists/default/items/by-product/:productId', async (request, reply) => {
      const actor = authorize(request, 'default-wishlist:update')!;
      const { productId } = parse(ProductIdParams, request.params);
      if (!(await removeProductFromDefaultWishlist(ctx.db, actor.userId, productId, ctx.now())))
        throw notFound('This product is not in your wishlist.');
      return reply.code(204).send();
    });

    app.delete('/wishlists/default/items/:itemId', async (request, reply) => {
      const actor = authorize(request, 'default-wishlist:update')!;
      const { itemId } = parse(WishlistItemIdParams, request.params);
      if (!(await removeItem(ctx.db, actor.userId, itemId, ctx.now()))) throw notFound('Wishlist item not found.');
      return reply.code(204).send();
    });
  };
}
