import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddItemInput } from '#shared/schemas/wishlists/items';
import { wishlistKey, wishlistsArea } from './wishlist-keys';

/** The person's active lists (owned or joined), newest update first, the heart's default list among them. */
export const myWishlistsQuery = () =>
  queryOptions({
    queryKey: wishlistKey('mine', {}),
    queryFn: async ({ signal }) => (await import('./wishlist-calls')).myWishlists(signal),
  });

export interface AddToListChange {
  wishlistId: string;
  item: AddItemInput;
}

/** Adds an item (a product, a pick, or typed fields) to a chosen list; every wishlist query is then stale. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ wishlistId, item }: AddToListChange) => (await import('./wishlist-calls')).addToWishlist(wishlistId, item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistsArea }),
  });
}
