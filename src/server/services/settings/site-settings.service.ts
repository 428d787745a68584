import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';
import { SITE_SETTING_DEFAULTS, type SiteSettingsService, type SiteSettingValues } from './site-settings.js';

/**
 * Settings are read per request through a cache of a few seconds, so a change made on one instance takes
 * effect on every instance within that time, without a restart.
 */
export function createSiteSettingsService(db: Database, options: { cacheMs?: number; now?: () => Date } = {}): SiteSettingsService {
  const cacheMs = options.cacheMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  let cached: { values: SiteSettingValues; at: number } | null = null;

  return {
    async get() {
      const t = now().getTime();
      if (cached && t - cached.at < cacheMs) return cached.values;
      const rows = await db.select().from(siteSettings);
      const values: SiteSettingValues = { ...SITE_SETTING_DEFAULTS };
      for (const row of rows) {
        if (row.key in values) (values as unknown as Record<string, unknown>)[row.key] = row.value;
      }
      cached = { values, at: t };
      return values;
    },
    async set(key, value, actorId = null) {
      await db
        .insert(siteSettings)
        .values({ key, value: value as unknown as object, updatedBy: actorId })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedBy: actorId, updatedAt: now() },
        });
      cached = null;
    },
    invalidate() {
      cached = null;
    },
  };
}
