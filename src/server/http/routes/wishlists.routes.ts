import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { wishlistsApi } from '#shared/api/wishlists.js';
import type { AppContext } from '#server/app-context.js';
import { notFound } from '#server/errors.js';
import { loadAuthorized, requireActor } from '#server/http/actor.js';
import { route } from '#server/http/contract-route.js';
import { acceptImageUploads } from '#server/http/image-upload.js';
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
import { archiveList } from '#server/services/wishlists/archive-wishlist.js';
import { changeCover } from '#server/services/wishlists/change-cover.js';
import { claimItemAsPerson } from '#server/services/wishlists/claim-item.js';
import { addWishlist } from '#server/services/wishlists/create-wishlist.js';
import { shareWishlist } from '#server/services/wishlists/create-share.js';
import { deleteList } from '#server/services/wishlists/delete-wishlist.js';
import { changeWishlist } from '#server/services/wishlists/update-wishlist.js';
import { previewUrl } from '#server/services/wishlists/url-preview.service.js';
import { isSealedFor, loadWishlist, type LoadedWishlist } from '#server/services/wishlists/wishlist-access.js';
import { addSurpriseItem } from '#server/services/wishlists/wishlist-claims.service.js';
import {
  changeCollaboratorRole,
  findCollaborator,
  invitationStatus,
  inviteCollaborator,
  readCollaborators,
  removeCollaborator,
  revokeInvitation,
} from '#server/services/wishlists/wishlist-collaborators.service.js';
import { addItem, deleteItem, findEditableItem, moveListItem, updateItem } from '#server/services/wishlists/wishlist-items.service.js';
import { listShares, revokeShare, shareStatus } from '#server/services/wishlists/wishlist-shares.service.js';
import { listMyWishlists, wishlistView } from '#server/services/wishlists/wishlists.service.js';

type ListAction = 'wishlist:update' | 'wishlist:delete' | 'wishlist:share' | 'wishlist:invite' | 'wishlist:edit-items';

/**
 * Wishlists (src/shared/api/wishlists.ts; docs/api/wishlists.md): lists, items, collaborators and invitations,
 * share links, claims by signed-in viewers and surprise items. Each handler: load-and-authorize (a list
 * someone may not view answers 404 like a missing one; one they may view but not change, 403), one operation,
 * present. Writes that do more than one thing are named operations in src/server/services/wishlists/ that own
 * their transaction and their side effects. Claims never reach the owner before the reveal: the services build
 * a sealed view for them and the presenters write no claim field from it.
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

  /** Loads the list and checks an owner-or-editor action on it: 404 when not viewable, 403 when not allowed. */
  async function loadFor(request: FastifyRequest, id: string, action: ListAction) {
    const loaded = await loadViewable(request, id);
    const actor = requireActor(request, action, loaded.access as WishlistResource);
    return { loaded, actor };
  }

  /** The item named in the URL, as the editing person may reach it (the owner never reaches a surprise before the reveal). */
  async function loadItemFor(request: FastifyRequest, { id, itemId }: { id: string; itemId: string }) {
    const { loaded, actor } = await loadFor(request, id, 'wishlist:edit-items');
    const item = await findEditableItem(ctx.db, loaded.list, itemId, actor.userId, ctx.now());
    if (!item) throw notFound('Wishlist item not found.');
    return { loaded, actor, item };
  }

  /** The collaborator named in the URL, on a list the person may view, as the rulebook's resource. */
  async function loadCollaborator(request: FastifyRequest, { id, collaboratorId }: { id: string; collaboratorId: string }) {
    const loaded = await loadViewable(request, id);
    const target = await findCollaborator(ctx.db, loaded.list.id, collaboratorId);
    if (!target) throw notFound('Collaborator not found.');
    return { loaded, target, resource: { actorRole: loaded.access.role, target: { userId: target.userId, role: target.role } } };
  }

  const written = (loaded: LoadedWishlist, userId: string, row: Parameters<typeof presentWrittenItem>[0]) =>
    ({ item: presentWrittenItem(row, isSealedFor(loaded.list, userId, ctx.now()), options()) });
  const share = (row: Parameters<typeof presentShare>[0]) => ({ share: presentShare(row, ctx.settings.baseUrl, shareStatus(row, ctx.now())) });

  return async (app) => {
    // ---- Lists ------------------------------------------------------------------------------------------

    route(app, wishlistsApi.mine, async (_input, request) => {
      const actor = requireActor(request, 'wishlists:list');
      const summaries = await listMyWishlists(ctx.db, actor.userId, ctx.now());
      return { wishlists: summaries.map((s) => presentWishlistSummary(s, options())) };
    });

    route(app, wishlistsApi.create, async ({ body }, request) => {
      const actor = requireActor(request, 'wishlists:create');
      return { wishlist: presentWishlist(await addWishlist(ctx, request.log, actor.userId, body), options()) };
    });

    route(app, wishlistsApi.urlPreview, async ({ body }, request) => {
      requireActor(request, 'wishlists:url-preview');
      return { preview: await previewUrl(ctx.pageFetcher, body.url) };
    });

    route(app, wishlistsApi.detail, async ({ params, query }, request) => {
      const loaded = await loadViewable(request, params.id);
      return presentWishlistDetail(await wishlistView(ctx.db, loaded, request.actor!.userId, ctx.now(), query.sort), options());
    });

    route(app, wishlistsApi.update, async ({ params, body }, request) => {
      const { loaded, actor } = await loadFor(request, params.id, 'wishlist:update');
      return { wishlist: presentWishlist(await changeWishlist(ctx, request.log, loaded, actor.userId, body), options()) };
    });

    route(app, wishlistsApi.remove, async ({ params }, request) => {
      const { loaded } = await loadFor(request, params.id, 'wishlist:delete');
      await deleteList(ctx, request.log, loaded.list);
    });

    route(app, wishlistsApi.archive, async ({ params }, request) => {
      const { loaded, actor } = await loadFor(request, params.id, 'wishlist:update');
      return { wishlist: presentWishlist(await archiveList(ctx, request.log, loaded, actor.userId), options()) };
    });

    // ---- The cover: uploaded and re-encoded like an avatar (multipart or raw image bodies in this scope only)

    await app.register(async (uploads) => {
      await acceptImageUploads(uploads);
      // The file is read once the person may change the list.
      route(uploads, wishlistsApi.uploadCover, async ({ params, body: readUpload }, request) => {
        const { loaded, actor } = await loadFor(request, params.id, 'wishlist:update');
        const upload = Buffer.from(await readUpload());
        return { wishlist: presentWishlist(await changeCover(ctx, loaded, actor.userId, upload), options()) };
      });
    });

    route(app, wishlistsApi.removeCover, async ({ params }, request) => {
      const { loaded, actor } = await loadFor(request, params.id, 'wishlist:update');
      return { wishlist: presentWishlist(await changeCover(ctx, loaded, actor.userId, null), options()) };
    });

    // ---- Items ------------------------------------------------------------------------------------------

    route(app, wishlistsApi.addItem, async ({ params, body }, request) => {
      const { loaded, actor } = await loadFor(request, params.id, 'wishlist:edit-items');
      return written(loaded, actor.userId, await addItem(ctx.db, loaded.list, actor.userId, body, ctx.now(), ctx.pageFetcher));
    });

    route(app, wishlistsApi.updateItem, async ({ params, body }, request) => {
      const { loaded, actor, item } = await loadItemFor(request, params);
      return written(loaded, actor.userId, await updateItem(ctx.db, loaded.list, item, body, actor.userId, ctx.now(), ctx.pageFetcher));
    });

    route(app, wishlistsApi.removeItem, async ({ params }, request) => {
      const { loaded, actor, item } = await loadItemFor(request, params);
      await deleteItem(ctx.db, loaded.list, item, actor.userId, ctx.now());
    });

    route(app, wishlistsApi.moveItem, async ({ params, body }, request) => {
      const { loaded, actor, item } = await loadItemFor(request, params);
      return written(loaded, actor.userId, await moveListItem(ctx.db, loaded.list, item, body.beforeItemId, actor.userId, ctx.now()));
    });

    // ---- Claims by signed-in viewers, and surprise items --------------------------------------------------

    route(app, wishlistsApi.claim, async ({ params, body }, request) => {
      const loaded = await loadViewable(request, params.id);
      const actor = requireActor(request, 'wishlist:claim', loaded.access);
      return { claim: presentMyClaim(await claimItemAsPerson(ctx, loaded.list, params.itemId, actor, body)) };
    });

    route(app, wishlistsApi.addSurprise, async ({ params, body }, request) => {
      const loaded = await loadViewable(request, params.id);
      const actor = requireActor(request, 'wishlist:add-surprise', loaded.access);
      return { item: presentWrittenItem(await addSurpriseItem(ctx.db, loaded.list, actor, body, ctx.now(), ctx.pageFetcher), false, options()) };
    });

    // ---- Collaborators and invitations ------------------------------------------------------------------

    route(app, wishlistsApi.collaborators, async ({ params }, request) => {
      const loaded = await loadViewable(request, params.id);
      requireActor(request, 'wishlist:read-collaborators', loaded.access);
      const { collaborators, invitations } = await readCollaborators(ctx.db, loaded, ctx.now());
      return {
        collaborators: collaborators.map(presentCollaborator),
        invitations: invitations.map((i) => presentInvitation(i, invitationStatus(i, ctx.now()))),
      };
    });

    route(app, wishlistsApi.invite, async ({ params, body }, request) => {
      const { loaded, actor } = await loadFor(request, params.id, 'wishlist:invite');
      const invitation = await inviteCollaborator(ctx.db, loaded.list, actor, body, ctx.now(), mail);
      return { invitation: presentInvitation(invitation, 'pending') };
    });

    route(app, wishlistsApi.revokeInvitation, async ({ params }, request) => {
      const { loaded } = await loadFor(request, params.id, 'wishlist:invite');
      await revokeInvitation(ctx.db, loaded.list, params.invitationId, ctx.now());
    });

    route(app, wishlistsApi.changeRole, async ({ params, body }, request) => {
      const { loaded, target, resource } = await loadCollaborator(request, params);
      requireActor(request, 'wishlist-collaborator:update', resource);
      return { collaborator: presentCollaborator(await changeCollaboratorRole(ctx.db, loaded.list.id, target.id, body.role, ctx.now())) };
    });

    route(app, wishlistsApi.removeCollaborator, async ({ params }, request) => {
      const { loaded, target, resource } = await loadCollaborator(request, params);
      requireActor(request, 'wishlist-collaborator:remove', resource);
      await removeCollaborator(ctx.db, loaded.list.id, target.id, ctx.now());
    });

    // ---- Share links (owner) ----------------------------------------------------------------------------

    route(app, wishlistsApi.shares, async ({ params }, request) => {
      const { loaded } = await loadFor(request, params.id, 'wishlist:share');
      return { shares: (await listShares(ctx.db, loaded.list)).map((r) => share(r).share) };
    });

    route(app, wishlistsApi.createShare, async ({ params, body }, request) => {
      const { loaded, actor } = await loadFor(request, params.id, 'wishlist:share');
      return share(await shareWishlist(ctx, request.log, loaded.list, actor.userId, body.expiresInDays ?? null));
    });

    route(app, wishlistsApi.revokeShare, async ({ params }, request) => {
      const { loaded } = await loadFor(request, params.id, 'wishlist:share');
      return share(await revokeShare(ctx.db, loaded.list, params.shareId));
    });
  };
}
