import { type Browser, expect, type Page, test } from '@playwright/test';
import { failOnCspViolations, signUpAndIn, uniqueEmail } from './support/session';
import { addItem, createList, DESKTOP, expectNoSeriousAxeViolations, PHONE, screenshot } from './support/wishlists';

/**
 * Issue 11's "a wishlist item can be logged as given in one step": a person claims an item on someone's public
 * list, marks it purchased, logs it as given from My claims (the same dialog as a pick's, pre-filled with the
 * item's title, price and link), and finds it in /profile's Gift History.
 */

const PASSWORD = 'Wish-list-secret-42';

failOnCspViolations();

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  return context.newPage();
}

test("a claimed and purchased wishlist item is logged as given from My claims and shows in the Gift History", async ({ page, browser, baseURL }) => {
  const { origin } = await signUpAndIn(page.request, baseURL!, { name: 'Olga Owner', email: uniqueEmail('given-owner'), password: PASSWORD });
  const list = await createList(page.request, origin, { title: 'Olga’s birthday', occasion: 'Birthday', eventDate: '2099-06-01', privacy: 'public' });
  await addItem(page.request, origin, list.id, { title: 'Ceramic teapot', price: 38.5, url: 'https://shop.example.com/teapot' });

  const giver = await freshPage(browser, baseURL!);
  const giverHeaders = await signUpAndIn(giver.request, baseURL!, { name: 'Gus Giver', email: uniqueEmail('given-giver'), password: PASSWORD });
  const recipient = await giver.request.post('/api/recipients', { headers: giverHeaders, data: { name: 'Olga' } });
  expect(recipient.status()).toBe(201);

  // Claim it on the public list, then mark it purchased on My claims.
  await giver.goto(`/wishlists/${list.id}`);
  const item = giver.getByRole('list', { name: 'Items' }).getByTestId('wishlist-item').filter({ hasText: 'Ceramic teapot' });
  await item.getByRole('button', { name: 'Claim' }).click();
  await giver.getByRole('dialog', { name: 'Claim this gift' }).getByRole('button', { name: 'Claim gift' }).click();
  await expect(item).toContainText('You reserved it');
  await giver.goto('/claims');
  const claim = giver.getByTestId('my-claim').filter({ hasText: 'Ceramic teapot' });
  await claim.getByRole('button', { name: 'Mark purchased' }).click();
  await expect(claim).toHaveAttribute('data-purchased', 'true');

  // Log as given: the dialog names the item; the person chooses who it was for.
  await claim.getByRole('button', { name: 'Log as given (Ceramic teapot)' }).click();
  const dialog = giver.getByRole('dialog', { name: 'Log as given' });
  await expect(dialog).toContainText('“Ceramic teapot” goes into your Gift History.');
  await dialog.getByLabel('Given to').selectOption({ label: 'Olga' });
  await expect(dialog.getByLabel('Date given')).not.toHaveValue('');
  await screenshot(giver, 'log-given-dialog-1280');
  await dialog.getByRole('button', { name: 'Log gift' }).click();
  await expect(giver.getByText('Logged in your Gift History')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Gift History has it, with the recipient, the price and the item's link.
  await giver.goto('/profile#gift-history');
  const entry = giver.getByTestId('gift-history-entry').filter({ hasText: 'Ceramic teapot' });
  await expect(entry).toContainText('Olga');
  await expect(entry).toContainText('38.50');
  await expect(giver.getByTestId('gift-stat-total-gifts')).toHaveText('1');
  const history = await giver.request.get('/api/gift-history');
  const { entries } = (await history.json()) as { entries: { product_title: string; product_url: string | null; product_price: number | null }[] };
  expect(entries).toEqual([expect.objectContaining({ product_title: 'Ceramic teapot', product_url: 'https://shop.example.com/teapot', product_price: 38.5 })]);

  // My claims with the action, at both widths: no serious axe violations.
  for (const viewport of [PHONE, DESKTOP]) {
    await giver.setViewportSize(viewport);
    await giver.goto('/claims');
    await expect(giver.getByRole('button', { name: 'Log as given (Ceramic teapot)' })).toBeVisible();
    await screenshot(giver, `my-claims-log-given-${viewport.width}`);
    await expectNoSeriousAxeViolations(giver);
  }
});
