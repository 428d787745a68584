import { expect, type Page, test } from '@playwright/test';
import { advanceServerClock } from './support/clock';
import { failOnCspViolations, uniqueEmail } from './support/session';

/**
 * 'Resend verification email' a few seconds after signing up (issue 17): the once-a-minute limit holds the link
 * back, the form says so, and the link arrives when the minute is over (the clock project, docs/decisions/085).
 */

failOnCspViolations();

const PASSWORD = 'resend-clock-secret-1';

async function verificationEmails(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.filter((message) => message.subject === 'Confirm your email address');
}

test('a link asked for again right after sign-up arrives when the minute is over', async ({ page, baseURL }) => {
  const email = uniqueEmail('resend-clock');
  expect((await page.request.post('/api/auth/sign-up/email', { headers: { origin: baseURL! }, data: { name: 'Reza Resend', email, password: PASSWORD } })).ok()).toBe(true);
  expect(await verificationEmails(page, email)).toHaveLength(1);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Verification Email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way. We send at most one a minute' })).toBeVisible();

  // The minute passes; the worker sends the held link.
  await advanceServerClock(page.request, baseURL!, 62_000);
  await expect.poll(async () => (await verificationEmails(page, email)).length, { timeout: 15_000 }).toBe(2);
});
