import { expect, test } from '@playwright/test';
import { failOnCspViolations } from './support/session';

/**
 * Issue 18, item 6: /api/docs shows the OpenAPI description (generated from the contracts) readably, with
 * Swagger UI served from our own origin under the site's CSP: nothing refused, nothing fetched from elsewhere.
 */
failOnCspViolations();

test('the API docs page shows the description under our CSP, from our origin only', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Giftwise API/ })).toBeVisible();
  const operation = page.locator('.opblock-summary', { hasText: '/api/bestsellers/refresh' });
  await expect(operation).toBeVisible();
  await operation.click();
  // Opened: its description says its rate limit, and its error answers are listed.
  await expect(page.locator('.opblock-description-wrapper', { hasText: '10 requests per 600 s' })).toBeVisible();
  await expect(page.locator('.response', { hasText: 'RATE_LIMIT_EXCEEDED' })).toBeVisible();
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
