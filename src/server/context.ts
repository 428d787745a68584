import type { AppContext } from './app-context.js';
import type { Settings } from './config/settings.js';
import type { DatabaseHandle } from './db/client.js';
import { createDbRateLimitStore } from './services/rate-limit/db-store.js';
import { createSiteSettingsService } from './services/settings/site-settings.service.js';

export interface BuildContextOptions {
  settings: Settings;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  now?: () => Date;
  /** Tests replace single services (a transport pointed at a local server, say). */
  overrides?: Partial<AppContext>;
}

/** Builds every service once, choosing the real integration when its setting is present and the local one otherwise. */
export async function buildAppContext(options: BuildContextOptions): Promise<AppContext> {
  const { settings, database } = options;
  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    settings,
    db: database.db,
    dbKind: database.kind,
    now,
    rateLimitStore: createDbRateLimitStore(database.db, now),
    siteSettings: createSiteSettingsService(database.db, { now }),
  };
  return { ...ctx, ...options.overrides };
}
