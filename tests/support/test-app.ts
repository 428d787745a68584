import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/server/app-context.js';
import { createApp } from '../../src/server/app.js';
import type { ClientPluginOptions } from '../../src/server/http/plugins/client.js';
import { type Settings, testSettings } from '../../src/server/config/settings.js';
import { buildAppContext } from '../../src/server/context.js';
import { createRedisRateLimitStore } from '../../src/server/services/rate-limit/redis-store.js';
import type { Database } from '../../src/server/db/client.js';
import { openTestDatabase, resetDatabase } from './test-db.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  /** Empty every table (call in beforeEach). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole app built with local stand-ins and an isolated database. Share one per test file
 * (beforeAll) and reset between tests: creating and migrating a database takes seconds.
 */
export async function createTestApp(
  overrides: {
    settings?: Partial<Settings>;
    now?: () => Date;
    context?: Partial<AppContext>;
    /** Add test-only routes (one that throws, one that waits) before the app is sealed. */
    beforeReady?: (app: FastifyInstance) => void;
    /** How pages are served; tests of the page heads point distDir at a fixture build. */
    client?: ClientPluginOptions;
  } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  // CI's second pass sets REDIS_URL so that the suite also runs with the Redis rate-limit store.
  const settings = testSettings({ redisUrl: process.env.REDIS_URL || undefined, ...overrides.settings });
  // With Redis, each app counts under its own key prefix: tests never share counters across files or runs.
  const redisStore =
    settings.redisUrl && !overrides.context?.rateLimitStore
      ? createRedisRateLimitStore({ redis: settings.redisUrl, keyPrefix: `giftwise-test:${randomUUID()}:`, now: overrides.now })
      : undefined;
  const ctx: AppContext = await buildAppContext({
    settings,
    database: handle,
    now: overrides.now,
    overrides: { ...(redisStore ? { rateLimitStore: redisStore } : {}), ...overrides.context },
  });
  const app = await createApp(ctx, { client: overrides.client });
  overrides.beforeReady?.(app);
  await app.ready();
  return {
    app,
    ctx,
    db: handle.db,
    reset: () => resetDatabase(handle.db),
    close: async () => {
      await app.close();
      ctx.errorLog.stop();
      await ctx.errorLog.settled();
      await ctx.rateLimitStore.close?.();
      await handle.close();
    },
  };
}
