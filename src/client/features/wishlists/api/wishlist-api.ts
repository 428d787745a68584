import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyClaimResponse, MyClaimsResponse, PendingClaimResponse, SharedClaimInput, ClaimInput, SurpriseItemInput, UpdateClaimInput } from '#shared/schemas/wishlists/claims';
import type { ChangeRoleInput, CollaboratorsResponse, InvitationAnswerResponse, InvitationResponse, InviteInput, ReceivedInvitationResponse, ReceivedInvitationsResponse } from '#shared/schemas/wishlists/collaborators';
import type { ITEM_SORTS, ListItemResponse, UpdateItemInput, UrlPreviewResponse, WishlistDetailResponse } from '#shared/schemas/wishlists/items';
import type { CreateWishlistInput, UpdateWishlistInput, WishlistResponse } from '#shared/schemas/wishlists/lists';
import type { CreateShareInput, ShareListResponse, ShareResponse } from '#shared/schemas/wishlists/shares';
import { api } from '#client/lib/api-client';
import { wishlistKeys } from '#client/kits/wishlists';

export type ItemSort = (typeof ITEM_SORTS)[number];

const enc = encodeURIComponent;
const listPath = (id: string) => `/api/wishlists/${enc(id)}`;

// ---------------------------------------------------------------------------------------------------------
// Reads

export const wishlistDetailQuery = (id: string, sort: ItemSort) =>
  queryOptions({
    queryKey: wishlistKeys.detailSorted(id, sort),
    queryFn: ({ signal }) => api.get<WishlistDetailResponse>(`${listPath(id)}?sort=${sort}`, { signal }),
  });

export const collaboratorsQuery = (id: string) =>
  queryOptions({
    queryKey: wishlistKeys.collaborators(id),
    queryFn: ({ signal }) => api.get<CollaboratorsResponse>(`${listPath(id)}/collaborators`, { signal }),
  });

export const sharesQuery = (id: string) =>
  queryOptions({
    queryKey: wishlistKeys.shares(id),
    queryFn: ({ signal }) => api.get<ShareListResponse>(`${listPath(id)}/shares`, { signal }),
  });

export const receivedInvitationsQuery = () =>
  queryOptions({
    queryKey: wishlistKeys.invitations(),
    queryFn: ({ signal }) => api.get<ReceivedInvitationsResponse>('/api/wishlist-invitations', { signal }),
  });

export const invitationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: wishlistKeys.invitationByToken(token),
    queryFn: ({ signal }) => api.get<ReceivedInvitationResponse>(`/api/wishlist-invitations/by-token/${enc(token)}`, { signal }),
    retry: false,
  });

export const sharedWishlistQuery = (token: string) =>
  queryOptions({
    queryKey: wishlistKeys.shared(token),
    queryFn: ({ signal }) => api.get<WishlistDetailResponse>(`/api/wishlists/shared/${enc(token)}`, { signal }),
    retry: false,
    // Each read counts a view: no refetch on focus, and a link's error (seeded by a server-rendered page, or
    // answered before) is not asked again on mount; the error screen's retry still asks.
    refetchOnWindowFocus: false,
    retryOnMount: false,
  });

export const myClaimsQuery = () =>
  queryOptions({
    queryKey: wishlistKeys.myClaims(),
    queryFn: ({ signal }) => api.get<MyClaimsResponse>('/api/claims/mine', { signal }),
  });

export const claimByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: wishlistKeys.claimByToken(token),
    queryFn: ({ signal }) => api.get<MyClaimResponse>(`/api/claims/manage/${enc(token)}`, { signal }),
    retry: false,
  });

// ---------------------------------------------------------------------------------------------------------
// Changes: each marks every wishlist query stale (lists, details, stats, claims all follow from one change).

function useWishlistMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

export const useCreateWishlist = () => useWishlistMutation((input: CreateWishlistInput) => api.post<WishlistResponse>('/api/wishlists', input));

export const useUpdateWishlist = (id: string) =>
  useWishlistMutation((input: UpdateWishlistInput) => api.patch<WishlistResponse>(listPath(id), input as Record<string, unknown>));

export const useUploadCover = () =>
  useWishlistMutation(({ id, file }: { id: string; file: File }) => api.upload<WishlistResponse>(`${listPath(id)}/cover`, { cover: file }));

export const useRemoveCover = () => useWishlistMutation((id: string) => api.delete<WishlistResponse>(`${listPath(id)}/cover`));

export const useDeleteWishlist = () => useWishlistMutation((id: string) => api.delete<void>(listPath(id)));

export const useArchiveWishlist = () => useWishlistMutation((id: string) => api.post<WishlistResponse>(`${listPath(id)}/archive`));

export const useUpdateItem = (id: string) =>
  useWishlistMutation(({ itemId, change }: { itemId: string; change: UpdateItemInput }) =>
    api.patch<ListItemResponse>(`${listPath(id)}/items/${enc(itemId)}`, change as Record<string, unknown>),
  );

export const useDeleteItem = (id: string) => useWishlistMutation((itemId: string) => api.delete<void>(`${listPath(id)}/items/${enc(itemId)}`));

export function useMoveItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, beforeItemId }: { itemId: string; beforeItemId: string | null }) =>
      api.put<ListItemResponse>(`${listPath(id)}/items/${enc(itemId)}/position`, { beforeItemId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.detail(id) }),
  });
}

export const useUrlPreview = () =>
  useMutation({ mutationFn: (url: string) => api.post<UrlPreviewResponse>('/api/wishlists/url-preview', { url }) });

export const useAddSurpriseItem = (id: string) =>
  useWishlistMutation((input: SurpriseItemInput) => api.post<ListItemResponse>(`${listPath(id)}/surprise-items`, input as Record<string, unknown>));

export const useInvite = (id: string) =>
  useWishlistMutation((input: InviteInput) => api.post<InvitationResponse>(`${listPath(id)}/invitations`, input));

export const useRevokeInvitation = (id: string) =>
  useWishlistMutation((invitationId: string) => api.delete<void>(`${listPath(id)}/invitations/${enc(invitationId)}`));

export const useChangeRole = (id: string) =>
  useWishlistMutation(({ collaboratorId, role }: { collaboratorId: string } & ChangeRoleInput) =>
    api.patch(`${listPath(id)}/collaborators/${enc(collaboratorId)}`, { role }),
  );

export const useRemoveCollaborator = (id: string) =>
  useWishlistMutation((collaboratorId: string) => api.delete<void>(`${listPath(id)}/collaborators/${enc(collaboratorId)}`));

export const useAnswerInvitation = () =>
  useWishlistMutation(({ invitationId, answer }: { invitationId: string; answer: 'accept' | 'decline' }) =>
    api.post<InvitationAnswerResponse>(`/api/wishlist-invitations/${enc(invitationId)}/${answer}`),
  );

export const useAnswerInvitationByToken = (token: string) =>
  useWishlistMutation((answer: 'accept' | 'decline') => api.post<InvitationAnswerResponse>(`/api/wishlist-invitations/by-token/${enc(token)}/${answer}`));

export const useCreateShare = (id: string) =>
  useWishlistMutation((input: CreateShareInput) => api.post<ShareResponse>(`${listPath(id)}/shares`, input));

export const useRevokeShare = (id: string) =>
  useWishlistMutation((shareId: string) => api.delete<ShareResponse>(`${listPath(id)}/shares/${enc(shareId)}`));

export const useClaim = (id: string) =>
  useWishlistMutation(({ itemId, input }: { itemId: string; input: ClaimInput }) =>
    api.post<MyClaimResponse>(`${listPath(id)}/items/${enc(itemId)}/claims`, input),
  );

export function useSharedClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: SharedClaimInput }) =>
      api.post<PendingClaimResponse | MyClaimResponse>(`/api/wishlists/shared/${enc(token)}/items/${enc(itemId)}/claims`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

export const useUpdateClaim = () =>
  useWishlistMutation(({ claimId, change }: { claimId: string; change: UpdateClaimInput }) =>
    api.patch<MyClaimResponse>(`/api/claims/${enc(claimId)}`, change),
  );

export const useCancelClaim = () => useWishlistMutation((claimId: string) => api.delete<void>(`/api/claims/${enc(claimId)}`));

export const useConfirmClaimByToken = (token: string) =>
  useWishlistMutation(() => api.post<MyClaimResponse>(`/api/claims/manage/${enc(token)}/confirm`));

export const useUpdateClaimByToken = (token: string) =>
  useWishlistMutation((change: UpdateClaimInput) => api.patch<MyClaimResponse>(`/api/claims/manage/${enc(token)}`, change));

export const useCancelClaimByToken = (token: string) => useWishlistMutation(() => api.delete<void>(`/api/claims/manage/${enc(token)}`));
