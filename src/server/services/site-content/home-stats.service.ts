import { eq } from 'drizzle-orm';
import {
  HOME_STAT_DEFAULTS,
  HOME_STAT_KEYS,
  HOME_STATS_CONTENT_KEY,
  type HomeStatsResponse,
  HomeStatTile,
} from '#shared/schemas/home-stats.js';
import type { Database } from '#server/db/client.js';
import { siteContent } from '#server/db/schema/index.js';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The home page's three stat tiles from site_content 'home-stats', each figure and label falling back to
 * the spec's claims on its own: a malformed or missing part hides only itself.
 */
export function homeStatsFrom(stored: unknown): HomeStatsResponse {
  const tiles = record(stored);
  return {
    stats: HOME_STAT_KEYS.map((key) => {
      const tile = record(tiles[key]);
      const value = HomeStatTile.shape.value.safeParse(tile.value);
      const label = HomeStatTile.shape.label.safeParse(tile.label);
      return {
        key,
        value: value.success ? value.data : HOME_STAT_DEFAULTS[key].value,
        label: label.success ? label.data : HOME_STAT_DEFAULTS[key].label,
      };
    }),
  };
}

export async function readHomeStats(db: Database): Promise<HomeStatsResponse> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, HOME_STATS_CONTENT_KEY));
  return homeStatsFrom(row?.value);
}
