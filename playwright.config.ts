import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against a fresh production build and server of their own: a free port, an empty data
 * directory (its own PGlite database) and relaxed rate limits. A server already running is never reused.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Playwright loads this file in the runner and again in every worker. The runner's load picks the port and
// the data directory and leaves them in the environment that the workers inherit, so all agree; the runner
// removes the directory when it exits (after it stopped the server).
process.env.GIFTWISE_E2E_PORT ??= String(await freePort());
if (!process.env.GIFTWISE_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'giftwise-e2e-'));
  process.env.GIFTWISE_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// A known secret, so that tests can sign what the server signs (unsubscribe links, tests/e2e/profile.spec.ts).
process.env.GIFTWISE_E2E_AUTH_SECRET ??= randomBytes(32).toString('base64url');
const port = process.env.GIFTWISE_E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx vite build && npx tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: port,
      BASE_URL: baseURL,
      DATA_DIR: process.env.GIFTWISE_E2E_DATA_DIR,
      AUTH_SECRET: process.env.GIFTWISE_E2E_AUTH_SECRET,
      RATE_LIMIT_SCALE: '1000',
      // Addresses the browser tests sign up as administrators (tests/e2e/layout.spec.ts).
      ADMIN_EMAILS: 'admin@example.test,sweep-admin@example.test',
      // Hermetic: the local database, counters and mail stand-in, whatever the shell has set.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      RESEND_API_KEY: '',
      // No AI endpoint and no retail keys: the local engine and the sample catalog answer.
      AI_API_KEY: '',
      AI_BASE_URL: '',
      RETAIL_CREDENTIAL_ID: '',
      RETAIL_CREDENTIAL_SECRET: '',
      WORKER_POLL_MS: '200',
    },
  },
});
