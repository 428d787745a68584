import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import type { SeoRecord } from '#shared/routes.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { wishlistItems, wishlistShares, wishlists } from '#server/db/schema/wishlists.js';
import { shareStatus } from './wishlist-shares.service.js';

/**
 * The link preview of a shared list's page (/wishlists/shared/{token}; docs/decisions/054 and 122): the list's
 * title, a description naming its owner, and its cover (else its first item's image) for Open Graph, written
 * by the server so that chat apps show it without running JavaScript. The route stays noindex. An expired,
 * revoked or unknown link gets the link's clear message and no list. Opening the page counts no view (the
 * client's API read does), and nothing of claims or surprise items is read.
 */

const SHARED_PATH = /^\/wishlists\/shared\/([A-Za-z0-9_-]{22,100})\/?$/;

const httpImage = (url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
};

/** What replaces the registry's head for this page path, or null when the path has no head of its own. */
export async function wishlistPageSeo(db: Database, pathname: string, now: Date): Promise<Partial<SeoRecord> | null> {
  const token = SHARED_PATH.exec(pathname)?.[1];
  if (!token) return null;
  const [row] = await db
    .select({ share: wishlistShares, list: wishlists, ownerName: users.name })
    .from(wishlistShares)
    .innerJoin(wishlists, eq(wishlists.id, wishlistShares.wishlistId))
    .innerJoin(users, eq(users.id, wishlists.userId))
    .where(eq(wishlistShares.shareToken, token))
    .limit(1);
  if (!row) return { title: 'Shared wishlist', description: WISHLIST_MESSAGES.shareNotFound };
  const status = shareStatus(row.share, now);
  if (status === 'revoked' || !row.list.isActive) return { title: 'Shared wishlist', description: WISHLIST_MESSAGES.shareRevoked };
  if (status === 'expired') return { title: 'Shared wishlist', description: WISHLIST_MESSAGES.shareExpired };
  const { list, ownerName } = row;
  const [firstImage] = await db
    .select({ imageUrl: wishlistItems.imageUrl })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, list.id), eq(wishlistItems.isSurprise, false), isNotNull(wishlistItems.imageUrl)))
    .orderBy(asc(wishlistItems.priority), asc(wishlistItems.createdAt))
    .limit(1);
  const about = list.description?.trim() ? ` ${list.description.trim()}` : '';
  return {
    title: `${list.title}: ${ownerName}'s wishlist`,
    description: `${ownerName} shared a wishlist${list.occasion ? ` for ${list.occasion}` : ''} on Giftwise.${about}`.slice(0, 300),
    ogImage: httpImage(list.coverImageUrl) ?? httpImage(firstImage?.imageUrl),
  };
}
