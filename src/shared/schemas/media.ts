import { z } from 'zod';

/** Stored images (avatars first) are served from the database at one address per row. */
export const MEDIA_BASE_PATH = '/api/media';

export function mediaUrl(id: string): string {
  return `${MEDIA_BASE_PATH}/${id}`;
}

/** GET /api/media/:id */
export const MediaParams = z.object({ id: z.uuid('Unknown media id') });
export type MediaParams = z.infer<typeof MediaParams>;

export const MEDIA_PURPOSES = ['avatar', 'blog', 'wishlist-cover', 'product'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

/**
 * Purposes anyone may see: an avatar is shown beside the person's name to others, blog and product images
 * are public pages. A wishlist cover follows its wishlist's privacy, so only its owner sees it here.
 */
export const PUBLIC_MEDIA_PURPOSES: readonly MediaPurpose[] = ['avatar', 'blog', 'product'];
