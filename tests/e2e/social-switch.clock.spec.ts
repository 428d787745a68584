import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { failOnCspViolations, signUpAndIn, uniqueEmail } from './support/session';

/**
 * The admin's 'Social Features' site setting (issue 17): while it is off, no screen offers the social hub. It is
 * switched on the running server through the test-only route of the clock server (decision 176): that server's
 * specs run one at a time (the 'clock' project has one worker), so no other spec sees it off, and it is put back
 * whatever happens.
 */

failOnCspViolations();

const PASSWORD = 'Switch-secret-42';

async function setSocialFeatures(request: APIRequestContext, baseURL: string, value: boolean) {
  const res = await request.put('/api/dev/site-settings', { headers: { origin: baseURL }, data: { key: 'socialFeatures', value } });
  expect(res.ok(), await res.text()).toBe(true);
}

const header = (page: Page) => page.getByRole('banner');

test('with Social Features off, the hub, the header’s social links, the home card and the social profile are gone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndIn(page.request, baseURL!, { name: 'Sol Switch', email: uniqueEmail('social-switch'), password: PASSWORD });

  // On: everything is there (so that the checks below prove something).
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: /^Friend activity/ })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Social', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Friend Activity' })).toBeVisible();

  await setSocialFeatures(page.request, baseURL!, false);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Upcoming Occasions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Friend Activity' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Visit the social hub' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: /^Friend activity/ })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Social', exact: true })).toHaveCount(0);
    await header(page).getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'My Wishlists' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Social Hub' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Email preferences' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Social profile' })).toHaveCount(0);

    for (const path of ['/social', '/social/people/d4f7c0de-0000-4000-8000-000000000000']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
    const feed = await page.request.get('/api/social/feed');
    expect(feed.status()).toBe(404);
    expect((await feed.json()).error.code).toBe('RESOURCE_NOT_FOUND');
  } finally {
    await setSocialFeatures(page.request, baseURL!, true);
  }

  await page.goto('/social');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: /^Friend activity/ })).toBeVisible();
});
