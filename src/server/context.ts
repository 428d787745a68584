import type { AppContext } from './app-context.js';
import { createAuth } from './auth/auth.js';
import type { Settings } from './config/settings.js';
import type { DatabaseHandle } from './db/client.js';
import { createMailTransport } from './integrations/email/index.js';
import { createRetailSource } from './integrations/retail/index.js';
import { createAiGateway } from './services/ai/ai-gateway.js';
import { createErrorLogService } from './services/errors/error-log.service.js';
import { createDbRateLimitStore } from './services/rate-limit/db-store.js';
import { createRedisRateLimitStore } from './services/rate-limit/redis-store.js';
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
  const ctx: Omit<AppContext, 'auth'> = {
    settings,
    db: database.db,
    dbKind: database.kind,
    now,
    // Redis when REDIS_URL is set (shared by every instance), else counters in the database.
    rateLimitStore:
      options.overrides?.rateLimitStore ??
      (settings.redisUrl
        ? createRedisRateLimitStore({ redis: settings.redisUrl, now })
        : createDbRateLimitStore(database.db, now)),
    // Error logging runs only in production (platform.md section 4); tests pass their own to switch it on.
    errorLog: options.overrides?.errorLog ?? createErrorLogService({ db: database.db, enabled: settings.isProduction, now }),
    siteSettings: createSiteSettingsService(database.db, { now }),
    mailTransport: options.overrides?.mailTransport ?? createMailTransport(settings),
    retailSource: options.overrides?.retailSource ?? createRetailSource(settings),
    ai: options.overrides?.ai ?? createAiGateway({ db: database.db, settings, now }),
  };
  const built = { ...ctx, ...options.overrides };
  // Better Auth uses the final services (a test's replacement, say), so it is built last.
  return { ...built, auth: options.overrides?.auth ?? createAuth(built) };
}
