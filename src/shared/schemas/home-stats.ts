import { z } from 'zod';

/** The site_content key whose value holds the home page's stat tiles (edited in the admin's Content tab). */
export const HOME_STATS_CONTENT_KEY = 'home-stats';

export const HOME_STAT_KEYS = ['successRate', 'users', 'giftsRecommended'] as const;
export type HomeStatKey = (typeof HOME_STAT_KEYS)[number];

/** The spec's marketing claims (core-app.md 1, platform.md 1): what the tiles say until an admin changes them. */
export const HOME_STAT_DEFAULTS: Record<HomeStatKey, { value: string; label: string }> = {
  successRate: { value: '95%', label: 'Success Rate' },
  users: { value: '500K+', label: 'Happy Users' },
  giftsRecommended: { value: '2M+', label: 'Gifts Recommended' },
};

export const HomeStatTile = z.object({
  value: z.string().trim().min(1, 'Enter a figure').max(12, 'Figure must be at most 12 characters'),
  label: z.string().trim().min(1, 'Enter a label').max(40, 'Label must be at most 40 characters'),
});
export type HomeStatTile = z.infer<typeof HomeStatTile>;

/** GET /api/site-content/home-stats: the three tiles in order. */
export const HomeStatsResponse = z.object({
  stats: z.array(HomeStatTile.extend({ key: z.enum(HOME_STAT_KEYS) })).length(HOME_STAT_KEYS.length),
});
export type HomeStatsResponse = z.infer<typeof HomeStatsResponse>;
