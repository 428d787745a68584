import type { Page } from '@playwright/test';
import { failOnCspViolations } from './support/session';
import { expect, test } from './support/signed-in';

/**
 * Notifications in Chromium against the production build (core-app.md 2, 4, 9): the welcome notification a
 * new account gets, the bell's popover (badge, rows, click to read and follow, per-row actions, Mark all
 * read and both toasts, the empty state, View all notifications) and the /notifications page.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const WELCOME_TITLE = 'Welcome to Giftwise, Grace!';

// The CSP (script-src and style-src 'self') must not have to refuse anything the app does.
failOnCspViolations();

// Each test that asks for `person` is signed in as a new Grace, onboarding skipped (so /notifications is not sent on to /onboarding).
test.use({ personName: 'Grace Hopper' });

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const popover = (page: Page) => page.getByRole('dialog', { name: /Notifications/ });
const rows = (page: Page) => popover(page).getByTestId('notification-row');

async function openBell(page: Page) {
  await bell(page).click();
  await expect(popover(page)).toBeVisible();
}

async function screenshot(page: Page, name: string) {
  // Only when asked (SCREENSHOTS=1): pictures to look at, not part of the assertions.
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`the bell on a ${label}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, person: _signedIn }) => {
      await page.goto('/how-it-works');
    });

    test('shows the welcome notification with its badge, action label and time', async ({ page }) => {
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await expect(page.getByTestId('notification-badge')).toHaveText('1');
      await openBell(page);
      await expect(rows(page)).toHaveCount(1);
      const row = rows(page).first();
      await expect(row).toContainText(WELCOME_TITLE);
      await expect(row).toContainText('Get Started');
      await expect(row).toContainText('Just now');
      await expect(row.getByText('Unread')).toBeAttached();
      await expect(popover(page).getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/notifications');
      await screenshot(page, `bell-open-${viewport.width}`);
    });

    test('clicking the notification reads it, closes the popover and follows its action', async ({ page }) => {
      await openBell(page);
      await rows(page).first().getByRole('button', { name: new RegExp(`^${WELCOME_TITLE}`) }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(popover(page)).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    });

    test('Mark all read, then again when nothing is left', async ({ page }) => {
      await openBell(page);
      await popover(page).getByRole('button', { name: 'Mark all read' }).click();
      await expect(page.getByText('All notifications marked as read')).toBeVisible();
      await expect(rows(page).first()).toHaveAttribute('data-read', 'true');
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      // On a phone the toast sits over the popover's header (and stays while the pointer rests on it): close it,
      // as a person would (a click outside the popover closes that too), and open the bell again.
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expect(page.getByText('All notifications marked as read')).toHaveCount(0);
      await expect(popover(page)).toHaveCount(0);
      await openBell(page);
      await popover(page).getByRole('button', { name: 'Mark all read' }).click();
      await expect(page.getByText("You're all caught up!")).toBeVisible();
    });

    test('marks one read and deletes it, leaving the empty state; close closes', async ({ page }) => {
      await openBell(page);
      await popover(page).getByRole('button', { name: `Mark as read: ${WELCOME_TITLE}` }).click();
      await expect(rows(page).first()).toHaveAttribute('data-read', 'true');
      await expect(popover(page).getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName('Notifications');

      await popover(page).getByRole('button', { name: `Delete notification: ${WELCOME_TITLE}` }).click();
      await expect(popover(page).getByText('No notifications yet')).toBeVisible();
      await expect(popover(page).getByText("We'll notify you when something important happens")).toBeVisible();
      await screenshot(page, `bell-empty-${viewport.width}`);

      await popover(page).getByRole('button', { name: 'Close notifications' }).click();
      await expect(popover(page)).toHaveCount(0);
      // Deleted on the server: a fresh load still shows nothing.
      await page.reload();
      await openBell(page);
      await expect(popover(page).getByText('No notifications yet')).toBeVisible();
    });

    test('View all notifications opens the page', async ({ page }) => {
      await openBell(page);
      await popover(page).getByRole('link', { name: 'View all notifications' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(popover(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    });
  });
}

test.describe('the notifications page', () => {
  test.use({ viewport: DESKTOP });

  test('lists, filters, reads and deletes', async ({ page, person: _signedIn }) => {
    await page.goto('/notifications');
    const list = page.getByRole('main').getByTestId('notification-row');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText(WELCOME_TITLE);
    await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
    await screenshot(page, 'notifications-page-1280');

    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveCount(1);

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('All notifications marked as read')).toBeVisible();
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(page.getByRole('main').getByText("You're all caught up!").first()).toBeVisible();

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(list.first()).toHaveAttribute('data-read', 'true');
    await list.first().getByRole('button', { name: /^Delete notification/ }).click();
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(page.getByText("We'll notify you when something important happens")).toBeVisible();
  });

  test('on a phone, opening a notification follows its action', async ({ page, person: _signedIn }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/notifications');
    const row = page.getByRole('main').getByTestId('notification-row').first();
    await expect(row).toContainText('Get Started');
    await screenshot(page, 'notifications-page-375');
    await row.getByRole('button', { name: new RegExp(`^${WELCOME_TITLE}`) }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login/);
  });
});
