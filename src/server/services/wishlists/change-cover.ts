import { processCoverImage } from '#server/services/profile/avatar-image.js';
import type { Database } from '#server/db/client.js';
import type { LoadedWishlist } from './wishlist-access.js';
import { setWishlistCover, type WishlistView, wishlistView } from './wishlists.service.js';

/**
 * POST and DELETE /api/wishlists/:id/cover as one operation: an uploaded image is re-encoded like an avatar
 * (400 with the avatar's messages) and replaces the old cover in one transaction; null removes it. Answers
 * the list as the person sees it.
 */
export async function changeCover(
  deps: { db: Database; now: () => Date },
  loaded: LoadedWishlist,
  userId: string,
  upload: Parameters<typeof processCoverImage>[0] | null,
): Promise<WishlistView> {
  const image = upload === null ? null : await processCoverImage(upload);
  const list = await setWishlistCover(deps.db, loaded.list, image, deps.now());
  return wishlistView(deps.db, { ...loaded, list }, userId, deps.now());
}
