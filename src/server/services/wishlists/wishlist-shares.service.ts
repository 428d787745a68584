import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import type { Database } from '#server/db/client.js';
import { wishlistShares, wishlists } from '#server/db/schema/wishlists.js';
import { AppError, notFound } from '#server/errors.js';
import type { WishlistRow } from './default-wishlist.service.js';

/**
 * Share links (issue 12; core-app.md 3, 4, 9): a random token of 32 bytes (256 bits, base64url), an optional
 * expiry in days, an active flag, a view count and the last access. Created, listed and revoked by the owner.
 * The token is stored as is: the owner copies links from the list of them.
 */

export type ShareRow = typeof wishlistShares.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export function shareStatus(share: ShareRow, now: Date): 'active' | 'expired' | 'revoked' {
  if (!share.isActive) return 'revoked';
  if (share.expiresAt && share.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export async function createShare(db: Database, list: WishlistRow, userId: string, expiresInDays: number | null, now: Date): Promise<ShareRow> {
  const [row] = await db
    .insert(wishlistShares)
    .values({
      wishlistId: list.id,
      shareToken: randomBytes(32).toString('base64url'),
      createdBy: userId,
      expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null,
      createdAt: now,
    })
    .returning();
  return row;
}

export async function listShares(db: Database, list: WishlistRow): Promise<ShareRow[]> {
  return db.select().from(wishlistShares).where(eq(wishlistShares.wishlistId, list.id)).orderBy(desc(wishlistShares.createdAt));
}

export async function revokeShare(db: Database, list: WishlistRow, shareId: string): Promise<ShareRow> {
  const [row] = await db
    .update(wishlistShares)
    .set({ isActive: false })
    .where(and(eq(wishlistShares.id, shareId), eq(wishlistShares.wishlistId, list.id)))
    .returning();
  if (!row) throw notFound('Share link not found.');
  return row;
}

export interface OpenedShare {
  share: ShareRow;
  list: WishlistRow;
}

/**
 * A share link and its list, or the clear message: unknown (404), revoked or expired (410), or a list that
 * was deleted (410, like a revoked link). Reads nothing else; counting a view is countShareView.
 */
export async function findShare(db: Database, token: string, now: Date): Promise<OpenedShare> {
  const [row] = await db
    .select({ share: wishlistShares, list: wishlists })
    .from(wishlistShares)
    .innerJoin(wishlists, eq(wishlists.id, wishlistShares.wishlistId))
    .where(eq(wishlistShares.shareToken, token))
    .limit(1);
  if (!row) throw notFound(WISHLIST_MESSAGES.shareNotFound);
  const status = shareStatus(row.share, now);
  if (status === 'revoked' || !row.list.isActive) throw new AppError('RESOURCE_NOT_FOUND', WISHLIST_MESSAGES.shareRevoked, { status: 410 });
  if (status === 'expired') throw new AppError('RESOURCE_NOT_FOUND', WISHLIST_MESSAGES.shareExpired, { status: 410 });
  return row;
}

export async function countShareView(db: Database, share: ShareRow, now: Date): Promise<void> {
  await db
    .update(wishlistShares)
    .set({ viewCount: sql`${wishlistShares.viewCount} + 1`, lastAccessedAt: now })
    .where(eq(wishlistShares.id, share.id));
}
