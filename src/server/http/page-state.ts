import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type PageState, type SharedWishlistState, sharedWishlistToken } from '#shared/pages/page-state.js';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants.js';
import type { BestsellersResponse } from '#shared/schemas/products.js';
import type { SessionResponse } from '#shared/schemas/auth.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { ShareTokenParams } from '#shared/schemas/wishlists/shares.js';
import type { AppContext } from '#server/app-context.js';
import type { Actor } from '#server/policies/actor.js';
import { presentBestsellers } from '#server/presenters/product.presenter.js';
import { presentSiteConfig } from '#server/presenters/site-config.presenter.js';
import { presentMe } from '#server/presenters/user.presenter.js';
import { findAccount } from '#server/services/profile/profile.service.js';
import { AppError } from '#server/errors.js';
import { actorOfRequest } from './plugins/auth-context.js';
import { readSharedWishlist } from './shared-wishlist.js';

/** The home page's first list: every category, the default length, as GET /api/bestsellers answers it. */
const FIRST_BESTSELLERS = { limit: BESTSELLERS_DEFAULT_LIMIT };

/**
 * What a server-rendered page carries (docs/decisions/165): the session as GET /api/session answers it, the
 * site settings as GET /api/site-config does, and on the home page the first best sellers as GET /api/bestsellers
 * does, so that the header never flashes the signed-out state and the client makes none of these requests first.
 * A warm signed-out page reads nothing from the database (settings and the signed-out list are in memory).
 */
export function pageStateLoader(ctx: AppContext): (request: FastifyRequest, pathname: string) => Promise<PageState> {
  const signedOutBestsellers = ctx.catalog.rememberSignedOutBestsellers((page, viewer) => presentBestsellers(page, viewer, false));

  async function session(actor: Actor | null): Promise<SessionResponse> {
    const found = actor ? await findAccount(ctx.db, actor.userId) : null;
    return { user: found ? presentMe(found.user, found.profile) : null };
  }

  async function bestsellers(actor: Actor | null, log: FastifyBaseLogger): Promise<BestsellersResponse | null> {
    try {
      if (!actor) return await signedOutBestsellers(FIRST_BESTSELLERS, log);
      const viewer = await ctx.catalog.viewer(actor.userId);
      return presentBestsellers(await ctx.catalog.bestsellers(FIRST_BESTSELLERS, viewer, true, log), viewer, true);
    } catch (error) {
      // The page still renders: the client asks for the list itself and shows its error state if that fails too.
      log.warn({ err: error }, 'best sellers for the page could not be read');
      return null;
    }
  }

  /**
   * The shared list as the API route answers this visitor (the same read, the same actor, one view counted: the
   * page's client then asks for nothing), or the API's error for a link that gives no list.
   */
  async function sharedWishlist(request: FastifyRequest, token: string): Promise<SharedWishlistState | null> {
    if (!ShareTokenParams.safeParse({ token }).success) {
      return { token, error: { status: 404, code: 'RESOURCE_NOT_FOUND', message: WISHLIST_MESSAGES.shareNotFound } };
    }
    try {
      return { token, detail: await readSharedWishlist(ctx, request, token) };
    } catch (error) {
      if (error instanceof AppError && error.expected) return { token, error: { status: error.status, code: error.code, message: error.message } };
      // The page still renders: the client asks for the list itself and shows its error state if that fails too.
      request.log.warn({ err: error }, 'the shared wishlist for the page could not be read');
      return null;
    }
  }

  return async (request, pathname) => {
    const actor = await actorOfRequest(ctx, request);
    // The shared list's read authorizes the request's actor, as an API request's would be.
    request.actor = actor;
    const token = sharedWishlistToken(pathname);
    const [sessionState, settings, list, shared] = await Promise.all([
      session(actor),
      ctx.siteSettings.get(),
      pathname === '/' ? bestsellers(actor, request.log) : Promise.resolve(null),
      token === null ? Promise.resolve(null) : sharedWishlist(request, token),
    ]);
    return {
      renderedAt: ctx.now().getTime(),
      session: sessionState,
      siteConfig: presentSiteConfig(settings),
      bestsellers: list,
      sharedWishlist: shared,
    };
  };
}
