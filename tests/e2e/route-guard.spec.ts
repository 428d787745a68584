import { ROUTES } from '#shared/routes';
import { expect, test } from './support/signed-in';

/**
 * The route guard for each access class (platform.md 2): the spinner while the session is checked, /login for
 * a visitor on a sign-in route, /onboarding for a person who has not finished it, the content otherwise.
 * Public pages never wait for the session or send anyone away.
 */

// A test that asks for `person` starts signed in as a new person who has not finished onboarding.
test.use({ personName: 'Nia New', personOnboarding: 'pending' });

const concrete = (path: string) => path.replace(/:[^/]+/g, '0d7f8b5e-7a4b-4a55-9b1e-3a3d1c9b2f10');
const signInRoutes = ROUTES.filter((r) => r.access === 'signed-in' || r.access === 'admin').map((r) => concrete(r.path));
const publicRoutes = ROUTES.filter((r) => r.access === 'public' && r.path !== '/onboarding').map((r) => concrete(r.path));
/** A made-up token names no shared list, so its page says so with the API's 404 (decision 173). */
const statusOf = (path: string) => (path.startsWith('/wishlists/shared/') ? 404 : 200);

test('a visitor on any sign-in route is sent to /login', async ({ page }) => {
  for (const path of signInRoutes) {
    await page.goto(path);
    // ?next= brings them back after signing in.
    await expect(page, `${path} should send a visitor to sign in`).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
});

test('a visitor sees every public route where it is', async ({ page }) => {
  for (const path of publicRoutes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(statusOf(path));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }
});

test('the account screens show without the main header and footer', async ({ page }) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
});

test('a spinner shows while the session is being checked', async ({ page }) => {
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/calendar');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  answer();
  await expect(page).toHaveURL(/\/login\?next=%2Fcalendar$/);
});

test('a person who has not finished onboarding is sent there from sign-in routes, not from public ones', async ({ page, person }) => {
  await page.goto('/wishlists');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/discover');
  await expect(page).toHaveURL(/\/discover$/);

  expect((await page.request.post('/api/profile/onboarding', { headers: person.headers, data: { outcome: 'skipped' } })).ok()).toBe(true);
  await page.goto('/wishlists');
  await expect(page).toHaveURL(/\/wishlists$/);
});
