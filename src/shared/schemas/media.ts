import { z } from 'zod';

/** Stored images (avatars first) are served from the database at one address per row. */
const MEDIA_BASE_PATH = '/api/media';

export function mediaUrl(id: string): string {
  return `${MEDIA_BASE_PATH}/${id}`;
}

/** GET /api/media/:id */
export const MediaParams = z.object({ id: z.uuid('Unknown media id') });
export type MediaParams = z.infer<typeof MediaParams>;

export const MEDIA_PURPOSES = ['avatar', 'blog', 'wishlist-cover', 'product', 'wishlist-item'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

/**
 * Purposes anyone may see: an avatar is shown beside the person's name to others, blog and product images
 * are public pages. A wishlist cover is shown to collaborators, share-link visitors and link previews (the
 * shared page's Open Graph image), so it is served to whoever holds its unguessable address, like an avatar
 * (docs/decisions/122). A wishlist item's image is a shop's product picture copied in (docs/decisions/129), shown
 * wherever the item is, so it is served the same way.
 */
export const PUBLIC_MEDIA_PURPOSES: readonly MediaPurpose[] = ['avatar', 'blog', 'product', 'wishlist-cover', 'wishlist-item'];
