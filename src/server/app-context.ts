import type { Database } from './db/client.js';
import type { Settings } from './config/settings.js';
import type { RateLimitStore } from './services/rate-limit/store.js';
import type { SiteSettingsService } from './services/settings/site-settings.js';

/**
 * What routes and services receive: plain dependencies built once by buildAppContext (context.ts),
 * which main.ts and the tests both call. Each area adds its own service here.
 */
export interface AppContext {
  settings: Settings;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /** Injected clock so that tests can move time. */
  now: () => Date;
  rateLimitStore: RateLimitStore;
  siteSettings: SiteSettingsService;
}
