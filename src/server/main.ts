import path from 'node:path';
import type { AppContext } from './app-context.js';
import { createApp } from './app.js';
import { readSettings } from './config/settings.js';
import { describeIssues, validateSettings } from './config/validate.js';
import { createConfigErrorApp } from './config-error-app.js';
import { openDatabase } from './db/client.js';
import { buildAppContext } from './context.js';
import { describeMailTransport } from './integrations/email/index.js';
import { createSampleRetailSource } from './integrations/retail/sample-source.js';
import { createAppWorker } from './jobs/app-worker.js';
import { ensureCatalog } from './services/products/catalog-cache.service.js';
import { gracefulShutdown, SHUTDOWN_TIMEOUT_MS } from './shutdown.js';

/** Composition root: reads the settings once, builds the real or local integrations, starts web and worker. */
async function main() {
  const settings = readSettings();
  // Startup validation: in production a critical issue serves only the Configuration Error page and /api/health.
  const report = validateSettings(settings);
  for (const line of describeIssues(report)) console.warn(line);
  if (settings.isProduction && report.issues.some((i) => i.severity === 'critical')) {
    const errorApp = await createConfigErrorApp(settings, report, { logger: true });
    await errorApp.listen({ port: settings.port, host: '0.0.0.0' });
    console.error(`Giftwise is NOT configured (score ${report.score}%): serving the Configuration Error page`);
    process.once('SIGTERM', () => void errorApp.close().then(() => process.exit(0)));
    return;
  }
  const handle = await openDatabase(
    settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: path.join(settings.dataDir, 'db') },
  );
  const ctx: AppContext = await buildAppContext({ settings, database: handle });
  const dev = process.argv.includes('--dev');
  const app = await createApp(ctx, { logger: true, client: { mode: dev ? 'vite' : 'static' } });
  await app.listen({ port: settings.port, host: '0.0.0.0' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  console.log(`Giftwise is running at ${settings.baseUrl} (listening on port ${port})`);
  for (const line of describeIntegrations(ctx)) console.log(line);

  // Fill an empty product cache now, so that the first visitor sees the catalog at once (the first read would
  // fill it too; the refresh is coalesced across requests and instances).
  const fallback = ctx.retailSource.name === 'sample' ? ctx.retailSource : createSampleRetailSource();
  void ensureCatalog({ db: ctx.db, source: ctx.retailSource, fallback, now: ctx.now, log: app.log }).catch((err: unknown) =>
    app.log.error({ err }, 'filling the product cache at start failed'),
  );

  // The worker (jobs and the email outbox) runs in this process unless WORKER_ENABLED=off.
  const worker = settings.worker.enabled ? createAppWorker(ctx, app.log) : null;
  worker?.start();
  console.log(worker ? `Background worker started (${worker.id})` : 'Background worker off (WORKER_ENABLED)');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests, jobs and emails in progress`);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    await gracefulShutdown({
      refuseNewRequests: () => app.shutdownGate.begin(),
      finishRequests: () => app.close(),
      stopWorker: worker ? () => worker.stop() : undefined,
      flushErrorLog: async () => {
        ctx.errorLog.stop();
        await ctx.errorLog.settled();
        await ctx.errorLog.flush();
      },
      closeConnections: [() => ctx.rateLimitStore.close?.(), () => ctx.mailTransport.close?.()],
      closeDatabase: () => handle.close(),
      log: (message, error) => console.error(message, error),
    });
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

/** What a newcomer needs to know at start: which integrations are live and which are local stand-ins. */
function describeIntegrations(ctx: AppContext): string[] {
  const { settings } = ctx;
  const social = Object.entries(settings.socialProviders)
    .filter(([, client]) => client)
    .map(([name]) => name);
  return [
    ctx.dbKind === 'postgres'
      ? 'Database: PostgreSQL server (DATABASE_URL) [live]'
      : `Database: embedded PGlite in ${path.join(settings.dataDir, 'db')} [local]`,
    describeMailTransport(ctx.mailTransport, settings),
    ctx.rateLimitStore.kind === 'redis'
      ? 'Rate limits: Redis (REDIS_URL) [live]'
      : 'Rate limits: counters in the database [local]',
    settings.ai.configured
      ? `AI picks: ${settings.ai.model} at ${new URL(settings.ai.baseUrl).host} [live]`
      : 'AI picks: local matching engine (set AI_API_KEY or AI_BASE_URL for a model) [local]',
    settings.retail.amazon
      ? `Retail products: Amazon Creators API (${settings.retail.amazon.marketplace}) [live]`
      : 'Retail products: built-in sample catalog [local]',
    social.length ? `Social sign-in: ${social.join(', ')} [live]` : 'Social sign-in: none configured',
  ];
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
