import { expect, type Page, test } from '@playwright/test';
import { serverNow, setServerClock } from './support/clock';
import { failOnCspViolations, signUpAndIn, uniqueEmail } from './support/session';
import { addItem, createList, screenshot } from './support/wishlists';

/**
 * Time-dependent wishlist rules (issue 12): the owner sees nothing of the claims until the day after the event
 * date, then sees what was bought; a share link past its expiry shows a message and no list. Runs on the
 * test-clock server (docs/decisions/085), which moves only forward.
 */

failOnCspViolations();

const PASSWORD = 'Reveal-secret-42';
const DAY = 24 * 60 * 60_000;
const items = (page: Page) => page.getByRole('list', { name: 'Items' }).getByTestId('wishlist-item');

test('the owner sees nothing until the day after the event, then sees what was bought', async ({ page, browser, baseURL }) => {
  const ownerEmail = uniqueEmail('reveal-owner');
  const { origin } = await signUpAndIn(page.request, baseURL!, { name: 'Rhea Reveal', email: ownerEmail, password: PASSWORD });
  const now = await serverNow(page.request);
  const eventDate = new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10);
  const list = await createList(page.request, origin, { title: 'Rhea turns 40', occasion: 'Birthday', eventDate, privacy: 'public' });
  await addItem(page.request, origin, list.id, { title: 'Espresso cups', price: 36 });
  await addItem(page.request, origin, list.id, { title: 'Travel guide', price: 22 });

  // A friend claims one item and buys it, and adds a surprise.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const friend = await context.newPage();
  await signUpAndIn(friend.request, baseURL!, { name: 'Felix Friend', email: uniqueEmail('reveal-friend'), password: PASSWORD });
  await friend.goto(`/wishlists/${list.id}`);
  await items(friend).filter({ hasText: 'Espresso cups' }).getByRole('button', { name: 'Claim' }).click();
  await friend.getByRole('dialog', { name: 'Claim this gift' }).getByRole('button', { name: 'Claim gift' }).click();
  await items(friend).filter({ hasText: 'Espresso cups' }).getByRole('button', { name: 'Mark purchased' }).click();
  await expect(items(friend).filter({ hasText: 'Espresso cups' })).toContainText('You bought it');
  await friend.getByRole('button', { name: 'Add a surprise' }).click();
  const surprise = friend.getByRole('dialog', { name: 'Add a surprise item' });
  await surprise.getByRole('tab', { name: 'Type it in' }).click();
  await surprise.getByLabel('Name').fill('Framed photo');
  await surprise.getByRole('button', { name: 'Add surprise item' }).click();
  await expect(items(friend)).toHaveCount(3);

  // Before the reveal: two items, no claim, no purchase figures, no surprise.
  await page.goto(`/wishlists/${list.id}`);
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByTestId('item-claims')).toHaveCount(0);
  await expect(page.getByTestId('wishlist-stats')).not.toContainText('Purchased');
  await expect(page.getByRole('main')).not.toContainText('Felix');
  await expect(page.getByRole('main')).not.toContainText('Framed photo');
  await expect(page.getByTestId('reveal-note')).toContainText('To keep the surprise');

  // The event day itself: still hidden.
  await setServerClock(page.request, baseURL!, new Date(`${eventDate}T12:00:00.000Z`));
  await signUpAndIn(page.request, baseURL!, { name: 'Rhea Reveal', email: ownerEmail, password: PASSWORD });
  await page.goto(`/wishlists/${list.id}`);
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByTestId('item-claims')).toHaveCount(0);

  // The day after: the owner sees what was bought, the surprise and the purchase figures.
  await setServerClock(page.request, baseURL!, new Date(new Date(`${eventDate}T00:00:00.000Z`).getTime() + DAY + 60_000));
  await signUpAndIn(page.request, baseURL!, { name: 'Rhea Reveal', email: ownerEmail, password: PASSWORD });
  await page.goto(`/wishlists/${list.id}`);
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).filter({ hasText: 'Espresso cups' })).toContainText('Felix Friend bought it');
  await expect(items(page).filter({ hasText: 'Framed photo' })).toContainText('Surprise');
  await expect(page.getByTestId('wishlist-stats')).toContainText('Purchased');
  await expect(page.getByTestId('reveal-note')).toContainText('The surprise is over');
  await screenshot(page, 'revealed-1280');
  await context.close();
});

test('a share link past its expiry says so and shows no list', async ({ page, browser, baseURL }) => {
  const { origin } = await signUpAndIn(page.request, baseURL!, { name: 'Ezra Expiry', email: uniqueEmail('expiry-owner'), password: PASSWORD });
  const list = await createList(page.request, origin, { title: 'Short-lived list', privacy: 'private' });
  await addItem(page.request, origin, list.id, { title: 'Candle', price: 18 });
  const created = await page.request.post(`/api/wishlists/${list.id}/shares`, { headers: { origin }, data: { expiresInDays: 1 } });
  expect(created.status(), await created.text()).toBe(201);
  const { share } = (await created.json()) as { share: { url: string } };
  const path = new URL(share.url).pathname;

  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const visitor = await context.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: 'Short-lived list', level: 1 })).toBeVisible();

  await setServerClock(page.request, baseURL!, new Date((await serverNow(page.request)).getTime() + 2 * DAY));
  await visitor.goto(path);
  await expect(visitor.getByText('This share link has expired. Ask the owner for a new one.')).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Items' })).toHaveCount(0);
  await expect(visitor.getByText('Candle')).toHaveCount(0);
  await context.close();
});
