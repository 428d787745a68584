import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddItemInput, ListItemResponse } from '#shared/schemas/wishlists/items';
import type { WishlistListResponse } from '#shared/schemas/wishlists/lists';
import { api } from '#client/lib/api-client';

/**
 * Every wishlist query key starts with 'wishlists' (the heart marks them all stale with that prefix), so one
 * invalidation refreshes the lists, a list's detail, its collaborators and shares, and the claims.
 */
export const wishlistKeys = {
  all: ['wishlists'] as const,
  mine: () => ['wishlists', 'mine'] as const,
  detail: (id: string) => ['wishlists', 'detail', id] as const,
  detailSorted: (id: string, sort: string) => ['wishlists', 'detail', id, sort] as const,
  collaborators: (id: string) => ['wishlists', 'detail', id, 'collaborators'] as const,
  shares: (id: string) => ['wishlists', 'detail', id, 'shares'] as const,
  invitations: () => ['wishlists', 'invitations'] as const,
  invitationByToken: (token: string) => ['wishlists', 'invitation-token', token] as const,
  shared: (token: string) => ['wishlists', 'shared', token] as const,
  myClaims: () => ['wishlists', 'claims', 'mine'] as const,
  claimByToken: (token: string) => ['wishlists', 'claims', 'token', token] as const,
};

/** The person's active lists (owned or joined), newest update first, the heart's default list among them. */
export const myWishlistsQuery = () =>
  queryOptions({
    queryKey: wishlistKeys.mine(),
    queryFn: ({ signal }) => api.get<WishlistListResponse>('/api/wishlists', { signal }),
  });

export interface AddToListChange {
  wishlistId: string;
  item: AddItemInput;
}

/** Adds an item (a product, a pick, or typed fields) to a chosen list; every wishlist query is then stale. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wishlistId, item }: AddToListChange) =>
      api.post<ListItemResponse>(`/api/wishlists/${encodeURIComponent(wishlistId)}/items`, item as Record<string, unknown>),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
