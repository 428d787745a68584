import type { Page } from '@playwright/test';
import { serverNow, setServerClock } from './support/clock';
import { failOnCspViolations } from './support/session';
import { expect, test } from './support/signed-in';

/**
 * The reminder email with the server's clock moved (issue 11; the clock project, docs/decisions/085): an event ten
 * days ahead gets its reminder a week before, at 09:00 in the person's time zone (UTC until set). Moving the clock
 * to that morning makes the reminder job send it once, to the person who made it, with the gift finder link.
 */

failOnCspViolations();
test.use({ timezoneId: 'UTC', personName: 'Clara Clock' });

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function reminderEmails(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  return messages.filter((message) => message.subject.includes('Gift Reminder'));
}

test('the reminder email arrives on the reminder day at 09:00, once', async ({ page, baseURL, person }) => {
  const { email, headers } = person;
  const now = await serverNow(page.request);
  const eventDay = isoDay(new Date(now.getTime() + 10 * DAY_MS));
  const reminderDay = isoDay(new Date(now.getTime() + 3 * DAY_MS));

  const created = await page.request.post('/api/recipients', { headers, data: { name: 'Theo' } });
  expect(created.status()).toBe(201);
  const recipient = ((await created.json()) as { recipient: { id: string } }).recipient;

  // Added on the calendar by clicking the day (the default reminder: a week before).
  await page.goto(`/calendar?month=${eventDay.slice(0, 7)}`);
  await page
    .getByRole('grid', { name: 'Month' })
    .locator(`[data-day="${eventDay}"]`)
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Recipient').selectOption({ label: 'Theo' });
  await dialog.getByLabel('Event name').fill("Theo's recital");
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Email Reminders' })).toContainText("Theo's recital, ");
  expect(await reminderEmails(page, email)).toHaveLength(0);

  // The evening before: nothing yet.
  await setServerClock(page.request, baseURL!, new Date(`${reminderDay}T08:00:00Z`));
  await page.waitForTimeout(1500);
  expect(await reminderEmails(page, email)).toHaveLength(0);

  // 09:00 on the reminder day: the job sends it, once.
  await setServerClock(page.request, baseURL!, new Date(`${reminderDay}T09:05:00Z`));
  await expect.poll(async () => (await reminderEmails(page, email)).length, { timeout: 30_000 }).toBe(1);
  const [reminder] = await reminderEmails(page, email);
  expect(reminder!.text).toContain('Theo');
  expect(reminder!.text).toContain(`/gift-for-someone?recipient=${recipient.id}`);
  await page.waitForTimeout(1500);
  expect(await reminderEmails(page, email)).toHaveLength(1);

  // Days passed, so the idle session has ended: sign in again and see it counted as sent.
  expect((await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: person.password } })).ok()).toBe(true);
  await page.goto('/calendar');
  await expect(page.getByRole('region', { name: 'Quick Stats' }).getByText('Emails Sent').locator('..')).toContainText('1');
});
