import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context.js';
import { createApp, type CreateAppOptions } from '#server/app.js';
import type { ClientPluginOptions } from '#server/http/plugins/client.js';
import type { Settings } from '#server/config/settings.js';
import { buildAppContext, type ContextOverrides } from '#server/context.js';
import { createRedisRateLimitStore } from '#server/services/rate-limit/redis-store.js';
import type { Database } from '#server/db/client.js';
import { openTestDatabase, resetDatabase } from './test-db.js';
import { testSettings } from './test-settings.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  /** The queries sent to the database: how many so far, and the last few (issue 9, item 5: warm reads skip it). */
  queries: { count: number; recent: string[] };
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
    context?: ContextOverrides;
    /** Add test-only routes (one that throws, one that waits) before the app is sealed. */
    beforeReady?: (app: FastifyInstance) => void;
    /** How pages are served; tests of the page heads point distDir at a fixture build. */
    client?: ClientPluginOptions;
    /** Turns the request log on, written here (tests of what the log keeps). */
    logStream?: { write(line: string): void };
    /** Told of every route as it is registered. */
    onRoute?: CreateAppOptions['onRoute'];
  } = {},
): Promise<TestApp> {
  const queries = { count: 0, recent: [] as string[] };
  const handle = await openTestDatabase({
    onQuery: (query) => {
      queries.count++;
      queries.recent.push(query);
      if (queries.recent.length > 20) queries.recent.shift();
    },
  });
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
  const app = await createApp(ctx, { client: overrides.client, logger: Boolean(overrides.logStream), logStream: overrides.logStream, onRoute: overrides.onRoute });
  overrides.beforeReady?.(app);
  await app.ready();
  return {
    app,
    ctx,
    db: handle.db,
    queries,
    reset: async () => {
      await resetDatabase(handle.db);
      // Emptied behind the catalog's back: its remembered signed-out lists go too.
      ctx.catalog.forgetRememberedLists();
    },
    close: async () => {
      await app.close();
      ctx.errorLog.stop();
      await ctx.errorLog.settled();
      await ctx.rateLimitStore.close?.();
      await handle.close();
    },
  };
}
