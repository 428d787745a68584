import type { WishlistItem } from '#shared/schemas/default-wishlist.js';
import { mediaUrl } from '#shared/schemas/media.js';
import type { WishlistItemRow } from '#server/services/wishlists/default-wishlist.service.js';
import { withAffiliateTag } from './product.presenter.js';

/** What an item shows: its image copied in by the server (issue 12), else the address as stored (our own catalogue images are local paths). */
export function itemImageUrl(row: { imageUrl: string | null; imageMediaId: string | null }): string | null {
  return row.imageMediaId ? mediaUrl(row.imageMediaId) : row.imageUrl;
}

/** Amazon's hosts (www.amazon.com, amazon.co.uk, ...): only our own retailer links get our affiliate tag. */
function isRetailerLink(url: string): boolean {
  try {
    return /(^|\.)amazon\.[a-z.]+$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * A wishlist item as the API sends it. Items keep plain URLs; the affiliate tag (when one is set) is added
 * here, and only to retailer links, never to a link someone typed in.
 */
export function presentWishlistItem(row: WishlistItemRow, options: { affiliateTag?: string } = {}): WishlistItem {
  const url = row.url && isRetailerLink(row.url) ? withAffiliateTag(row.url, options.affiliateTag) : row.url;
  return {
    id: row.id,
    wishlistId: row.wishlistId,
    title: row.title,
    description: row.description,
    url,
    imageUrl: itemImageUrl(row),
    price: row.price,
    currency: row.currency,
    priority: row.priority,
    externalProductId: row.externalProductId,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
  };
}
