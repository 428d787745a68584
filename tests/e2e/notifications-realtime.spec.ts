import { expect, type Page, test } from '@playwright/test';
import { failOnCspViolations, signUpAndIn, uniqueEmail } from './support/session';

/**
 * Real time (issue 13, "Notifications: beyond the bell"): a notification created for a person reaches the
 * tab they have open at once, over the notification stream (server-sent events), without a reload and long
 * before the 60 s poll. Two tabs of one person: one watches the bell, the other does what creates the
 * notification (a birthday reminder sent now). In Chromium against the production build.
 */

const PASSWORD = 'realtime-secret-1';
failOnCspViolations();

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** A month-day ten days ahead, as a birthday in 1990 (the occasion is then still to come). */
function birthdayInTenDays(): string {
  const day = new Date(Date.now() + 10 * 86_400_000);
  return `1990-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
}

test('a new notification reaches the open tab at once, without a reload', async ({ context, baseURL }) => {
  const watching = await context.newPage();
  const { origin } = await signUpAndIn(watching.request, baseURL!, { name: 'Ada Lovelace', email: uniqueEmail('realtime'), password: PASSWORD });
  await watching.setViewportSize({ width: 1280, height: 900 });
  const streamOpened = watching.waitForResponse((response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200);
  await watching.goto('/how-it-works');
  await streamOpened;
  await expect(bell(watching)).toHaveAccessibleName('Notifications, 1 unread');
  // Marks this document: a reload would lose it.
  await watching.evaluate(() => ((window as unknown as { giftwiseMarker: number }).giftwiseMarker = 42));

  // The other tab (same person, same cookies) adds Sam with a birthday and sends the reminder now.
  const acting = await context.newPage();
  await acting.goto('/how-it-works');
  const created = await acting.request.post('/api/recipients', { headers: { origin }, data: { name: 'Sam', email: 'sam@example.com', birthday: birthdayInTenDays() } });
  expect(created.status()).toBe(201);
  // The first recipient earns an achievement: its notification comes over the stream too.
  await expect(bell(watching)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 5_000 });
  const { reminders } = (await (await acting.request.get('/api/reminders')).json()) as { reminders: { id: string; occasion: string }[] };
  const reminder = reminders.find((r) => r.occasion === "Sam's birthday")!;
  const sent = await acting.request.post(`/api/reminders/${reminder.id}/send`, { headers: { origin } });
  expect(await sent.json()).toMatchObject({ sent: 1 });

  // Far inside the first 60 s poll: only the stream can have brought it.
  await expect(bell(watching)).toHaveAccessibleName('Notifications, 3 unread', { timeout: 5_000 });
  await bell(watching).click();
  await expect(watching.getByRole('dialog', { name: /Notifications/ }).getByRole('button', { name: /^Sam's birthday is in \d+ days/ })).toBeVisible();
  expect(await watching.evaluate(() => (window as unknown as { giftwiseMarker?: number }).giftwiseMarker)).toBe(42);
  if (process.env.SCREENSHOTS) await watching.screenshot({ path: 'test-results/screenshots/realtime-bell-1280.png' });
});

test('the stream answers only a signed-in person', async ({ request }) => {
  const res = await request.get('/api/notifications/stream');
  expect(res.status()).toBe(401);
});
