/**
 * The whole app (in-memory database, local mail and its worker, so /dev/mail receives) serving one client
 * build, for browser tests that swap builds under the same origin (the service worker update test):
 *
 *   npx tsx tests/support/serve-client-build.ts DIST_DIR PORT [--listen-on-request]
 *
 * Prints 'listening on port N' once it answers. With --listen-on-request it gets everything ready, then waits
 * for a line on stdin before it listens: the next release can be ready while the previous one still serves.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app.js';
import { readSettings } from '#server/config/settings.js';
import { buildAppContext } from '#server/context.js';
import { openDatabase } from '#server/db/client.js';
import { createAppWorker } from '#server/jobs/app-worker.js';

const [distDir, portArg, flag] = process.argv.slice(2);
if (!distDir || !portArg || (flag !== undefined && flag !== '--listen-on-request')) {
  console.error('usage: tsx tests/support/serve-client-build.ts DIST_DIR PORT [--listen-on-request]');
  process.exit(2);
}

// The database is in memory, but the settings still generate their VAPID pair into DATA_DIR: a directory of its
// own under the system's temporary directory, never one in the working tree (issue 17: a key was committed so).
const dataDir = mkdtempSync(path.join(tmpdir(), 'giftwise-serve-client-'));
const settings = readSettings({
  NODE_ENV: 'production',
  PORT: portArg,
  BASE_URL: `http://localhost:${portArg}`,
  DATA_DIR: dataDir,
  AUTH_SECRET: 'e2e-auth-secret-that-is-long-enough-0123456789',
  SECRETS_KEY: '0'.repeat(64),
  RATE_LIMIT_SCALE: '1000',
  WORKER_POLL_MS: '200',
});
const handle = await openDatabase({ dataDir: 'memory://' });
const ctx = await buildAppContext({ settings, database: handle });
const app = await createApp(ctx, { client: { distDir } });
await app.ready();
if (flag) await once(process.stdin, 'data');
await app.listen({ port: settings.port, host: '127.0.0.1' });
const worker = createAppWorker(ctx, app.log);
worker.start();
console.log(`listening on port ${settings.port}`);

const stop = async () => {
  await worker.stop();
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
