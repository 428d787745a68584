import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistsApi } from '#shared/api/wishlists';
import type { ClaimInput, SharedClaimInput, SurpriseItemInput, UpdateClaimInput } from '#shared/schemas/wishlists/claims';
import type { ChangeRoleInput, InviteInput } from '#shared/schemas/wishlists/collaborators';
import type { ITEM_SORTS, UpdateItemInput } from '#shared/schemas/wishlists/items';
import type { CreateWishlistInput, UpdateWishlistInput } from '#shared/schemas/wishlists/lists';
import type { CreateShareInput } from '#shared/schemas/wishlists/shares';
import { areaKey, call, endpointKey, queryKeyFor } from '#client/lib/api-call';

export type ItemSort = (typeof ITEM_SORTS)[number];

/**
 * The wishlist screens' calls, each through its contract (src/shared/api/wishlists.ts): the URL is built from
 * it and the answer parsed with its schema. Query keys are queryKeyFor's, so every one starts with the
 * 'wishlists' area and one invalidation marks them all stale.
 */

// ---------------------------------------------------------------------------------------------------------
// Reads

/** The detail of one list in one order: its key is the one the drag-and-drop reorder writes to. */
const wishlistDetailInput = (id: string, sort: ItemSort) => ({ params: { id }, query: { sort } });
export const wishlistDetailKey = (id: string, sort: ItemSort) => queryKeyFor(wishlistsApi.detail, wishlistDetailInput(id, sort));

export const wishlistDetailQuery = (id: string, sort: ItemSort) =>
  queryOptions({
    queryKey: wishlistDetailKey(id, sort),
    queryFn: ({ signal }) => call(wishlistsApi.detail, wishlistDetailInput(id, sort), { signal }),
  });

export const collaboratorsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(wishlistsApi.collaborators, { params: { id } }),
    queryFn: ({ signal }) => call(wishlistsApi.collaborators, { params: { id } }, { signal }),
  });

export const sharesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(wishlistsApi.shares, { params: { id } }),
    queryFn: ({ signal }) => call(wishlistsApi.shares, { params: { id } }, { signal }),
  });

export const receivedInvitationsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(wishlistsApi.invitations, {}),
    queryFn: ({ signal }) => call(wishlistsApi.invitations, {}, { signal }),
  });

export const invitationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeyFor(wishlistsApi.invitationByToken, { params: { token } }),
    queryFn: ({ signal }) => call(wishlistsApi.invitationByToken, { params: { token } }, { signal }),
    retry: false,
  });

/** Its key is the one the server-rendered page seeds (src/client/app/page-state.ts, through the kit's wishlistKey). */
export const sharedWishlistQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeyFor(wishlistsApi.shared, { params: { token } }),
    queryFn: ({ signal }) => call(wishlistsApi.shared, { params: { token } }, { signal }),
    retry: false,
    // Each read counts a view: no refetch on focus, and a link's error (seeded by a server-rendered page, or
    // answered before) is not asked again on mount; the error screen's retry still asks.
    refetchOnWindowFocus: false,
    retryOnMount: false,
  });

export const myClaimsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(wishlistsApi.myClaims, {}),
    queryFn: ({ signal }) => call(wishlistsApi.myClaims, {}, { signal }),
  });

export const claimByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeyFor(wishlistsApi.claimByToken, { params: { token } }),
    queryFn: ({ signal }) => call(wishlistsApi.claimByToken, { params: { token } }, { signal }),
    retry: false,
  });

// ---------------------------------------------------------------------------------------------------------
// Changes: each marks every wishlist query stale (lists, details, stats, claims all follow from one change).

function useWishlistMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey(wishlistsApi.mine) }),
  });
}

export const useCreateWishlist = () => useWishlistMutation((input: CreateWishlistInput) => call(wishlistsApi.create, { body: input }));

export const useUpdateWishlist = (id: string) =>
  useWishlistMutation((input: UpdateWishlistInput) => call(wishlistsApi.update, { params: { id }, body: input }));

export const useUploadCover = () =>
  useWishlistMutation(({ id, file }: { id: string; file: File }) => call(wishlistsApi.uploadCover, { params: { id }, body: file }));

export const useRemoveCover = () => useWishlistMutation((id: string) => call(wishlistsApi.removeCover, { params: { id } }));

export const useDeleteWishlist = () => useWishlistMutation((id: string) => call(wishlistsApi.remove, { params: { id } }));

export const useArchiveWishlist = () => useWishlistMutation((id: string) => call(wishlistsApi.archive, { params: { id } }));

export const useUpdateItem = (id: string) =>
  useWishlistMutation(({ itemId, change }: { itemId: string; change: UpdateItemInput }) =>
    call(wishlistsApi.updateItem, { params: { id, itemId }, body: change }),
  );

export const useDeleteItem = (id: string) => useWishlistMutation((itemId: string) => call(wishlistsApi.removeItem, { params: { id, itemId } }));

/** A move refreshes only this list's details (every order of it): the rest of the area did not change. */
export function useMoveItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, beforeItemId }: { itemId: string; beforeItemId: string | null }) =>
      call(wishlistsApi.moveItem, { params: { id, itemId }, body: { beforeItemId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...endpointKey(wishlistsApi.detail), { params: { id } }] }),
  });
}

export const useUrlPreview = () => useMutation({ mutationFn: (url: string) => call(wishlistsApi.urlPreview, { body: { url } }) });

export const useAddSurpriseItem = (id: string) =>
  useWishlistMutation((input: SurpriseItemInput) => call(wishlistsApi.addSurprise, { params: { id }, body: input }));

export const useInvite = (id: string) => useWishlistMutation((input: InviteInput) => call(wishlistsApi.invite, { params: { id }, body: input }));

export const useRevokeInvitation = (id: string) =>
  useWishlistMutation((invitationId: string) => call(wishlistsApi.revokeInvitation, { params: { id, invitationId } }));

export const useChangeRole = (id: string) =>
  useWishlistMutation(({ collaboratorId, role }: { collaboratorId: string } & ChangeRoleInput) =>
    call(wishlistsApi.changeRole, { params: { id, collaboratorId }, body: { role } }),
  );

export const useRemoveCollaborator = (id: string) =>
  useWishlistMutation((collaboratorId: string) => call(wishlistsApi.removeCollaborator, { params: { id, collaboratorId } }));

export const useAnswerInvitation = () =>
  useWishlistMutation(({ invitationId, answer }: { invitationId: string; answer: 'accept' | 'decline' }) =>
    call(answer === 'accept' ? wishlistsApi.acceptInvitation : wishlistsApi.declineInvitation, { params: { invitationId } }),
  );

export const useAnswerInvitationByToken = (token: string) =>
  useWishlistMutation((answer: 'accept' | 'decline') =>
    call(answer === 'accept' ? wishlistsApi.acceptInvitationByToken : wishlistsApi.declineInvitationByToken, { params: { token } }),
  );

export const useCreateShare = (id: string) =>
  useWishlistMutation((input: CreateShareInput) => call(wishlistsApi.createShare, { params: { id }, body: input }));

export const useRevokeShare = (id: string) => useWishlistMutation((shareId: string) => call(wishlistsApi.revokeShare, { params: { id, shareId } }));

export const useClaim = (id: string) =>
  useWishlistMutation(({ itemId, input }: { itemId: string; input: ClaimInput }) => call(wishlistsApi.claim, { params: { id, itemId }, body: input }));

export const useSharedClaim = (token: string) =>
  useWishlistMutation(({ itemId, input }: { itemId: string; input: SharedClaimInput }) =>
    call(wishlistsApi.sharedClaim, { params: { token, itemId }, body: input }),
  );

export const useUpdateClaim = () =>
  useWishlistMutation(({ claimId, change }: { claimId: string; change: UpdateClaimInput }) => call(wishlistsApi.updateClaim, { params: { claimId }, body: change }));

export const useCancelClaim = () => useWishlistMutation((claimId: string) => call(wishlistsApi.cancelClaim, { params: { claimId } }));

export const useConfirmClaimByToken = (token: string) => useWishlistMutation(() => call(wishlistsApi.confirmClaimByToken, { params: { token } }));

export const useUpdateClaimByToken = (token: string) =>
  useWishlistMutation((change: UpdateClaimInput) => call(wishlistsApi.updateClaimByToken, { params: { token }, body: change }));

export const useCancelClaimByToken = (token: string) => useWishlistMutation(() => call(wishlistsApi.cancelClaimByToken, { params: { token } }));
