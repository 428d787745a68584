import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ROUTES } from '#shared/routes';
import { axe } from './support/axe';
import { signUpAndIn } from './support/session';

/**
 * A sweep over the whole route registry: every page, signed in as an administrator so that guarded pages
 * show their content, passes axe-core with no serious or critical violation at phone and desktop widths and
 * logs no console error;
 * and a page whose data fails shows the error variant its error code calls for (platform.md 2 and 8).
 */

// The service worker is part of what these tests cover (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// playwright.config.ts lists these addresses in ADMIN_EMAILS: one per test that may run at the same time as
// another (the widths run in parallel), so that no two sign up the same address at once.
const ADMIN_EMAIL = 'sweep-admin@example.test';
const adminFor = (width: string) => `sweep-admin-${width}@example.test`;
const PASSWORD = 'sweep-secret-1';
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** A concrete address for each registry path (parameters filled with ids and tokens that need not exist). */
const MISSING_ID = 'd4f7c0de-0000-4000-8000-000000000000';
const MISSING_TOKEN = 'sweep-token-that-names-nothing-0000';
const PAGES = ROUTES.filter((r) => r.access !== 'dev').map((r) =>
  r.path.replace(':slug', 'choosing-gifts').replace(':id', MISSING_ID).replace(':token', MISSING_TOKEN),
);

/**
 * The one console error a page may log: the browser's own note that its data answered 404, on a page whose
 * parameter names a row that does not exist (a wishlist, share link, invitation or claim link). The page then
 * shows its not-found state, which the sweep checks like any other.
 */
function expectedNotFound(path: string, text: string): boolean {
  return (path.includes(MISSING_ID) || path.includes(MISSING_TOKEN)) && /status of 404/.test(text);
}

/** An administrator (playwright.config.ts ADMIN_EMAILS), signed up the first time and signed in, onboarding skipped. */
function signInAsAdmin(request: APIRequestContext, baseURL: string, email = ADMIN_EMAIL) {
  return signUpAndIn(request, baseURL, { name: 'Sweep Admin', email, password: PASSWORD });
}

async function seriousViolations(page: Page) {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('every route is accessible', () => {
  // The two widths are the longest tests of the browser stage: each on a worker of its own.
  test.describe.configure({ mode: 'parallel' });

  for (const size of WIDTHS) {
    test(`at ${size.name} width (${size.width} px)`, async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      await signInAsAdmin(page.request, baseURL!, adminFor(size.name));
      await page.setViewportSize({ width: size.width, height: size.height });
      const failures: string[] = [];
      // Walking the map must not log a single console error (a refused CSP, a failed request, a React warning).
      let current = '';
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedNotFound(current, message.text())) failures.push(`${current} console: ${message.text()}`);
      });
      page.on('pageerror', (error) => failures.push(`${current} page error: ${error.message}`));
      for (const path of PAGES) {
        current = path;
        await page.goto(path);
        await expect(page.locator('#root')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        for (const violation of await seriousViolations(page)) failures.push(`${path} ${violation}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

test.describe('a page whose data fails shows the variant of its error code', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInAsAdmin(page.request, baseURL!);
  });

  const CASES = [
    { variant: 'network', status: 0, code: 'NETWORK_ERROR', title: 'Connection Problem', message: 'Connection problem. Please try again.' },
    { variant: 'server', status: 503, code: 'SERVICE_UNAVAILABLE', title: 'Service Unavailable', message: 'Service is currently unavailable. Please try again later.' },
    { variant: 'permission', status: 403, code: 'PERMISSION_DENIED', title: 'Access Denied', message: "You don't have permission to perform this action." },
    { variant: 'notfound', status: 404, code: 'RESOURCE_NOT_FOUND', title: 'Not Found', message: 'The requested item was not found.' },
    { variant: 'generic', status: 409, code: 'UNKNOWN_ERROR', title: 'Something Went Wrong', message: 'Something went wrong. Please try again.' },
  ];

  for (const c of CASES) {
    test(`${c.variant}: ${c.code}`, async ({ page }) => {
      await page.route('**/api/notifications?**', (route) =>
        c.status === 0
          ? route.abort('connectionrefused')
          : route.fulfill({ status: c.status, contentType: 'application/json', body: JSON.stringify({ error: { code: c.code } }) }),
      );
      await page.goto('/notifications');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert.getByRole('heading', { name: c.title })).toBeVisible({ timeout: 20_000 });
      await expect(alert.getByText(c.message)).toBeVisible();
      for (const button of ['Try Again', 'Go Home', 'Go Back']) {
        await expect(alert.getByRole('button', { name: button }).or(alert.getByRole('link', { name: button }))).toBeVisible();
      }
      await expect(alert.getByRole('link', { name: 'Visit Help Center' })).toHaveAttribute('href', '/help');
    });
  }
});
