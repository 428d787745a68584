import { advanceServerClock } from './support/clock';
import { failOnCspViolations } from './support/session';
import { expect, test } from './support/signed-in';

failOnCspViolations();

test('an idle session ends after the Session Timeout (60 minutes): the next visit asks to sign in', async ({ page, baseURL, person: _signedIn }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);

  // 59 minutes idle: still signed in (and the visit counts as activity).
  await advanceServerClock(page.request, baseURL!, 59 * 60_000);
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // 61 idle minutes later, the server has ended the session.
  await advanceServerClock(page.request, baseURL!, 61 * 60_000);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
});
