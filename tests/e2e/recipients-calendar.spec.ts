import type { APIRequestContext, Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import ICAL from 'ical.js';
import { signUnsubscribeToken } from '#server/services/email/unsubscribe-token';
import { failOnCspViolations } from './support/session';
import { expect, test } from './support/signed-in';
import { axe } from './support/axe';

/**
 * Recipients, the calendar, reminders, gift history and the home card in Chromium against the production build
 * (core-app.md 2, 3, 4, 5, 9; issue 11): a recipient with a birthday, an event added by clicking a day and seen in
 * Upcoming Events and on the home card, the reminder email, a gift logged and the stats changing, the iCalendar
 * feed fetched and parsed, the session ending while the calendar is open, and axe on every screen.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

failOnCspViolations();
// The server's "today" is UTC until a person sets a zone; the browser agrees, so the grid's today is the server's.
test.use({ timezoneId: 'UTC' });
// A test that asks for `person` starts signed in as a new Rosa (tests/e2e/support/signed-in.ts).
test.use({ personName: 'Rosa Planner' });

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = () => isoDay(new Date());
const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY_MS));
/** A birth date `years` ago whose birthday comes round in `days` days. */
const birthdayIn = (days: number, years = 30) => {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return isoDay(day);
};
/** As the grid names a day and a month (features/calendar/lib/month-grid.ts). */
const longDate = (iso: string) => format(parseISO(iso), 'EEEE d MMMM yyyy');
const monthTitle = (iso: string) => format(parseISO(iso), 'MMMM yyyy');

async function screenshot(page: Page, name: string) {
  // Only when asked (SCREENSHOTS=1): pictures to look at, not part of the assertions.
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

async function createRecipient(request: APIRequestContext, headers: { origin: string }, data: Record<string, unknown>) {
  const response = await request.post('/api/recipients', { headers, data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { recipient: { id: string; name: string } }).recipient;
}

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The calendar cell of a day, by its accessible name (the long date). */
const dayButton = (page: Page, iso: string) => page.getByRole('grid', { name: 'Month' }).getByRole('button', { name: new RegExp(`^${longDate(iso)}`) });

/** Shows the month holding `iso` (Next month until it is there). */
async function showMonthOf(page: Page, iso: string) {
  const target = monthTitle(iso);
  for (let i = 0; i < 2; i += 1) {
    if (await page.getByRole('heading', { level: 2, name: target }).isVisible()) return;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: target })).toBeVisible();
}

test.describe('recipients', () => {
  test('create a recipient with a birthday, filter, search and see the stats', async ({ page, baseURL, person: _signedIn }) => {
    await page.goto('/recipients');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
    await expect(page.getByText('No recipients yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add recipient' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add recipient' });
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    await expect(dialog.getByText('Please enter a name')).toBeVisible();
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Relationship').selectOption('Friend');
    await dialog.getByLabel('Age range').selectOption('26-35');
    await dialog.getByLabel('Birthday').fill(birthdayIn(10));
    await dialog.getByRole('button', { name: 'Science' }).click();
    await dialog.getByLabel('Favourite brands').fill('Lego, Penguin');
    await dialog.getByLabel('Allergies').fill('Nuts');
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('recipient-card').filter({ hasText: 'Ada Lovelace' });
    await expect(card).toContainText('Friend · Age 26-35');
    await expect(card).toContainText('in 10 days');
    const id = new URL((await card.getByRole('link', { name: /Get Gift Ideas/ }).getAttribute('href'))!, baseURL).searchParams.get('recipient');
    expect(id).toBeTruthy();
    await expect(page.getByText('Total recipients').locator('..')).toContainText('1');
    await expect(page.getByText('Upcoming occasions', { exact: true }).locator('..')).toContainText('1');
    await expect(page.getByRole('table').getByRole('row', { name: /Friend/ })).toContainText('1');

    // Filters and the search live in the address.
    await page.getByLabel('Relationship', { exact: true }).selectOption('Parent');
    await expect(page).toHaveURL(/relationship=Parent/);
    await expect(page.getByText('No recipients match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search recipients').fill('SCIENCE');
    await expect(page).toHaveURL(/q=SCIENCE/);
    await expect(card).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search recipients')).toHaveValue('SCIENCE');
    await expect(card).toBeVisible();
    await screenshot(page, 'recipients-1280');

    // Edit keeps every field.
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ada Lovelace' });
    await expect(edit.getByLabel('Favourite brands')).toHaveValue('Lego, Penguin');
    await expect(edit.getByLabel('Allergies')).toHaveValue('Nuts');
    await edit.getByLabel('Shoe size').fill('38');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();

    // 'Get Gift Ideas' opens the wizard with the recipient filled in.
    await page.goto(`/gift-for-someone?recipient=${id}`);
    await expect(page.getByLabel(/Name/).first()).toHaveValue('Ada Lovelace');

    // /saved-recipients shows the same list.
    await page.goto('/saved-recipients');
    await expect(page.getByTestId('recipient-card').filter({ hasText: 'Ada Lovelace' })).toBeVisible();
  });

  test('delete asks first and says what goes with the recipient', async ({ page, person }) => {
    const { headers } = person;
    await createRecipient(page.request, headers, { name: 'Grace', birthday: birthdayIn(40) });
    await page.goto('/recipients');
    await page.getByRole('button', { name: 'Delete Grace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Grace?' });
    await expect(dialog.getByTestId('deletion-impact')).toContainText("Grace's 1 occasion and 1 reminder will be deleted with them.");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('recipient-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete Grace' }).click();
    await page.getByRole('dialog', { name: 'Delete Grace?' }).getByRole('button', { name: 'Delete Grace' }).click();
    await expect(page.getByText('No recipients yet')).toBeVisible();
  });
});

test.describe('gift ideas for a person', () => {
  test("'Save for…' on a gift card keeps it in the recipient's private ideas", async ({ page, person }) => {
    const { headers } = person;
    await createRecipient(page.request, headers, { name: 'Kofi', relationship: 'Parent' });
    await page.goto('/discover');
    const card = page.getByTestId('gift-card').first();
    const title = (await card.getByRole('heading').textContent())!.replace(/\(opens .*\)$/, '').trim();
    await card.getByRole('button', { name: /^Save for…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Save for…' });
    await dialog.getByRole('button', { name: /Kofi/ }).click();
    await expect(page.getByText('Saved for Kofi')).toBeVisible();

    await page.goto('/recipients');
    await page.getByRole('button', { name: 'Saved ideas for Kofi' }).click();
    const ideas = page.getByRole('dialog', { name: 'Gift ideas for Kofi' });
    await expect(ideas.getByRole('list', { name: 'Saved ideas for Kofi' })).toContainText(title);
    await expect(ideas).toContainText('From Discover');
    // One added by hand, then removed.
    await ideas.getByLabel('Idea', { exact: true }).fill('Cooking class voucher');
    await ideas.getByRole('button', { name: 'Save idea' }).click();
    await expect(ideas.getByRole('list', { name: 'Saved ideas for Kofi' })).toContainText('Cooking class voucher');
    await ideas.getByRole('button', { name: 'Remove Cooking class voucher' }).click();
    await expect(ideas.getByRole('list', { name: 'Saved ideas for Kofi' })).not.toContainText('Cooking class voucher');

    // A saved idea is logged as given in one step, and appears in the Gift History.
    await ideas.getByRole('button', { name: `Log ${title} as given` }).click();
    await expect(page.getByText('Logged as given to Kofi')).toBeVisible();
    await page.goto('/profile#gift-history');
    await expect(page.getByTestId('gift-history-entry').filter({ hasText: title })).toContainText('Kofi');
  });
});

test.describe('the calendar', () => {
  test('add an event by clicking a day, then see it in Upcoming Events and on the home card', async ({ page, person }) => {
    const { headers } = person;
    const recipient = await createRecipient(page.request, headers, { name: 'Linus' });
    // Ten days ahead with the default reminder a week before: the reminder is not due yet.
    const eventDay = daysFromToday(10);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('columnheader').first()).toHaveAccessibleName('Sunday');
    await expect(page.getByRole('columnheader').last()).toHaveAccessibleName('Saturday');
    await showMonthOf(page, eventDay);

    await dayButton(page, eventDay).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog.getByLabel('Date')).toHaveValue(eventDay);
    await expect(dialog.getByLabel('Remind days before')).toHaveValue('7');
    await expect(dialog.getByLabel('Remind days before').locator('option')).toHaveText(['1 day', '3 days', '7 days (1 week)', '14 days', '30 days (1 month)']);
    const add = dialog.getByRole('button', { name: 'Add Event' });
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Recipient').selectOption({ label: 'Linus' });
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Event name').fill('Graduation party');
    await dialog.getByLabel('Event type').selectOption('graduation');
    await dialog.getByLabel('Recurring annually').check();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(dialog).toBeHidden();

    await expect(dayButton(page, eventDay)).toHaveAccessibleName(/Graduation party/);
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    const row = upcoming.getByTestId('upcoming-event').filter({ hasText: 'Graduation party' });
    await expect(row).toContainText('In 10 days');
    const ideas = row.getByRole('link', { name: /Get Gift Ideas/ });
    await expect(ideas).toHaveAttribute('href', `/gift-for-someone?recipient=${recipient.id}`);
    await expect(ideas).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('region', { name: 'Quick Stats' }).getByText('Next 30 Days').locator('..')).toContainText('1');
    await expect(page.getByRole('region', { name: 'Quick Stats' }).getByText('Active Reminders').locator('..')).toContainText('1');
    await screenshot(page, 'calendar-1280');

    // Several reminders per occasion: add one on the day.
    await row.getByRole('button', { name: 'Reminders for Graduation party' }).click();
    const details = page.getByRole('dialog', { name: 'Graduation party' });
    await expect(details).toContainText('7 days before');
    await details.getByLabel('Add a reminder').selectOption('0');
    await details.getByRole('button', { name: 'Add reminder' }).click();
    await expect(details.getByRole('listitem').filter({ hasText: 'On the day' })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'Quick Stats' }).getByText('Active Reminders').locator('..')).toContainText('2');

    await page.goto('/');
    const home = page.getByRole('region', { name: 'Upcoming Occasions' });
    await expect(home.getByTestId('home-occasion').filter({ hasText: 'Graduation party' })).toContainText('10 days left');
    await expect(home.getByRole('link', { name: 'Get Gift Ideas for Linus' })).toHaveAttribute('href', `/gift-for-someone?recipient=${recipient.id}`);
  });

  test('the grid works by keyboard', async ({ page, person }) => {
    const { headers } = person;
    await createRecipient(page.request, headers, { name: 'Mina' });
    await page.goto('/calendar');
    const todayCell = dayButton(page, today());
    await expect(todayCell).toHaveAttribute('tabindex', '0');
    await todayCell.focus();
    await page.keyboard.press('ArrowDown');
    const weekLater = daysFromToday(7);
    await expect(dayButton(page, weekLater)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(dayButton(page, daysFromToday(6))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Add Event' }).getByLabel('Date')).toHaveValue(daysFromToday(6));
  });

  test('the Email Reminders card: Status Active, the Overdue count and the Next Reminder', async ({ page, person }) => {
    const { headers } = person;
    const recipient = await createRecipient(page.request, headers, { name: 'Noor' });
    // Ten days ahead, reminded a week before: the reminder is three days off, so the running worker cannot have sent
    // it yet whatever the hour (a reminder date already past is due at once: calendar.test.ts covers that).
    const created = await page.request.post('/api/occasions', {
      headers,
      data: { recipient_id: recipient.id, title: 'Housewarming', type: 'other', date: daysFromToday(10), reminder_days: [7] },
    });
    expect(created.status()).toBe(201);
    await page.goto('/calendar');
    const card = page.getByRole('region', { name: 'Email Reminders' });
    await expect(card.getByText('Status').locator('+ dd')).toHaveText('Active');
    await expect(card.getByTestId('overdue-count')).toHaveText('0');
    await expect(card.getByText('Next Reminder').locator('+ dd')).toHaveText(/^Noor: Housewarming, /);
    // 'Send Overdue Reminders' shows only while any are overdue (calendar-components.test.tsx; the email itself is
    // tested with the clock moved in recipients-calendar.clock.spec.ts).
    await expect(card.getByRole('button', { name: 'Send Overdue Reminders' })).toHaveCount(0);
  });

  test("the Email Reminders card says Paused after an unsubscribe link, and its button turns reminder emails back on", async ({ page, person }) => {
    const { email, headers } = person;
    const token = signUnsubscribeToken(process.env.GIFTWISE_E2E_AUTH_SECRET!, { email, scope: 'reminders' });
    expect((await page.request.post(`/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`, { headers })).ok()).toBe(true);
    await page.goto('/calendar');
    const card = page.getByRole('region', { name: 'Email Reminders' });
    const status = card.getByText('Status').locator('+ dd');
    await expect(status).toContainText('Paused: you unsubscribed from reminder emails');
    await screenshot(page, 'calendar-reminders-paused');
    await card.getByRole('button', { name: 'Turn reminder emails back on' }).click();
    await expect(status).toHaveText('Active');
    await expect(page.getByText('Reminder emails are on again')).toBeVisible();
    // On the server, not only on the screen: the unsubscribe link's own page reads it back.
    const state = await (await page.request.get(`/api/unsubscribe?token=${encodeURIComponent(token)}`)).json();
    expect(state.unsubscribed).toEqual({ all: false, marketing: false, reminders: false });
    await page.reload();
    await expect(status).toHaveText('Active');
  });

  test('the iCalendar feed URL can be fetched and parsed, replaced and turned off', async ({ page, playwright, person }) => {
    const { headers } = person;
    const recipient = await createRecipient(page.request, headers, { name: 'Omar', birthday: birthdayIn(20) });
    expect(
      (
        await page.request.post('/api/occasions', {
          headers,
          data: { recipient_id: recipient.id, title: 'Wedding day', type: 'wedding', date: daysFromToday(12), send_email_reminders: false },
        })
      ).status(),
    ).toBe(201);
    await page.goto('/calendar');
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await card.getByRole('button', { name: 'Create calendar link' }).click();
    const url = await card.getByLabel('Your private calendar link').inputValue();
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);

    // Fetched without the session, as a calendar app would.
    const calendarApp = await playwright.request.newContext();
    const feed = await calendarApp.get(url);
    expect(feed.ok()).toBe(true);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const summaries = calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('summary')));
    expect(summaries.some((summary) => summary.includes('Wedding day'))).toBe(true);
    expect(summaries.some((summary) => summary.includes('Omar'))).toBe(true);

    await card.getByRole('button', { name: 'Replace link' }).click();
    await expect(card.getByLabel('Your private calendar link')).not.toHaveValue(url);
    expect((await calendarApp.get(url)).status()).toBe(404);
    await calendarApp.dispose();
    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect(card.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  });

  test("shows 'Calendar Access Required' when the session ends while the page is open", async ({ page, person: _signedIn }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('grid', { name: 'Month' })).toBeVisible();
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: 'Calendar Access Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', /^\/login/);
  });
});

test.describe('gift history', () => {
  test('log a gift and see the stats change', async ({ page, person }) => {
    const { headers } = person;
    const recipient = await createRecipient(page.request, headers, { name: 'Priya', relationship: 'Sibling' });
    await page.goto('/profile#gift-history');
    const section = page.getByRole('region', { name: 'Gift History' });
    await expect(section.getByTestId('gift-stat-total-gifts')).toHaveText('0');
    await expect(section.getByText('No gifts logged yet.', { exact: false })).toBeVisible();

    await section.getByRole('button', { name: 'Log a gift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a gift' });
    await dialog.getByRole('button', { name: 'Log gift' }).click();
    await expect(dialog.getByText('Please enter what you gave')).toBeVisible();
    await dialog.getByLabel('Gift', { exact: true }).fill('Pottery class');
    await dialog.getByLabel('Recipient').selectOption({ label: 'Priya' });
    await dialog.getByLabel('Price (USD)').fill('120');
    await dialog.getByLabel('Occasion').selectOption('Birthday');
    await dialog.getByLabel('Satisfaction').selectOption('5');
    await dialog.getByLabel('Category').fill('Experiences');
    await dialog.getByRole('button', { name: 'Log gift' }).click();
    await expect(dialog).toBeHidden();

    await expect(section.getByTestId('gift-history-entry').filter({ hasText: 'Pottery class' })).toContainText('Priya');
    await expect(section.getByTestId('gift-stat-total-gifts')).toHaveText('1');
    await expect(section.getByTestId('gift-stat-total-spent')).toContainText('120.00');
    await expect(section.getByTestId('gift-stat-average-rating')).toHaveText('5.00 / 5');
    await expect(section.getByRole('table').filter({ hasText: 'Category' })).toContainText('Experiences');
    await expect(section.getByRole('list', { name: 'Insights' })).toContainText('Generous giver');

    // Reached from the recipient: the history narrows to them.
    await page.goto(`/profile?recipient=${recipient.id}#gift-history`);
    await expect(section.getByText('Showing gifts for Priya')).toBeVisible();
    await expect(section.getByTestId('gift-history-entry')).toHaveCount(1);

    // Received gifts with a thank-you tick.
    await section.getByLabel('What you received').fill('a scarf');
    await section.getByLabel('Given by').fill('Aunt May');
    await section.getByRole('button', { name: 'Log gift received' }).click();
    await expect(section.getByText('1 still to thank')).toBeVisible();
    await section.getByLabel('Thank Aunt May for a scarf').check();
    await expect(section.getByText('Everyone has been thanked.')).toBeVisible();
    await screenshot(page, 'gift-history-1280');

    // Edit and delete change the stats too.
    await section.getByRole('button', { name: 'Edit Pottery class' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit gift' });
    await expect(edit.getByLabel('Gift', { exact: true })).toHaveValue('Pottery class');
    await edit.getByLabel('Price (USD)').fill('80');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(section.getByTestId('gift-stat-total-spent')).toContainText('80.00');
    await section.getByRole('button', { name: 'Delete Pottery class' }).click();
    await section.getByRole('button', { name: 'Delete Pottery class' }).click();
    await expect(section.getByTestId('gift-history-entry')).toHaveCount(0);
    await expect(section.getByTestId('gift-stat-total-gifts')).toHaveText('0');
  });
});

test.describe('a pick logged as given', () => {
  test("'Log as given' on an AI pick puts it into the Gift History in one step", async ({ page, person }) => {
    const { headers } = person;
    const recipient = await createRecipient(page.request, headers, { name: 'Sam' });
    const started = await page.request.post('/api/recommendations', {
      headers,
      data: {
        profile: {
          name: 'Sam',
          age: '26-35',
          gender: 'female',
          relationship: 'Friend',
          occasion: 'Birthday',
          budget: { min: 20, max: 100 },
          interests: ['Photography', 'Travel'],
          personalityTraits: [],
          additionalInfo: '',
        },
        saveRecipient: false,
        recipientId: recipient.id,
      },
    });
    expect(started.status()).toBe(201);
    const { run } = (await started.json()) as { run: { id: string } };
    await page.goto(`/recommendations?run=${run.id}`);
    const logButton = page.getByRole('button', { name: /^Log as given/ }).first();
    const pickTitle = (await logButton.textContent())!.replace(/^Log as given \((.*)\)$/, '$1');
    await logButton.click();
    const dialog = page.getByRole('dialog', { name: 'Log as given' });
    await dialog.getByLabel('Given to').selectOption({ label: 'Sam' });
    await dialog.getByRole('button', { name: 'Log gift' }).click();
    await expect(page.getByText('Logged in your Gift History')).toBeVisible();

    await page.goto('/profile#gift-history');
    await expect(page.getByTestId('gift-history-entry').filter({ hasText: pickTitle })).toContainText('Sam');
    await expect(page.getByTestId('gift-stat-total-gifts')).toHaveText('1');
  });
});

test.describe('accessibility and looks', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`/recipients, /calendar and /profile at ${viewport.width}px have no serious or critical axe violations`, async ({ page, person }) => {
      await page.setViewportSize(viewport);
      const { headers } = person;
      const recipient = await createRecipient(page.request, headers, {
        name: 'Sam Axe',
        relationship: 'Colleague',
        age: '36-50',
        interests: ['Coffee', 'Books'],
        birthday: birthdayIn(3),
      });
      await page.request.post('/api/gift-history', {
        headers,
        data: { recipient_id: recipient.id, gift_date: today(), product_title: 'Coffee grinder', product_price: 45, category: 'Kitchen', satisfaction_rating: 4 },
      });
      for (const path of ['/recipients', '/calendar', '/profile', '/']) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await screenshot(page, `${path === '/' ? 'home' : path.slice(1)}-${viewport.width}`);
        await expectNoAxeViolations(page);
      }
    });
  }
});
