import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against a fresh production build and server of their own: a free port, an empty data
 * directory (its own PGlite database) and relaxed rate limits. A server already running is never reused.
 * `npm test` builds the client once in its budget stage and says so (GIFTWISE_E2E_CLIENT_BUILT): the server
 * then serves that build instead of building it again. Two workers share the server (docs/decisions/094).
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
process.env.GIFTWISE_E2E_CLOCK_PORT ??= String(await freePort());
for (const name of ['GIFTWISE_E2E_DATA_DIR', 'GIFTWISE_E2E_CLOCK_DATA_DIR']) {
  if (process.env[name]) continue;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'giftwise-e2e-'));
  process.env[name] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// A known secret, so that tests can sign what the server signs (unsubscribe links, tests/e2e/profile.spec.ts).
process.env.GIFTWISE_E2E_AUTH_SECRET ??= randomBytes(32).toString('base64url');
const port = process.env.GIFTWISE_E2E_PORT;
const baseURL = `http://localhost:${port}`;
// A second server whose clock the tests move (TEST_CLOCK=on, docs/decisions/085): specs named *.clock.spec.ts
// run against it one at a time, so that moving time never ends another test's session halfway.
const clockPort = process.env.GIFTWISE_E2E_CLOCK_PORT;
const clockBaseURL = `http://localhost:${clockPort}`;
// Node with tsx's loader rather than `npx tsx`, which adds a process and a second or so.
const serve = 'node --import tsx src/server/main.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Files run in parallel on two workers (each file's tests in order, unless the file says otherwise): a
  // browser test spends most of its time waiting, so one worker used about half of the two cores.
  fullyParallel: false,
  workers: Number(process.env.GIFTWISE_E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace of every test cost about a quarter of the stage's time and CPU, and it is kept only
    // when a test fails. A failure still leaves a screenshot and the page's ARIA snapshot (error-context.md);
    // run the failing spec again with `--trace on` for the full trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A service worker in every test's fresh browser context would download and cache all 112 precached files
    // each time, and Playwright cannot route requests a service worker answers. The specs about it
    // (pwa.spec.ts, and the sweep that watches every page's console) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: /\.clock\.spec\.ts$/ },
    { name: 'clock', testMatch: /\.clock\.spec\.ts$/, workers: 1, use: { baseURL: clockBaseURL } },
  ],
  // Started in order: the first builds the client, the second serves the same build.
  webServer: [
    {
      command: process.env.GIFTWISE_E2E_CLIENT_BUILT ? serve : `npx vite build && ${serve}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, process.env.GIFTWISE_E2E_DATA_DIR),
    },
    {
      command: serve,
      url: `${clockBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(clockPort, process.env.GIFTWISE_E2E_CLOCK_DATA_DIR), TEST_CLOCK: 'on' },
    },
  ],
});

/** The environment of a browser-test server: hermetic, whatever the shell has set. */
function serverEnv(serverPort: string | undefined, dataDir: string | undefined): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: serverPort ?? '',
    BASE_URL: `http://localhost:${serverPort}`,
    DATA_DIR: dataDir ?? '',
    AUTH_SECRET: process.env.GIFTWISE_E2E_AUTH_SECRET ?? '',
    RATE_LIMIT_SCALE: '1000',
    // Addresses the browser tests sign up as administrators (tests/e2e/layout.spec.ts, tests/e2e/sweep.spec.ts).
    ADMIN_EMAILS: 'admin@example.test,sweep-admin@example.test,sweep-admin-phone@example.test,sweep-admin-desktop@example.test',
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
  };
}
