import type { AppContext } from './app-context.js';
import { createAuth } from './auth/auth.js';
import type { Settings } from './config/settings.js';
import type { DatabaseHandle } from './db/client.js';
import { createShiftableClock } from './lib/shiftable-clock.js';
import { createMailTransport } from './integrations/email/index.js';
import { createRetailSource } from './integrations/retail/index.js';
import { createSampleRetailSource } from './integrations/retail/sample-source.js';
import type { RetailSource } from './integrations/retail/types.js';
import { createAiGateway } from './services/ai/ai-gateway.js';
import { createErrorLogService } from './services/errors/error-log.service.js';
import { createCatalogService } from './services/products/catalog.service.js';
import { createDbRateLimitStore } from './services/rate-limit/db-store.js';
import { createMemoryRateLimitStore, createSplitRateLimitStore } from './services/rate-limit/memory-store.js';
import { createRedisRateLimitStore } from './services/rate-limit/redis-store.js';
import type { RateLimitStore } from './services/rate-limit/store.js';
import { createSiteSettingsService } from './services/settings/site-settings.service.js';
import { createPageFetcher } from './integrations/web/page-fetcher.js';
import { createNotificationHub } from './services/notifications/notification-hub.js';

export interface BuildContextOptions {
  settings: Settings;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>;
  now?: () => Date;
  /** Tests replace single services (a transport pointed at a local server, say). */
  overrides?: ContextOverrides;
}

/**
 * Services a test replaces. retailSource replaces the configured source only: the catalog (memo, fallback,
 * refresh) is still built around it, as in production.
 */
export type ContextOverrides = Partial<AppContext> & { retailSource?: RetailSource; notificationHeartbeatMs?: number };

/**
 * Redis when REDIS_URL is set (shared by every instance); in the one-process embedded mode, memory; on a
 * PostgreSQL server without Redis, the auth classes in the database and the rest in memory (decision 100).
 */
export function chooseRateLimitStore(
  settings: Pick<Settings, 'redisUrl'>,
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  now: () => Date,
): RateLimitStore {
  if (settings.redisUrl) return createRedisRateLimitStore({ redis: settings.redisUrl, now });
  if (database.kind === 'pglite') return createMemoryRateLimitStore(now);
  return createSplitRateLimitStore({ general: createMemoryRateLimitStore(now), auth: createDbRateLimitStore(database.db, now) });
}

/** Builds every service once, choosing the real integration when its setting is present and the local one otherwise. */
export async function buildAppContext(options: BuildContextOptions): Promise<AppContext> {
  const { settings, database } = options;
  const { retailSource, notificationHeartbeatMs, ...overrides } = options.overrides ?? {};
  // A test's own clock wins; TEST_CLOCK gives browser tests one they can move over HTTP (docs/decisions/085).
  const testClock = !options.now && settings.testClock ? createShiftableClock() : null;
  const now = options.now ?? testClock?.now ?? (() => new Date());
  // The sample catalog answers when the configured source fails; it is its own fallback.
  const createCatalog = (source: RetailSource) =>
    createCatalogService({
      db: database.db,
      settings,
      source,
      fallback: source.name === 'sample' ? source : createSampleRetailSource(),
      now,
    });
  const ctx: Omit<AppContext, 'auth'> = {
    settings,
    db: database.db,
    dbKind: database.kind,
    now,
    testClock,
    rateLimitStore: overrides.rateLimitStore ?? chooseRateLimitStore(settings, database, now),
    // Error logging runs only in production (platform.md section 4); tests pass their own to switch it on.
    errorLog: overrides.errorLog ?? createErrorLogService({ db: database.db, enabled: settings.isProduction, now }),
    siteSettings: overrides.siteSettings ?? createSiteSettingsService(database.db, { now, listen: database.listen }),
    notificationHub: overrides.notificationHub ?? createNotificationHub(database.listen, { heartbeatMs: notificationHeartbeatMs }),
    mailTransport: overrides.mailTransport ?? createMailTransport(settings),
    catalog: overrides.catalog ?? createCatalog(retailSource ?? createRetailSource(settings)),
    ai: overrides.ai ?? createAiGateway({ db: database.db, settings, now }),
    // Pasted wishlist URLs: the address guard is always on here; only a test's override turns it off.
    pageFetcher: overrides.pageFetcher ?? createPageFetcher(),
  };
  await Promise.all([ctx.siteSettings.ready, ctx.notificationHub.ready]);
  const built = { ...ctx, ...overrides };
  // Better Auth uses the final services (a test's replacement, say), so it is built last.
  return { ...built, auth: overrides.auth ?? createAuth(built) };
}
