import { z } from 'zod';

/** The window of admin-area.md's 'Active Users (30d)' card. */
export const ACTIVE_USER_WINDOW_DAYS = 30;

/**
 * GET /api/admin/stats: the four stat cards of the admin panel's header (admin-area.md 2), counted in the
 * database on each request.
 */
export const AdminStatsResponse = z.object({
  totalUsers: z.number().int().nonnegative(),
  /** Wishlists not deleted (deletion is soft). */
  totalWishlists: z.number().int().nonnegative(),
  /** Rows of gift_history: gifts people have recorded as given. */
  totalGifts: z.number().int().nonnegative(),
  /** People whose last sign-in is within ACTIVE_USER_WINDOW_DAYS. */
  activeUsers30d: z.number().int().nonnegative(),
  /** When the counts were taken (ISO). */
  countedAt: z.string(),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;
