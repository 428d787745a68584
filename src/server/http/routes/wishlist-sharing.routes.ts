import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { wishlistsApi } from '#shared/api/wishlists.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import type { AppContext } from '#server/app-context.js';
import { notFound } from '#server/errors.js';
import { authorize, loadAuthorized, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';
import { presentMyClaim, presentReceivedInvitation, presentWishlistDetail } from '#server/presenters/wishlist.presenter.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { acceptWishlistInvitation, type AnsweredInvitation, answered } from '#server/services/wishlists/accept-invitation.js';
import { claimViaShareLink } from '#server/services/wishlists/claim-via-share-link.js';
import { readSharedWishlist } from '#server/services/wishlists/read-shared-wishlist.js';
import { claimDetail, confirmClaim, deleteClaim, findClaim, findClaimByToken, listMyClaims, updateClaim } from '#server/services/wishlists/wishlist-claims.service.js';
import {
  declineInvitation,
  findInvitationById,
  findInvitationByToken,
  invitationStatus,
  listReceivedInvitations,
} from '#server/services/wishlists/wishlist-collaborators.service.js';

/**
 * What reaches a list from outside it (src/shared/api/wishlists.ts; docs/api/wishlists.md): the public
 * share-link read and claim, the emailed invitation and claim links, in-app invitations and 'My claims'. A
 * signed-in person opening a share link gets their own answer (the owner's stays sealed until the reveal).
 * Each handler: authorize or load-and-authorize, one operation, present.
 */
export function wishlistSharingRoutes(ctx: AppContext): FastifyPluginAsync {
  const mail = mailDefaults(ctx.settings);
  const options = () => ({ affiliateTag: ctx.settings.retail.affiliateTag, now: ctx.now() });

  /** The person's own claim named in the URL (someone else's looks missing). */
  const ownClaim = (request: FastifyRequest, action: 'claim:update' | 'claim:delete', claimId: string) =>
    loadAuthorized(request, action, async () => {
      const row = await findClaim(ctx.db, claimId);
      return row && row.userId ? { ...row, userId: row.userId } : null;
    }, 'Claim not found.');

  /** A share-link visitor's claim by its emailed link. */
  async function claimByToken(request: FastifyRequest, token: string) {
    authorize(request, 'claim:manage-by-token');
    const claim = await findClaimByToken(ctx.db, token, ctx.now());
    if (!claim) throw notFound('This claim link is no longer valid.');
    return claim;
  }

  const presentClaim = async (claimId: string) => ({ claim: presentMyClaim((await claimDetail(ctx.db, claimId))!) });

  /** An invitation answered in the app: sent to the signed-in person's email (anyone else's looks missing). */
  const invitationInApp = (request: FastifyRequest, invitationId: string) =>
    loadAuthorized(request, 'wishlist-invitation:answer', async () => {
      const row = await findInvitationById(ctx.db, invitationId);
      return row ? { ...row, email: row.invitation.email } : null;
    }, 'Invitation not found.');

  async function invitationByToken(token: string) {
    const found = await findInvitationByToken(ctx.db, token);
    if (!found) throw notFound(WISHLIST_MESSAGES.invitationGone);
    return found;
  }

  const answer = ({ found, status }: AnsweredInvitation) => ({ invitation: presentReceivedInvitation(found, status), wishlistId: found.list.id });

  return async (app) => {
    // ---- The public share link --------------------------------------------------------------------------

    route(app, wishlistsApi.shared, async ({ params }, request) => {
      return presentWishlistDetail(await readSharedWishlist(ctx, request.actor, params.token), options());
    });

    route(app, wishlistsApi.sharedClaim, async ({ params, body }, request, reply) => {
      const result = await claimViaShareLink(ctx, mail, request.actor, params.token, params.itemId, body);
      reply.code(result.status);
      const claim = presentMyClaim(result.claim);
      return result.status === 202 ? { claim, message: result.message } : { claim };
    });

    // ---- Claims: 'My claims' and the claimer's own ----------------------------------------------------------

    route(app, wishlistsApi.myClaims, async (_input, request) => {
      const actor = requireActor(request, 'claims:list-own');
      return { claims: (await listMyClaims(ctx.db, actor.userId)).map(presentMyClaim) };
    });

    route(app, wishlistsApi.updateClaim, async ({ params, body }, request) => {
      const claim = await ownClaim(request, 'claim:update', params.claimId);
      return presentClaim((await updateClaim(ctx.db, claim, body, ctx.now())).id);
    });

    route(app, wishlistsApi.cancelClaim, async ({ params }, request) => {
      await deleteClaim(ctx.db, await ownClaim(request, 'claim:delete', params.claimId));
    });

    // ---- A share-link visitor's claim by its emailed link -------------------------------------------------

    route(app, wishlistsApi.claimByToken, async ({ params }, request) => {
      return presentClaim((await claimByToken(request, params.token)).id);
    });

    route(app, wishlistsApi.confirmClaimByToken, async ({ params }, request) => {
      const claim = await claimByToken(request, params.token);
      return presentClaim((await confirmClaim(ctx.db, claim, ctx.now())).id);
    });

    route(app, wishlistsApi.updateClaimByToken, async ({ params, body }, request) => {
      const claim = await claimByToken(request, params.token);
      return presentClaim((await updateClaim(ctx.db, claim, body, ctx.now())).id);
    });

    route(app, wishlistsApi.cancelClaimByToken, async ({ params }, request) => {
      await deleteClaim(ctx.db, await claimByToken(request, params.token));
    });

    // ---- Invitations: in the app, and by the emailed link ---------------------------------------------------

    route(app, wishlistsApi.invitations, async (_input, request) => {
      const actor = requireActor(request, 'wishlist-invitations:list-own');
      // Only a verified address shows what was sent to it (anyone can sign up with another's address unverified).
      const rows = actor.emailVerified ? await listReceivedInvitations(ctx.db, actor.email, ctx.now()) : [];
      return { invitations: rows.map((r) => presentReceivedInvitation(r, invitationStatus(r.invitation, ctx.now()))) };
    });

    route(app, wishlistsApi.acceptInvitation, async ({ params }, request) => {
      const found = await invitationInApp(request, params.invitationId);
      return answer(await acceptWishlistInvitation(ctx, found, request.actor!.userId));
    });

    route(app, wishlistsApi.declineInvitation, async ({ params }, request) => {
      const found = await invitationInApp(request, params.invitationId);
      return answer(answered(found, await declineInvitation(ctx.db, found, request.actor!.userId, ctx.now()), ctx.now()));
    });

    route(app, wishlistsApi.invitationByToken, async ({ params }, request) => {
      authorize(request, 'wishlist-invitation:read-by-token');
      const found = await invitationByToken(params.token);
      return { invitation: presentReceivedInvitation(found, invitationStatus(found.invitation, ctx.now())) };
    });

    route(app, wishlistsApi.acceptInvitationByToken, async ({ params }, request) => {
      const actor = requireActor(request, 'wishlist-invitation:accept-by-token');
      return answer(await acceptWishlistInvitation(ctx, await invitationByToken(params.token), actor.userId));
    });

    route(app, wishlistsApi.declineInvitationByToken, async ({ params }, request) => {
      const actor = authorize(request, 'wishlist-invitation:decline-by-token');
      const found = await invitationByToken(params.token);
      return answer(answered(found, await declineInvitation(ctx.db, found, actor?.userId ?? null, ctx.now()), ctx.now()));
    });
  };
}
