import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ClaimInput, type MyClaimResponse, SurpriseItemInput } from '#shared/schemas/wishlists/claims.js';
import { ChangeRoleInput, CollaboratorParams, type CollaboratorResponse, type CollaboratorsResponse, InvitationParams, type InvitationResponse, InviteInput } from '#shared/schemas/wishlists/collaborators.js';
import { AddItemInput, type ListItemResponse, MoveItemInput, UpdateItemInput, UrlPreviewInput, type UrlPreviewResponse, WishlistDetailQuery, type WishlistDetailResponse } from '#shared/schemas/wishlists/items.js';
import { CreateWishlistInput, UpdateWishlistInput, WishlistIdParams, WishlistItemParams, type WishlistListResponse, type WishlistResponse } from '#shared/schemas/wishlists/lists.js';
import { CreateShareInput, ShareParams, type ShareListResponse, type ShareResponse } from '#shared/schemas/wishlists/shares.js';
import type { AppContext } from '#server/app-context.js';
import { notFound } from '#server/errors.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { acceptImageUploads, readImageUpload } from '#server/http/image-upload.js';
import { parse } from '#server/http/parse.js';
import { processCoverImage } from '#server/services/profile/avatar-image.js';
import type { WishlistResource } from '#server/policies/index.js';
import {
  presentCollaborator,
  presentInvitation,
  presentMyClaim,
  presentShare,
  presentWishlist,
  presentWishlistDetail,
  presentWishlistSummary,
  presentWrittenItem,
} from '#server/presenters/wishlist.presenter.js';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { previewUrl } from '#server/services/wishlists/url-preview.service.js';
import { isSealedFor, loadWishlist, type LoadedWishlist } from '#server/services/wishlists/wishlist-access.js';
import { addSurpriseItem, claimDetail, claimerFor, claimItem } from '#server/services/wishlists/wishlist-claims.service.js';
import {
  changeCollaboratorRole,
  findCollaborator,
  invitationStatus,
  inviteCollaborator,
  listCollaborators,
  listPendingInvitations,
  removeCollaborator,
  revokeInvitation,
} from '#server/services/wishlists/wishlist-collaborators.service.js';
import { addItem, deleteItem, findEditableItem, moveListItem, updateItem } from '#server/services/wishlists/wishlist-items.service.js';
import { createShare, listShares, revokeShare, shareStatus } from '#server/services/wishlists/wishlist-shares.service.js';
import {
  archiveWishlist,
  createWishlist,
  setWishlistCover,
  listMyWishlists,
  softDeleteWishlist,
  updateWishlist,
  wishlistView,
} from '#server/services/wishlists/wishlists.service.js';
import { awardAchievements, recordWishlistActivity, withdrawWishlistActivity } from '#server/services/social/activities.service.js';

/**
 * Wishlists (issue 12; docs/api/wishlists.md): lists, items, collaborators and invitations, share links,
 * claims by signed-in viewers and surprise items. A list someone may not view answers 404 like a missing one;
 * a list they may view but not change answers 403. Claims never reach the owner before the reveal: the
 * services build a sealed view for them and the presenters write no claim field from it.
 */
export function wishlistsRoutes(ctx: AppContext): FastifyPluginAsync {
  const affiliateTag = ctx.settings.retail.affiliateTag;
  const mail = mailDefaults(ctx.settings);
  const options = () => ({ affiliateTag, now: ctx.now() });

  /** The list named in the URL, if the person may view it (else 404), with their stance for the rulebook. */
  async function loadViewable(request: FastifyRequest, id: string): Promise<LoadedWishlist> {
    const resource = await loadAuthorized(
      request,
      'wishlist:read',
      async (actor) => {
        const loaded = await loadWishlist(ctx.db, id, actor?.userId ?? null);
        return loaded ? { ...loaded.access, loaded } : null;
      },
      'Wishlist not found.',
    );
    return resource.loaded;
  }

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // ---- Lists ------------------------------------------------------------------------------------------

    app.get('/wishlists', async (request): Promise<WishlistListResponse> => {
      const actor = requireActor(request, 'wishlists:list');
      const summaries = await listMyWishlists(ctx.db, actor.userId, ctx.now());
      return { wishlists: summaries.map((s) => presentWishlistSummary(s, options())) };
    });

    app.post('/wishlists', async (request, reply): Promise<WishlistResponse> => {
      const actor = requireActor(request, 'wishlists:create');
      const input = parse(CreateWishlistInput, request.body);
      const list = await createWishlist(ctx.db, actor.userId, input, ctx.now());
      await recordWishlistActivity(ctx, request.log, list, 'created', ctx.now());
      const loaded = await loadWishlist(ctx.db, list.id, actor.userId);
      reply.code(201);
      return { wishlist: presentWishlist(await wishlistView(ctx.db, loaded!, actor.userId, ctx.now()), options()) };
    });

    app.post('/wishlists/url-preview', { config: { rateLimit: 'url-preview' } }, async (request): Promise<UrlPreviewResponse> => {
      requireActor(request, 'wishlists:url-preview');
      const { url } = parse(UrlPreviewInput, request.body);
      return { preview: await previewUrl(ctx.pageFetcher, url) };
    });

    app.get('/wishlists/:id', async (request): Promise<WishlistDetailResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const { sort } = parse(WishlistDetailQuery, request.query);
      const loaded = await loadViewable(request, id);
      const view = await wishlistView(ctx.db, loaded, request.actor!.userId, ctx.now(), sort);
      return presentWishlistDetail(view, options());
    });

    /** Loads the list and checks an owner-or-editor action on it: 404 when not viewable, 403 when not allowed. */
    async function loadFor(request: FastifyRequest, id: string, action: 'wishlist:update' | 'wishlist:delete' | 'wishlist:share' | 'wishlist:invite' | 'wishlist:edit-items') {
      const loaded = await loadViewable(request, id);
      const actor = requireActor(request, action, loaded.access as WishlistResource);
      return { loaded, actor };
    }

    const presentList = async (loaded: LoadedWishlist, userId: string) =>
      presentWishlist(await wishlistView(ctx.db, loaded, userId, ctx.now()), options());

    app.patch('/wishlists/:id', async (request): Promise<WishlistResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const input = parse(UpdateWishlistInput, request.body);
      const { loaded, actor } = await loadFor(request, id, 'wishlist:update');
      const list = await updateWishlist(ctx.db, loaded.list, input, ctx.now());
      await recordWishlistActivity(ctx, request.log, list, 'updated', ctx.now());
      return { wishlist: await presentList({ ...loaded, list, access: { ...loaded.access, privacy: list.privacy } }, actor.userId) };
    });

    app.delete('/wishlists/:id', async (request, reply) => {
      const { id } = parse(WishlistIdParams, request.params);
      const { loaded } = await loadFor(request, id, 'wishlist:delete');
      await softDeleteWishlist(ctx.db, loaded.list, ctx.now());
      await withdrawWishlistActivity(ctx.db, request.log, loaded.list.id);
      return reply.code(204).send();
    });

    app.post('/wishlists/:id/archive', async (request): Promise<WishlistResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const { loaded, actor } = await loadFor(request, id, 'wishlist:update');
      const list = await archiveWishlist(ctx.db, loaded.list, ctx.now());
      return { wishlist: await presentList({ ...loaded, list }, actor.userId) };
    });

    // ---- The cover: uploaded and re-encoded like an avatar (multipart or raw image bodies in this scope only)

    await app.register(async (uploads) => {
      await acceptImageUploads(uploads);
      uploads.post('/wishlists/:id/cover', { config: { rateLimit: 'uploads' } }, async (request): Promise<WishlistResponse> => {
        const { id } = parse(WishlistIdParams, request.params);
        const { loaded, actor } = await loadFor(request, id, 'wishlist:update');
        const image = await processCoverImage(await readImageUpload(request, 'cover'));
        const list = await setWishlistCover(ctx.db, loaded.list, image, ctx.now());
        return { wishlist: await presentList({ ...loaded, list }, actor.userId) };
      });
    });

    app.delete('/wishlists/:id/cover', async (request): Promise<WishlistResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const { loaded, actor } = await loadFor(request, id, 'wishlist:update');
      const list = await setWishlistCover(ctx.db, loaded.list, null, ctx.now());
      return { wishlist: await presentList({ ...loaded, list }, actor.userId) };
    });

    // ---- Items ------------------------------------------------------------------------------------------

    app.post('/wishlists/:id/items', async (request, reply): Promise<ListItemResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const input = parse(AddItemInput, request.body);
      const { loaded, actor } = await loadFor(request, id, 'wishlist:edit-items');
      const item = await addItem(ctx.db, loaded.list, actor.userId, input, ctx.now(), ctx.pageFetcher);
      reply.code(201);
      return { item: presentWrittenItem(item, isSealedFor(loaded.list, actor.userId, ctx.now()), options()) };
    });

    /** The item named in the URL, as the editing person may reach it (the owner never reaches a surprise before the reveal). */
    async function loadItemFor(request: FastifyRequest, params: unknown) {
      const { id, itemId } = parse(WishlistItemParams, params);
      const { loaded, actor } = await loadFor(request, id, 'wishlist:edit-items');
      const item = await findEditableItem(ctx.db, loaded.list, itemId, actor.userId, ctx.now());
      if (!item) throw notFound('Wishlist item not found.');
      return { loaded, actor, item };
    }

    app.patch('/wishlists/:id/items/:itemId', async (request): Promise<ListItemResponse> => {
      parse(WishlistItemParams, request.params);
      const input = parse(UpdateItemInput, request.body);
      const { loaded, actor, item } = await loadItemFor(request, request.params);
      const row = await updateItem(ctx.db, loaded.list, item, input, actor.userId, ctx.now(), ctx.pageFetcher);
      return { item: presentWrittenItem(row, isSealedFor(loaded.list, actor.userId, ctx.now()), options()) };
    });

    app.delete('/wishlists/:id/items/:itemId', async (request, reply) => {
      const { loaded, actor, item } = await loadItemFor(request, request.params);
      await deleteItem(ctx.db, loaded.list, item, actor.userId, ctx.now());
      return reply.code(204).send();
    });

    app.put('/wishlists/:id/items/:itemId/position', async (request): Promise<ListItemResponse> => {
      parse(WishlistItemParams, request.params);
      const { beforeItemId } = parse(MoveItemInput, request.body);
      const { loaded, actor, item } = await loadItemFor(request, request.params);
      const row = await moveListItem(ctx.db, loaded.list, item, beforeItemId, actor.userId, ctx.now());
      return { item: presentWrittenItem(row, isSealedFor(loaded.list, actor.userId, ctx.now()), options()) };
    });

    // ---- Claims by signed-in viewers, and surprise items --------------------------------------------------

    app.post('/wishlists/:id/items/:itemId/claims', async (request, reply): Promise<MyClaimResponse> => {
      const { id, itemId } = parse(WishlistItemParams, request.params);
      const input = parse(ClaimInput, request.body);
      const loaded = await loadViewable(request, id);
      const actor = requireActor(request, 'wishlist:claim', loaded.access);
      const claim = await claimItem(ctx.db, loaded.list, itemId, await claimerFor(ctx.db, actor), { quantity: input.quantity ?? 1, hideName: input.hideName ?? false }, ctx.now());
      reply.code(201);
      return { claim: presentMyClaim((await claimDetail(ctx.db, claim.id))!) };
    });

    app.post('/wishlists/:id/surprise-items', async (request, reply): Promise<ListItemResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const input = parse(SurpriseItemInput, request.body);
      const loaded = await loadViewable(request, id);
      const actor = requireActor(request, 'wishlist:add-surprise', loaded.access);
      const item = await addSurpriseItem(ctx.db, loaded.list, await claimerFor(ctx.db, actor), input, ctx.now(), ctx.pageFetcher);
      reply.code(201);
      return { item: presentWrittenItem(item, false, options()) };
    });

    // ---- Collaborators and invitations ------------------------------------------------------------------

    app.get('/wishlists/:id/collaborators', async (request): Promise<CollaboratorsResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const loaded = await loadViewable(request, id);
      requireActor(request, 'wishlist:read-collaborators', loaded.access);
      const [collaborators, invitations] = await Promise.all([
        listCollaborators(ctx.db, loaded.list.id),
        loaded.access.role === 'owner' ? listPendingInvitations(ctx.db, loaded.list.id, ctx.now()) : Promise.resolve([]),
      ]);
      return {
        collaborators: collaborators.map(presentCollaborator),
        invitations: invitations.map((i) => presentInvitation(i, invitationStatus(i, ctx.now()))),
      };
    });

    app.post('/wishlists/:id/invitations', { config: { rateLimit: 'wishlist-emails' } }, async (request, reply): Promise<InvitationResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const input = parse(InviteInput, request.body);
      const { loaded, actor } = await loadFor(request, id, 'wishlist:invite');
      const inviter = await claimerFor(ctx.db, actor);
      const invitation = await inviteCollaborator(ctx.db, loaded.list, inviter, input, ctx.now(), mail);
      reply.code(201);
      return { invitation: presentInvitation(invitation, 'pending') };
    });

    app.delete('/wishlists/:id/invitations/:invitationId', async (request, reply) => {
      const { id, invitationId } = parse(InvitationParams, request.params);
      const { loaded } = await loadFor(request, id, 'wishlist:invite');
      await revokeInvitation(ctx.db, loaded.list, invitationId, ctx.now());
      return reply.code(204).send();
    });

    async function loadCollaborator(request: FastifyRequest, params: unknown) {
      const { id, collaboratorId } = parse(CollaboratorParams, params);
      const loaded = await loadViewable(request, id);
      const target = await findCollaborator(ctx.db, loaded.list.id, collaboratorId);
      if (!target) throw notFound('Collaborator not found.');
      return { loaded, target, resource: { actorRole: loaded.access.role, target: { userId: target.userId, role: target.role } } };
    }

    app.patch('/wishlists/:id/collaborators/:collaboratorId', async (request): Promise<CollaboratorResponse> => {
      parse(CollaboratorParams, request.params);
      const { role } = parse(ChangeRoleInput, request.body);
      const { loaded, target, resource } = await loadCollaborator(request, request.params);
      requireActor(request, 'wishlist-collaborator:update', resource);
      const row = await changeCollaboratorRole(ctx.db, loaded.list.id, target.id, role, ctx.now());
      return { collaborator: presentCollaborator(row) };
    });

    app.delete('/wishlists/:id/collaborators/:collaboratorId', async (request, reply) => {
      const { loaded, target, resource } = await loadCollaborator(request, request.params);
      requireActor(request, 'wishlist-collaborator:remove', resource);
      await removeCollaborator(ctx.db, loaded.list.id, target.id, ctx.now());
      return reply.code(204).send();
    });

    // ---- Share links (owner) ----------------------------------------------------------------------------

    app.get('/wishlists/:id/shares', async (request): Promise<ShareListResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const { loaded } = await loadFor(request, id, 'wishlist:share');
      const rows = await listShares(ctx.db, loaded.list);
      return { shares: rows.map((r) => presentShare(r, ctx.settings.baseUrl, shareStatus(r, ctx.now()))) };
    });

    app.post('/wishlists/:id/shares', async (request, reply): Promise<ShareResponse> => {
      const { id } = parse(WishlistIdParams, request.params);
      const { expiresInDays } = parse(CreateShareInput, request.body ?? {});
      const { loaded, actor } = await loadFor(request, id, 'wishlist:share');
      const row = await createShare(ctx.db, loaded.list, actor.userId, expiresInDays ?? null, ctx.now());
      await awardAchievements(ctx, request.log, loaded.list.userId, ctx.now());
      reply.code(201);
      return { share: presentShare(row, ctx.settings.baseUrl, shareStatus(row, ctx.now())) };
    });

    app.delete('/wishlists/:id/shares/:shareId', async (request): Promise<ShareResponse> => {
      const { id, shareId } = parse(ShareParams, request.params);
      const { loaded } = await loadFor(request, id, 'wishlist:share');
      const row = await revokeShare(ctx.db, loaded.list, shareId);
      return { share: presentShare(row, ctx.settings.baseUrl, shareStatus(row, ctx.now())) };
    });
  };
}
