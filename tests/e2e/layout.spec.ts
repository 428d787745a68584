import type { Page } from '@playwright/test';
import { failOnCspViolations, signUpAndIn } from './support/session';
import { expect, test } from './support/signed-in';
import { axe } from './support/axe';

/**
 * The app's frame in Chromium against the production build: the header in each sign-in state, the phone's
 * bottom navigation (items, active item, hiding on scroll, the floating action) and the admin panel's frame
 * (core-app.md 2, platform.md 2 and 9, admin-area.md 2).
 */

const PASSWORD = 'layout-secret-1';
// playwright.config.ts lists this address in ADMIN_EMAILS.
const ADMIN_EMAIL = 'admin@example.test';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

// The CSP (script-src and style-src 'self') must not have to refuse anything the app does.
failOnCspViolations();

// A test that asks for `person` starts signed in as a new Grace, onboarded (tests/e2e/support/signed-in.ts).
test.use({ personName: 'Grace Hopper' });

async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  await signUpAndIn(page.request, baseURL!, { name: 'Ada Admin', email: ADMIN_EMAIL, password: PASSWORD });
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test.describe('the header on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('signed out: logo, search box, How It Works, Sign in and Sign up', async ({ page }) => {
    await page.goto('/how-it-works');
    // Signing in comes back to the page.
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fhow-it-works');
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(mainNav(page).getByRole('link')).toHaveText(['How It Works']);
    await expect(mainNav(page).getByRole('link', { name: 'How It Works' })).toHaveAttribute('aria-current', 'page');
    for (const hidden of ['Discover', 'AI Picks', 'Recipients', 'Calendar', 'Social']) {
      await expect(header(page).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await expect(header(page).getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    // The mobile bar is for phones only.
    await expect(mobileNav(page)).toBeHidden();

    await page.getByPlaceholder('Find the perfect gift...').click();
    await expect(page).toHaveURL(/\/discover$/);
    await header(page).getByRole('link', { name: 'Giftwise home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in: the personal links, badges, bell and avatar menu; Sign out goes home', async ({ page, person: _signedIn }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link')).toHaveText(['How It Works', 'Discover', 'AI Picks', 'Recipients', 'Calendar', 'Social']);
    await expect(mainNav(page).getByRole('link', { name: 'AI Picks' })).toHaveAttribute('href', '/gift-for-someone');
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Find the perfect gift...' })).toHaveAttribute('href', '/discover');

    // A new account has nothing unseen: the badges show no number.
    await expect(header(page).getByRole('link', { name: 'Wishlist updates', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Friend activity', exact: true })).toBeVisible();
    await expect(page.getByTestId('wishlists-badge')).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: /Notifications/ }).or(header(page).getByRole('button', { name: /Notifications/ }))).toBeVisible();

    const menuButton = header(page).getByRole('button', { name: 'Account menu for Grace Hopper' });
    await expect(menuButton).toHaveText('GH');
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Grace Hopper');
    await expect(menu).toContainText(/@example\.com/);
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'My Wishlists', 'Social Hub', 'AI Gift Finder', 'Gift History', 'Sign out']);
    await expect(menu.getByRole('menuitem', { name: 'Gift History' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);

    await menu.getByRole('menuitem', { name: 'My Wishlists' }).click();
    await expect(page).toHaveURL(/\/wishlists$/);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText(['How It Works']);
  });

  test('signed in: badges stop at 9+, and opening one marks it seen', async ({ page, person: _signedIn }) => {
    await page.route('**/api/notifications/counts*', (route) => route.fulfill({ json: { unread: 4, wishlists: 12, social: 9 } }));
    await page.goto('/');
    await expect(page.getByTestId('wishlists-badge')).toHaveText('9+');
    await expect(page.getByTestId('social-badge')).toHaveText('9');
    await expect(header(page).getByRole('link', { name: 'Wishlist updates, 9+ new' })).toBeVisible();

    const seen = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/notifications/badges/social/seen'));
    await header(page).getByRole('link', { name: /Friend activity/ }).click();
    await seen;
    await expect(page).toHaveURL(/\/social$/);

    const wishlistsSeen = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/notifications/badges/wishlists/seen'));
    await header(page).getByRole('link', { name: /Wishlist updates/ }).click();
    await wishlistsSeen;
    await expect(page).toHaveURL(/\/wishlists$/);
  });

  test('admin: the avatar menu offers the Admin Panel', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Account menu for Ada Admin' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Profile',
      'My Wishlists',
      'Social Hub',
      'AI Gift Finder',
      'Gift History',
      'Admin Panel',
      'Sign out',
    ]);
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });
});

test.describe('the mobile bottom navigation at 375 px', () => {
  test.use({ viewport: PHONE });

  test('signed out: Home, Discover, AI Picks and Profile (to sign in); Home is active on /', async ({ page }) => {
    await page.goto('/');
    const nav = mobileNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Discover', 'AI Picks', 'Profile']);
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current', /.*/);
    // The header's desktop parts give way on a phone.
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByPlaceholder('Find the perfect gift...')).toBeHidden();

    // Touch targets of at least 44 px.
    for (const link of await nav.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }

    await nav.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.*/);
  });

  test('the signed-in home does not scroll sideways (issue 19)', async ({ page, person: _signedIn }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { width, overflowing } = await page.evaluate(() => ({
      width: document.scrollingElement!.scrollWidth,
      // What sticks out, to name in the failure.
      overflowing: [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 80)} right=${Math.round(el.getBoundingClientRect().right)}`),
    }));
    expect(width, overflowing.join('\n')).toBeLessThanOrEqual(375);
  });

  test('signed in: Wishlists and Alerts join, the active item follows the path prefix', async ({ page, baseURL, person: _signedIn }) => {
    await page.goto('/');
    const nav = mobileNav(page);
    // The Alerts item carries the unread badge once the counts arrive (a new account has its welcome notification),
    // so its text is the label with or without the count in front of it.
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Discover', 'AI Picks', 'Wishlists', /^(\d+\+?)?Alerts( \(\d+\+? unread\))?$/, 'Profile']);
    await expect(nav.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/notifications');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');

    // A list of the person's own: the prefix /wishlists/… keeps Wishlists current.
    const created = await page.request.post('/api/wishlists', { headers: { origin: baseURL! }, data: { title: 'Phone list' } });
    expect(created.status()).toBe(201);
    const { wishlist } = (await created.json()) as { wishlist: { id: string } };
    await page.goto(`/wishlists/${wishlist.id}`);
    await expect(page.getByRole('heading', { name: 'Phone list' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Wishlists' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Alerts' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(nav.getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Wishlists' })).not.toHaveAttribute('aria-current', /.*/);
  });

  test('the Alerts badge shows the real unread count, 99+ above 99', async ({ page, person: _signedIn }) => {
    await page.goto('/');
    // The welcome notification of a new account is its one unread notification.
    const counts = await (await page.request.get('/api/notifications/counts')).json();
    const alerts = mobileNav(page).getByRole('link', { name: /Alerts/ });
    if (counts.unread > 0) await expect(page.getByTestId('alerts-badge')).toHaveText(String(counts.unread));
    else await expect(page.getByTestId('alerts-badge')).toHaveCount(0);

    await page.route('**/api/notifications/counts*', (route) => route.fulfill({ json: { unread: 250, wishlists: 0, social: 0 } }));
    await page.reload();
    await expect(page.getByTestId('alerts-badge')).toHaveText('99+');
    await expect(alerts).toHaveAccessibleName('Alerts (99+ unread)');
  });

  test('hides while scrolling down past 100 px, returns 150 ms after scrolling stops; Find a gift past 200 px', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // By CSS, not by role: once hidden the bar leaves the accessibility tree.
    const nav = page.locator('nav[aria-label="Mobile"]');
    // The home page has a 'Find a gift' card link of its own; the floating one is the fixed action.
    const findAGift = page.getByTestId('floating-action');
    await expect(nav).toBeVisible();
    await expect(findAGift).toHaveCount(0);
    // From here on time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 5_000);

    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };

    // Down, but within the first 100 px: the bar stays.
    await scrollTo(90);
    await expect(nav).toHaveAttribute('data-state', 'visible');
    await page.clock.runFor(150);

    // Down past 100 px: hidden while scrolling.
    await scrollTo(160);
    await expect(nav).toHaveAttribute('data-state', 'hidden');
    await expect(nav).toBeHidden();
    await expect(findAGift).toHaveCount(0);

    // Past 200 px the floating action appears.
    await scrollTo(420);
    await expect(findAGift).toBeVisible();
    await expect(findAGift).toHaveText('Find a gift');
    await expect(findAGift).toHaveAttribute('href', '/gift-for-someone');

    // Scrolling stops: 149 ms later still hidden, at 150 ms back.
    await page.clock.runFor(149);
    await expect(nav).toHaveAttribute('data-state', 'hidden');
    await page.clock.runFor(1);
    await expect(nav).toHaveAttribute('data-state', 'visible');
    await expect(nav).toBeVisible();

    // Scrolling up shows the bar at once; back above 200 px the action goes.
    await scrollTo(600);
    await expect(nav).toHaveAttribute('data-state', 'hidden');
    await scrollTo(500);
    await expect(nav).toHaveAttribute('data-state', 'visible');
    await scrollTo(150);
    await expect(findAGift).toHaveCount(0);

    await scrollTo(420);
    await page.clock.resume();
    await findAGift.click();
    // The wizard needs a person: the guard sends a visitor to sign in, and back here afterwards.
    await expect(page).toHaveURL(/\/login\?next=%2Fgift-for-someone$/);
  });

  test('double-tap zoom is off and pinch zoom stays on', async ({ page }) => {
    await page.goto('/');
    const touchAction = await page.evaluate(() => getComputedStyle(document.querySelector('main')!).touchAction);
    expect(touchAction).toBe('manipulation');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
  });
});

test.describe('the footer', () => {
  test.use({ viewport: DESKTOP });

  test('has the link groups, the contact email and the Help Center at /help', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const contact = await (await page.request.get('/api/site-content/contact')).json();
    await expect(footer.getByRole('navigation', { name: 'Product' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Support' }).getByRole('link')).toHaveText(['Contact', 'About', 'Blog', 'Help Center']);
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText(['Privacy Policy', 'Terms of Service', 'Cookie Policy']);
    await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    // No phone number is invented when none is configured.
    if (!contact.phone) await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
  });
});

test.describe('the admin panel', () => {
  test('sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });

  test('tells a signed-in user that admin access is required', async ({ page, person: _signedIn }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(page.getByText('You need administrator privileges to access this panel.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`shows an admin the header, real counts and ten tabs (${viewport.width} px)`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await signInAsAdmin(page, baseURL);
      // The counts the page was given: other tests running at the same time add people and wishlists.
      const statsResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/stats' && r.ok());
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
      await expect(page.getByText('Admin', { exact: true })).toBeVisible();

      const stats = await (await statsResponse).json();
      expect(stats.totalUsers).toBeGreaterThanOrEqual(1);
      const cards = [
        ['Total Users', stats.totalUsers],
        ['Total Wishlists', stats.totalWishlists],
        ['Total Gifts', stats.totalGifts],
        ['Active Users (30d)', stats.activeUsers30d],
      ] as const;
      for (const [label, value] of cards) {
        const card = page.getByRole('heading', { name: label, exact: true }).locator('..').locator('..');
        await expect(card).toContainText(new Intl.NumberFormat('en-US').format(value));
      }

      const sections = [
        'AI Models',
        'Email Marketing',
        'Blog',
        'Affiliate',
        'Users',
        'Content',
        'Analytics',
        'Performance',
        'Migration',
        'Settings',
      ];
      if (viewport === PHONE) {
        // Ten tabs never fit in 375 px: a select names the sections instead (issue 10).
        await expect(page.getByRole('tab')).toHaveCount(0);
        await expect(page.getByLabel('Admin section', { exact: true }).locator('option')).toHaveText(sections);
        await expect(page.getByLabel('Admin section', { exact: true })).toHaveValue('ai-models');
      } else {
        await expect(page.getByRole('tab')).toHaveText(sections);
        await expect(page.getByRole('tab', { name: 'AI Models' })).toHaveAttribute('aria-selected', 'true');
      }
      await expect(page.getByRole('tabpanel', { name: 'AI Models' })).toContainText('AI configuration');
      await expect(page.getByText(/coming soon/i)).toHaveCount(0);

      await page.getByRole('link', { name: 'Back to Site' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('moves between tabs with the arrow keys, each with its own panel', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page, baseURL);
    await page.goto('/admin');
    const aiModels = page.getByRole('tab', { name: 'AI Models' });
    await aiModels.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Email Marketing' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Email Marketing' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Email Marketing' })).toContainText('Email marketing');
    await expect(page).toHaveURL(/\/admin\?tab=email-marketing$/);

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Settings' })).toContainText('Platform settings');

    await page.keyboard.press('ArrowRight');
    await expect(aiModels).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(aiModels).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/admin$/);

    // A shared link opens its tab.
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Users' })).toContainText('User management');
  });

  test('shows an error state, not sample numbers, when the counts cannot be loaded', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page, baseURL);
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Database is currently unavailable. Please try again later.' } } }),
    );
    await page.goto('/admin');
    const problem = page.getByRole('alert').filter({ hasText: 'The statistics could not be loaded' });
    await expect(problem).toBeVisible({ timeout: 20_000 });
    await expect(problem).toContainText('Database is currently unavailable. Please try again later.');
    await expect(page.getByText('12.8k')).toHaveCount(0);

    await page.unroute('**/api/admin/stats');
    await problem.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Total Users', exact: true })).toBeVisible();
    await expect(problem).toHaveCount(0);
    // The tabs never depended on the counts.
    await expect(page.getByRole('tab')).toHaveCount(10);
  });
});

test.describe('accessibility of the frame', () => {
  async function expectNoSeriousViolations(page: Page) {
    const results = await axe(page).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`signed-in header, navigation and admin panel at ${viewport.width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await signInAsAdmin(page, baseURL);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Account menu for Ada Admin' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Account menu for Ada Admin' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Total Users', exact: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toContainText('AI configuration');
      await expectNoSeriousViolations(page);
    });
  }

  test('the access-required screen at 375 px', async ({ page, person: _signedIn }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
