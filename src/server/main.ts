import path from 'node:path';
import type { AppContext } from './app-context.js';
import { createApp } from './app.js';
import { readSettings } from './config/settings.js';
import { describeIssues, validateSettings } from './config/validate.js';
import { createConfigErrorApp } from './config-error-app.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError, describePermissionReport, secureDataDir } from './db/data-dir.js';
import { buildAppContext } from './context.js';
import { describeMailTransport } from './integrations/email/index.js';
import { createAppWorker } from './jobs/app-worker.js';
import { gracefulShutdown, SHUTDOWN_TIMEOUT_MS } from './shutdown.js';

/** Composition root: reads the settings once, builds the real or local integrations, starts web and worker. */
async function main() {
  // Whatever this process creates (database files, secrets) is owner-only from the start.
  process.umask(0o077);
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
  // PGlite writes its files world-readable and rewrites some while opening: tighten DATA_DIR now, every start.
  if (!settings.databaseUrl) {
    const lines = describePermissionReport(settings.dataDir, secureDataDir(settings.dataDir));
    for (const line of lines) (line.startsWith('WARNING') || line.startsWith('  ') ? console.error : console.log)(line);
  }
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
  void ctx.catalog.ensureFilled(app.log).catch((err: unknown) =>
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

/** How the start-up log names each rate-limit store (docs/decisions/100-rate-limit-stores.md). */
const RATE_LIMIT_STORE_LINES: Record<string, string> = {
  redis: 'Rate limits: Redis (REDIS_URL), shared by every instance [live]',
  memory: 'Rate limits: counters in memory (one process, embedded database) [local]',
  'memory+database':
    'Rate limits: sign-in, sign-up, password and upload limits in the database; other limits in memory per instance ' +
    '(set REDIS_URL to share them all) [local]',
};

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
    RATE_LIMIT_STORE_LINES[ctx.rateLimitStore.kind ?? ''] ?? `Rate limits: ${ctx.rateLimitStore.kind}`,
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
  // A data directory held by another process is said plainly, without a stack trace.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
