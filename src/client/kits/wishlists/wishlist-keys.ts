import type { CallInput } from '#shared/api/contract';
import type { wishlistsApi } from '#shared/api/wishlists';

/**
 * The wishlists area's query keys without loading its contracts: the shape queryKeyFor(wishlistsApi[name], input)
 * gives ([area, name, input]; wishlist-keys.test.ts proves it), for the modules on the first load of every page
 * (the page-state seed of a shared list, the 'Save to…' button), which carry no zod (docs/decisions/180).
 * Every wishlist query key starts with the area, so one invalidation of wishlistsArea refreshes the lists, a
 * list's detail, its collaborators and shares, the invitations and the claims (the heart relies on it).
 */
type Wishlists = typeof wishlistsApi;

export const wishlistsArea = ['wishlists'] as const;

export function wishlistKey<N extends keyof Wishlists & string>(name: N, input: CallInput<Wishlists[N]>) {
  return [wishlistsArea[0], name, { ...(input as object) }] as const;
}
