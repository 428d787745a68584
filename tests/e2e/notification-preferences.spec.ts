import type { Page } from '@playwright/test';
import { failOnCspViolations } from './support/session';
import { expect, test } from './support/signed-in';
import { axe } from './support/axe';

/**
 * Notification preferences in /profile (issue 13, "Notifications: beyond the bell"): for each notification
 * type a switch in the app, by email and by push; saved to the server, shown again after a reload, with the
 * loading and error states. In Chromium against the production build.
 */

failOnCspViolations();

const section = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const toggle = (page: Page, type: string, channel: string) => section(page).getByRole('switch', { name: `${type}: ${channel}` });

async function screenshot(page: Page, name: string) {
  // Only when asked (SCREENSHOTS=1): pictures to look at, not part of the assertions.
  if (!process.env.SCREENSHOTS) return;
  await section(page).screenshot({ path: `test-results/screenshots/${name}.png` });
  await page.getByRole('region', { name: 'Email preferences' }).screenshot({ path: `test-results/screenshots/email-${name}.png` });
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).include('#notification-preferences').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`saves the switches per type and channel and shows them again (${viewport.width} px)`, async ({ page, person: _signedIn }) => {
    await page.setViewportSize(viewport);
    await page.goto('/profile#notification-preferences');

    await expect(toggle(page, 'Friend requests', 'In the app')).toBeChecked();
    await expect(toggle(page, 'Friend requests', 'By email')).toBeChecked();
    await expect(toggle(page, 'Friend requests', 'By push')).not.toBeChecked();
    await expect(section(page).getByRole('group', { name: 'Birthday reminders' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `notification-preferences-${viewport.width}`);

    // Keyboard: a switch turns with Space.
    await toggle(page, 'Friend requests', 'In the app').focus();
    await page.keyboard.press('Space');
    await expect(toggle(page, 'Friend requests', 'In the app')).not.toBeChecked();
    await toggle(page, 'Wishlist updates', 'By email').click();
    await toggle(page, 'Gift recommendations', 'By push').click();
    await section(page).getByRole('button', { name: 'Save notification preferences' }).click();
    await expect(page.getByText('Notification preferences saved')).toBeVisible();
    await expect(section(page).getByText(/Last saved/)).toBeVisible();

    await page.reload();
    await expect(toggle(page, 'Friend requests', 'In the app')).not.toBeChecked();
    await expect(toggle(page, 'Wishlist updates', 'By email')).not.toBeChecked();
    await expect(toggle(page, 'Gift recommendations', 'By push')).toBeChecked();
    await expect(toggle(page, 'Welcome and getting started', 'In the app')).toBeChecked();

    const saved = await (await page.request.get('/api/notifications/preferences')).json();
    expect(saved.types.friend_request).toEqual({ inApp: false, email: true, push: false });
    expect(saved.types.wishlist_update).toEqual({ inApp: true, email: false, push: false });
    expect(saved.types.gift_recommendation).toEqual({ inApp: true, email: true, push: true });
  });
}

test.describe('push on this device', () => {
  // The control needs the app's service worker (Playwright blocks workers unless allowed).
  test.use({ serviceWorkers: 'allow' });

  test('offers push on this device through the installed service worker, with its state in words', async ({ page, person: _signedIn }) => {
    await page.goto('/profile#notification-preferences');
    const device = section(page).getByRole('switch', { name: 'Push notifications on this device' });
    // Chromium has not been asked yet: off, and the person may turn it on.
    await expect(section(page).getByText('Off on this device.')).toBeVisible();
    await expect(device).not.toBeChecked();
    await expect(device).toBeEnabled();
    // The worker that will show pushes carries the push handlers.
    const script = await page.request.get('/push-sw.js');
    expect(script.ok()).toBe(true);
    expect(await script.text()).toContain("addEventListener('push'");
    expect(await (await page.request.get('/sw.js')).text()).toContain('push-sw.js');
  });
});

test('shows loading, then an error with Try Again when the preferences cannot be read', async ({ page, person: _signedIn }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = true;
  await page.route('**/api/notifications/preferences', async (route) => {
    await held;
    if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }) });
    else await route.continue();
  });
  await page.goto('/profile');
  await expect(page.getByLabel('Loading notification preferences')).toBeVisible();
  release();
  await expect(section(page).getByText('Could not load your notification preferences')).toBeVisible();
  fail = false;
  await section(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(toggle(page, 'Achievements', 'In the app')).toBeChecked();
});
