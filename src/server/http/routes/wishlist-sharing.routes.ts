import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ClaimIdParams, ClaimTokenParams, type MyClaimResponse, type MyClaimsResponse, type PendingClaimResponse, SharedClaimInput, UpdateClaimInput } from '#shared/schemas/wishlists/claims.js';
import { type InvitationAnswerResponse, InvitationIdParams, InvitationTokenParams, type ReceivedInvitationResponse, type ReceivedInvitationsResponse } from '#shared/schemas/wishlists/collaborators.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { type WishlistDetailResponse } from '#shared/schemas/wishlists/items.js';
import { ShareTokenItemParams, ShareTokenParams } from '#shared/schemas/wishlists/shares.js';
import type { AppContext } from '#server/app-context.js';
import { AppError, notFound } from '#server/errors.js';
import { authorize, loadAuthorized, requireActor } from '#server/http/actor.js';
import { parse } from '#server/http/parse.js';
import { openSharedWishlist, readSharedWishlist } from '#server/http/shared-wishlist.js';
import { presentMyClaim, presentReceivedInvitation } from '#server/presenters/wishlist.presenter.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import {
  claimDetail,
  claimerFor,
  claimItem,
  confirmClaim,
  createVisitorClaim,
  deleteClaim,
  findClaim,
  findClaimByToken,
  listMyClaims,
  updateClaim,
} from '#server/services/wishlists/wishlist-claims.service.js';
import {
  acceptInvitation,
  declineInvitation,
  findInvitationById,
  findInvitationByToken,
  invitationStatus,
  listReceivedInvitations,
} from '#server/services/wishlists/wishlist-collaborators.service.js';

/**
 * What reaches a list from outside it (docs/api/wishlists.md): the public share-link read and claim, the
 * emailed invitation and claim links, in-app invitations and 'My claims'. A signed-in person opening a share
 * link gets their own answer (the owner's stays sealed until the reveal).
 */
export function wishlistSharingRoutes(ctx: AppContext): FastifyPluginAsync {
  const mail = mailDefaults(ctx.settings);

  const openShared = (request: FastifyRequest, token: string) => openSharedWishlist(ctx, request, token);

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // ---- The public share link --------------------------------------------------------------------------

    app.get('/wishlists/shared/:token', async (request): Promise<WishlistDetailResponse> => {
      const { token } = parse(ShareTokenParams, request.params);
      return readSharedWishlist(ctx, request, token);
    });

    app.post(
      '/wishlists/shared/:token/items/:itemId/claims',
      { config: { rateLimit: 'wishlist-emails' } },
      async (request, reply): Promise<MyClaimResponse | PendingClaimResponse> => {
        const { token, itemId } = parse(ShareTokenItemParams, request.params);
        const input = parse(SharedClaimInput, request.body);
        const { share, loaded } = await openShared(request, token);
        authorize(request, 'wishlist:claim', loaded.access);
        const quantity = input.quantity ?? 1;
        const hideName = input.hideName ?? false;
        if (request.actor) {
          const claimer = await claimerFor(ctx.db, request.actor);
          const claim = await claimItem(ctx.db, loaded.list, itemId, claimer, { quantity, hideName }, ctx.now(), share.id);
          reply.code(201);
          return { claim: presentMyClaim((await claimDetail(ctx.db, claim.id))!) };
        }
        const fields: Record<string, string> = {};
        if (!input.name) fields.name = WISHLIST_MESSAGES.claimName;
        if (!input.email) fields.email = WISHLIST_MESSAGES.email;
        if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', `Invalid input: ${Object.keys(fields).join(', ')}`, { fields });
        const claim = await createVisitorClaim(
          ctx.db,
          loaded.list,
          share,
          itemId,
          { name: input.name!, email: input.email!, quantity, hideName },
          ctx.now(),
          mail,
        );
        reply.code(202);
        return { claim: presentMyClaim((await claimDetail(ctx.db, claim.id))!), message: WISHLIST_MESSAGES.claimConfirmSent };
      },
    );

    // ---- Claims: 'My claims' and the claimer's own ----------------------------------------------------------

    app.get('/claims/mine', async (request): Promise<MyClaimsResponse> => {
      const actor = requireActor(request, 'claims:list-own');
      const rows = await listMyClaims(ctx.db, actor.userId);
      return { claims: rows.map(presentMyClaim) };
    });

    app.patch('/claims/:claimId', async (request): Promise<MyClaimResponse> => {
      const { claimId } = parse(ClaimIdParams, request.params);
      const input = parse(UpdateClaimInput, request.body);
      const claim = await loadAuthorized(request, 'claim:update', async () => {
        const row = await findClaim(ctx.db, claimId);
        return row && row.userId ? { ...row, userId: row.userId } : null;
      }, 'Claim not found.');
      const row = await updateClaim(ctx.db, claim, input, ctx.now());
      return { claim: presentMyClaim((await claimDetail(ctx.db, row.id))!) };
    });

    app.delete('/claims/:claimId', async (request, reply) => {
      const { claimId } = parse(ClaimIdParams, request.params);
      const claim = await loadAuthorized(request, 'claim:delete', async () => {
        const row = await findClaim(ctx.db, claimId);
        return row && row.userId ? { ...row, userId: row.userId } : null;
      }, 'Claim not found.');
      await deleteClaim(ctx.db, claim);
      return reply.code(204).send();
    });

    // ---- A share-link visitor's claim by its emailed link -------------------------------------------------

    async function claimByToken(request: FastifyRequest) {
      const { token } = parse(ClaimTokenParams, request.params);
      authorize(request, 'claim:manage-by-token');
      const claim = await findClaimByToken(ctx.db, token, ctx.now());
      if (!claim) throw notFound('This claim link is no longer valid.');
      return claim;
    }

    app.get('/claims/manage/:token', async (request): Promise<MyClaimResponse> => {
      const claim = await claimByToken(request);
      return { claim: presentMyClaim((await claimDetail(ctx.db, claim.id))!) };
    });

    app.post('/claims/manage/:token/confirm', async (request): Promise<MyClaimResponse> => {
      const claim = await claimByToken(request);
      const row = await confirmClaim(ctx.db, claim, ctx.now());
      return { claim: presentMyClaim((await claimDetail(ctx.db, row.id))!) };
    });

    app.patch('/claims/manage/:token', async (request): Promise<MyClaimResponse> => {
      parse(ClaimTokenParams, request.params);
      const input = parse(UpdateClaimInput, request.body);
      const claim = await claimByToken(request);
      const row = await updateClaim(ctx.db, claim, input, ctx.now());
      return { claim: presentMyClaim((await claimDetail(ctx.db, row.id))!) };
    });

    app.delete('/claims/manage/:token', async (request, reply) => {
      const claim = await claimByToken(request);
      await deleteClaim(ctx.db, claim);
      return reply.code(204).send();
    });

    // ---- Invitations: in the app, and by the emailed link ---------------------------------------------------

    app.get('/wishlist-invitations', async (request): Promise<ReceivedInvitationsResponse> => {
      const actor = requireActor(request, 'wishlist-invitations:list-own');
      // Only a verified address shows what was sent to it (anyone can sign up with another's address unverified).
      const rows = actor.emailVerified ? await listReceivedInvitations(ctx.db, actor.email, ctx.now()) : [];
      return { invitations: rows.map((r) => presentReceivedInvitation(r, invitationStatus(r.invitation, ctx.now()))) };
    });

    async function invitationInApp(request: FastifyRequest) {
      const { invitationId } = parse(InvitationIdParams, request.params);
      const found = await loadAuthorized(request, 'wishlist-invitation:answer', async () => {
        const row = await findInvitationById(ctx.db, invitationId);
        return row ? { ...row, email: row.invitation.email } : null;
      }, 'Invitation not found.');
      return found;
    }

    const answer = (found: Parameters<typeof presentReceivedInvitation>[0], row: Parameters<typeof invitationStatus>[0]): InvitationAnswerResponse => ({
      invitation: presentReceivedInvitation({ ...found, invitation: row }, invitationStatus(row, ctx.now())),
      wishlistId: found.list.id,
    });

    app.post('/wishlist-invitations/:invitationId/accept', async (request): Promise<InvitationAnswerResponse> => {
      const found = await invitationInApp(request);
      const row = await acceptInvitation(ctx.db, found, request.actor!.userId, ctx.now());
      return answer(found, row);
    });

    app.post('/wishlist-invitations/:invitationId/decline', async (request): Promise<InvitationAnswerResponse> => {
      const found = await invitationInApp(request);
      const row = await declineInvitation(ctx.db, found, request.actor!.userId, ctx.now());
      return answer(found, row);
    });

    async function invitationByToken(request: FastifyRequest) {
      const { token } = parse(InvitationTokenParams, request.params);
      const found = await findInvitationByToken(ctx.db, token);
      if (!found) throw notFound(WISHLIST_MESSAGES.invitationGone);
      return found;
    }

    app.get('/wishlist-invitations/by-token/:token', async (request): Promise<ReceivedInvitationResponse> => {
      authorize(request, 'wishlist-invitation:read-by-token');
      const found = await invitationByToken(request);
      return { invitation: presentReceivedInvitation(found, invitationStatus(found.invitation, ctx.now())) };
    });

    app.post('/wishlist-invitations/by-token/:token/accept', async (request): Promise<InvitationAnswerResponse> => {
      const actor = requireActor(request, 'wishlist-invitation:accept-by-token');
      const found = await invitationByToken(request);
      const row = await acceptInvitation(ctx.db, found, actor.userId, ctx.now());
      return answer(found, row);
    });

    app.post('/wishlist-invitations/by-token/:token/decline', async (request): Promise<InvitationAnswerResponse> => {
      const actor = authorize(request, 'wishlist-invitation:decline-by-token');
      const found = await invitationByToken(request);
      const row = await declineInvitation(ctx.db, found, actor?.userId ?? null, ctx.now());
      return answer(found, row);
    });
  };
}
