import type { PageFetcher } from '#server/integrations/web/page-fetcher.js';
import { type ProcessedAvatar, processItemImage } from '#server/services/profile/avatar-image.js';

/**
 * A wishlist item's image from another site (issue 12, docs/decisions/129). Our CSP lets the browser load
 * images only from us, so the server copies the picture in: it is read through the guarded fetcher (http and
 * https only, no private, loopback, link-local or metadata address after DNS and on every redirect, a size and
 * a time limit), judged by its bytes and re-encoded by sharp like avatars and covers, then stored as public
 * media by the caller. Reading happens before the caller's transaction. Any failure leaves the item without a
 * copied image and is no error for the person.
 */

export type ItemImage = ProcessedAvatar;

const isOutsideAddress = (url: string | null | undefined): url is string => typeof url === 'string' && /^https?:\/\//i.test(url);

/** The picture at an outside address, re-encoded; null when there is none or it cannot be read as an image. */
export async function readItemImage(fetcher: PageFetcher, url: string | null | undefined): Promise<ItemImage | null> {
  if (!isOutsideAddress(url)) return null;
  try {
    const fetched = await fetcher.fetchImage(url);
    return await processItemImage(fetched.bytes);
  } catch {
    return null;
  }
}
