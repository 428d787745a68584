import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ABOUT } from '#shared/content/about';
import { USER_MESSAGES } from '#shared/errors/catalogue';
import { expect, test } from './support/signed-in';

/**
 * The installable app in Chromium against production builds (platform.md 1 and 2): the offline indicator and
 * the app shell served offline, the install prompt, the update-available flag when a newer build's service
 * worker waits (two real builds served one after the other on the same origin), and the per-request CSP nonce
 * that lets Radix's scroll lock add its <style> element.
 */

// The service worker is part of what these tests cover (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = USER_MESSAGES.networkOffline;
const UPDATE_TEXT = 'A new version of Giftwise is available.';
const SCREENSHOTS = path.resolve('test-results/screenshots');

// The CSP (script-src and style-src 'self' plus the page's nonce) must not have to refuse anything.
const cspViolations = new WeakMap<Page, string[]>();
function watchCsp(page: Page) {
  const seen: string[] = [];
  cspViolations.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
}
test.beforeEach(({ page }) => watchCsp(page));
test.afterEach(({ page }) => {
  expect(cspViolations.get(page)).toEqual([]);
});

/** Screenshots at phone and desktop widths, to look at (shared/DESIGN.md "Checking it"). */
async function screenshotAtWidths(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `pwa-${name}-${width}.png`) });
  }
}

async function homeIsShown(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AI Gift Recommendations');
}

const controlledByServiceWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

test.describe('online and offline', () => {
  test('going offline shows the indicator, coming back hides it', async ({ page, context }) => {
    await homeIsShown(page);
    const indicator = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
    await expect(indicator).toHaveCount(0);

    await context.setOffline(true);
    await expect(indicator).toBeVisible();
    await screenshotAtWidths(page, 'offline');

    await context.setOffline(false);
    await expect(indicator).toHaveCount(0);
  });

  test('the service worker serves the app shell for a page never visited, while offline', async ({ page, context }) => {
    await homeIsShown(page);
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('content-security-policy')).toMatch(/style-src 'self' 'nonce-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT.title);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    await context.setOffline(false);
  });

  test('online, pages still come from the server: an unknown path keeps its 404', async ({ page }) => {
    await homeIsShown(page);
    await controlledByServiceWorker(page);
    const response = await page.goto('/no-such-page-for-the-worker');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

/** Dispatches the browser's install offer as Chromium would, with a prompt() that counts its calls. */
async function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const counter = window as unknown as { installPromptCalls: number };
    counter.installPromptCalls = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        counter.installPromptCalls += 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const promptCalls = (page: Page) => page.evaluate(() => (window as unknown as { installPromptCalls: number }).installPromptCalls);

test.describe('install prompt', () => {
  test('a beforeinstallprompt event shows the prompt, and Install Giftwise opens the browser dialog', async ({ page }) => {
    await homeIsShown(page);
    const install = page.getByRole('button', { name: 'Install Giftwise' });
    await expect(install).toHaveCount(0);

    await offerInstallation(page);
    await expect(install).toBeVisible();
    await expect(page.getByRole('region', { name: 'Giftwise on your home screen' })).toBeVisible();
    await screenshotAtWidths(page, 'install-prompt');

    await install.click();
    await expect.poll(() => promptCalls(page)).toBe(1);
    await expect(install).toHaveCount(0);
  });

  test('Not now puts it away, and it never shows once the app is installed', async ({ page }) => {
    await homeIsShown(page);
    const install = page.getByRole('button', { name: 'Install Giftwise' });
    await offerInstallation(page);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(install).toHaveCount(0);
    expect(await promptCalls(page)).toBe(0);

    await page.reload();
    await offerInstallation(page);
    await expect(install).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(install).toHaveCount(0);
  });
});

test.describe('the CSP nonce', () => {
  // Signed in as a new person who has completed onboarding (tests/e2e/support/signed-in.ts).
  test.use({ personName: 'Nonce Tester', personOnboarding: 'completed' });

  test('opening a Radix Dialog (delete account on /profile) breaks no CSP rule and locks page scrolling', async ({ page, person: _signedIn }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    // react-remove-scroll-bar's <style> was allowed: it is what sets overflow hidden on the body.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.nonce));
    expect(styles.length).toBeGreaterThan(0);
    for (const nonce of styles) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// ---- The update flag: two builds, one origin ----

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function buildClient(outDir: string, stamp: string): Promise<void> {
  const args = ['--import', 'tsx', 'tests/support/build-client.ts', outDir, '--stamp', stamp];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building ${outDir} failed:\n${output.join('')}`))));
  });
}

interface BuildServer {
  /** Starts listening (at once if the app is ready, else as soon as it is) and resolves when it does. */
  listen(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The app serving one build on a port, in a process group of its own (stopped with its children). It starts
 * at once but listens only when told, so that the next release can be ready while the previous one serves.
 */
function startBuildServer(distDir: string, port: number): BuildServer {
  const args = ['--import', 'tsx', 'tests/support/serve-client-build.ts', distDir, String(port), '--listen-on-request'];
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      if (output.join('').includes(`listening on port ${port}`)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`the build server exited:\n${output.join('')}`)));
  });
  listening.catch(() => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const listen = async () => {
    child.stdin?.end('listen\n');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the build server did not start:\n${output.join('')}`)), 90_000);
    });
    try {
      await Promise.race([listening, timeout]);
    } catch (error) {
      await stop();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  return { listen, stop };
}

test.describe('update available', () => {
  test("a newer build's waiting service worker raises the flag, and Reload loads the new version", async ({ browser }) => {
    test.setTimeout(240_000);
    const root = mkdtempSync(path.join(os.tmpdir(), 'giftwise-sw-update-'));
    const [first, second] = [path.join(root, 'first'), path.join(root, 'second')];
    // The first release is the build this run's server serves (made by its webServer or by `npm test`'s budget
    // stage); the second is that build with one precached file changed.
    cpSync(path.resolve('dist/client'), first, { recursive: true });
    const port = await freePort();
    const servers: BuildServer[] = [];
    // The second release is built, and its server made ready, while the first release is served and visited.
    const secondReady = buildClient(second, 'second release').then(() => {
      const server = startBuildServer(second, port);
      servers.push(server);
      return server;
    });
    let context: BrowserContext | undefined;
    try {
      const firstServer = startBuildServer(first, port);
      servers.push(firstServer);
      await firstServer.listen();
      context = await browser.newContext({ baseURL: `http://localhost:${port}` });
      const page = await context.newPage();
      watchCsp(page);
      await homeIsShown(page);
      await controlledByServiceWorker(page);

      // The next release goes live on the same origin; the next visit finds its worker.
      const secondServer = await secondReady;
      await firstServer.stop();
      await secondServer.listen();
      await page.reload();
      const flag = page.getByRole('status').filter({ hasText: UPDATE_TEXT });
      await expect(flag).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
      await screenshotAtWidths(page, 'update-flag');

      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const reloaded = page.waitForEvent('load');
      await flag.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('AI Gift Recommendations');
      await expect(flag).toHaveCount(0);
      // The new worker took over: nothing waits any more.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
      expect(cspViolations.get(page)).toEqual([]);
    } finally {
      await context?.close();
      await secondReady.catch(() => undefined);
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(root, { recursive: true, force: true });
    }
  });
});
