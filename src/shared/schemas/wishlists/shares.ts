import { z } from 'zod';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from './fields.js';

/** Share links (issue 12, decision 173): creating, listing and revoking them; a visitor's token. */

const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export const Share = z.object({
  id: z.string(),
  token: z.string(),
  /** The public page: {origin}/wishlists/shared/{token}. */
  url: z.string(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  viewCount: z.number().int().nonnegative(),
  lastAccessedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof Share>;
export const CreateShareInput = z
  .object({
    expiresInDays: z
      .number({ error: WISHLIST_MESSAGES.expiryDays })
      .int(WISHLIST_MESSAGES.expiryDays)
      .min(1, WISHLIST_MESSAGES.expiryDays)
      .max(WISHLIST_LIMITS.shareExpiryDaysMax, WISHLIST_MESSAGES.expiryDays)
      .nullable()
      .default(null),
  })
  .strict();
export type CreateShareInput = z.input<typeof CreateShareInput>;
export const ShareParams = z.object({
  id: z.uuid({ error: 'Must be a wishlist id' }),
  shareId: z.uuid({ error: 'Must be a share link id' }),
});
export const ShareTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,100}$/, WISHLIST_MESSAGES.shareNotFound) });
export const ShareTokenItemParams = ShareTokenParams.extend({ itemId: z.uuid({ error: 'Must be a wishlist item id' }) });
export const ShareResponse = z.object({ share: Share });
export type ShareResponse = z.infer<typeof ShareResponse>;
export const ShareListResponse = z.object({ shares: z.array(Share) });
export type ShareListResponse = z.infer<typeof ShareListResponse>;
