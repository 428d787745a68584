import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client.js';
import { siteSettings } from '#server/db/schema/index.js';
import { SITE_SETTING_DEFAULTS, type SiteSettingsService, type SiteSettingValues } from './site-settings.js';

/** The NOTIFY channel a settings change is announced on (docs/decisions/101-site-settings-cache.md). */
const SITE_SETTINGS_CHANNEL = 'giftwise_site_settings';

export interface SiteSettingsOptions {
  now?: () => Date;
  /**
   * LISTEN on the database (DatabaseHandle.listen). With it, the settings are read once and kept in memory until a
   * change is announced on SITE_SETTINGS_CHANNEL by any instance; while the listening connection is down, every
   * read goes to the database. Without it, reads are cached for cacheMs.
   */
  listen?: DatabaseHandle['listen'];
  /** Only without listen: how long a read is trusted. */
  cacheMs?: number;
}

/**
 * Site settings are read on every request (the limiter, the session timeout): a warm read costs no database call.
 * A change made on one instance is announced with NOTIFY in the same transaction as the write, and every
 * instance drops its copy when PostgreSQL delivers it (within milliseconds; the aim is a second).
 */
export function createSiteSettingsService(db: Database, options: SiteSettingsOptions = {}): SiteSettingsService {
  const cacheMs = options.cacheMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  let cached: { values: SiteSettingValues; at: number } | null = null;
  // Bumped by every change: a read that a change overtook is not kept.
  let generation = 0;
  let listening = false;
  const invalidate = () => {
    generation++;
    cached = null;
  };
  // Until the listener runs, nothing is kept: a change could not be heard.
  const ready = options.listen
    ? options
        .listen(SITE_SETTINGS_CHANNEL, {
          onNotify: () => {
            listening = true;
            invalidate();
          },
          onLost: () => {
            listening = false;
            invalidate();
          },
        })
        .then(
          () => {
            listening = true;
          },
          // The listener retries by itself; until it is back, reads go to the database.
          () => undefined,
        )
    : Promise.resolve();
  const trust = (cachedAt: number, t: number) => (options.listen ? listening : t - cachedAt < cacheMs);

  return {
    async get() {
      const t = now().getTime();
      if (cached && trust(cached.at, t)) return cached.values;
      const startedAt = generation;
      const rows = await db.select().from(siteSettings);
      const values: SiteSettingValues = { ...SITE_SETTING_DEFAULTS };
      for (const row of rows) {
        if (row.key in values) (values as unknown as Record<string, unknown>)[row.key] = row.value;
      }
      if (generation === startedAt) cached = { values, at: t };
      return values;
    },
    async set(key, value, actorId = null) {
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ key, value: value as unknown as object, updatedBy: actorId })
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value: sql`excluded.value`, updatedBy: actorId, updatedAt: now() },
          });
        // Delivered to every listening instance (this one too) when the transaction commits.
        await tx.execute(sql`select pg_notify(${SITE_SETTINGS_CHANNEL}, ${key})`);
      });
      invalidate();
    },
    invalidate,
    ready,
  };
}
