import { expect, test } from '@playwright/test';
import { signUpAndIn } from './support/session';

/**
 * Errors nothing caught (issue 17; platform.md section 8): an uncaught error and an unhandled rejection in the
 * browser reach the error log, each once however often it repeats.
 */

// playwright.config.ts lists this address in ADMIN_EMAILS; layout.spec.ts and new-user.spec.ts sign it up with the
// same password, and whichever spec runs first creates the account.
const ADMIN_EMAIL = 'admin@example.test';
const ADMIN_PASSWORD = 'layout-secret-1';

test('an uncaught error and an unhandled rejection reach the error log, once each', async ({ page, browser, baseURL }) => {
  const marker = `e2e-${Date.now()}`;
  // Module scripts run before 'load': the listeners are in place once the page has loaded.
  await page.goto('/discover');
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/errors') && request.method() === 'POST') reports.push(request.postDataJSON());
  });
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.evaluate((text) => {
    // Thrown in a loop from timers, as a broken page would: nothing catches them.
    for (let i = 0; i < 20; i++) {
      setTimeout(() => {
        throw new Error(`${text} thrown`);
      }, i);
    }
    void Promise.reject(new Error(`${text} rejected`));
  }, marker);

  // The browser still tells the console of each.
  await expect.poll(() => consoleErrors.filter((m) => m.includes(marker)).length).toBeGreaterThanOrEqual(21);

  const admin = await browser.newContext({ baseURL });
  await signUpAndIn(admin.request, baseURL!, { name: 'Ada Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const logged = async () => {
    const response = await admin.request.get('/api/admin/errors?days=1');
    expect(response.ok(), await response.text()).toBe(true);
    const { errors } = (await response.json()) as { errors: { errorCode: string; errorMessage: string }[] };
    return errors.filter((e) => e.errorMessage.includes(marker)).map((e) => `${e.errorCode} ${e.errorMessage}`).sort();
  };
  await expect.poll(logged, { timeout: 15_000 }).toEqual([`UNKNOWN_ERROR ${marker} rejected`, `UNKNOWN_ERROR ${marker} thrown`]);
  // Twenty throws, one report: a loop cannot flood the log.
  expect(reports.filter((r) => JSON.stringify(r).includes(`${marker} thrown`))).toHaveLength(1);
  await admin.close();
});
