import { expect, type Page, test } from '@playwright/test';
import { axe } from './support/axe';

/**
 * The home page and the information pages in Chromium against the production build: the hero and its
 * figures, every information page, the Help Center's live filter, /search, and the contact form from its
 * validation messages to the email in the development mailbox.
 */

const consoleErrors = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const seen: string[] = [];
  consoleErrors.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
});
test.afterEach(({ page }) => {
  // A signed-out visitor's session check answers 401, which Chromium logs; nothing else may log an error.
  expect(consoleErrors.get(page)?.filter((text) => !/status of 401/.test(text))).toEqual([]);
});

test.describe('home', () => {
  test('shows the hero, its three buttons and the stat tiles from site content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^AI Gift Recommendations/);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Start Discovering' })).toHaveAttribute('href', '/discover');
    await expect(hero.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    await expect(hero.getByRole('link', { name: 'Find Gifts for Someone Else' })).toHaveAttribute('href', '/gift-for-someone');

    const figures = page.getByRole('definition');
    await expect(figures).toHaveText(['95%', '500K+', '2M+']);
    await expect(page.getByRole('term')).toHaveText(['Success Rate', 'Happy Users', 'Gifts Recommended']);
  });

  test('lays out the best sellers and the two social cards without inventing anything', async ({ page }) => {
    await page.goto('/');
    // No retail keys in these tests: the sample catalog answers, and the title says so (discovery.spec.ts has more).
    await expect(page.getByRole('heading', { name: 'Best Sellers from our Sample Catalog' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Categories' }).getByRole('radio')).toHaveCount(7);
    await expect(page.getByRole('heading', { name: 'Friend Activity' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Activity' })).toHaveAttribute('href', '/social');
    await expect(page.getByRole('heading', { name: 'Upcoming Occasions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Gift Ideas' })).toHaveAttribute('href', '/gift-for-someone');
    await expect(page.locator('body')).not.toContainText(/coming soon|lorem ipsum/i);
  });
});

test.describe('information pages', () => {
  const PAGES: [string, string][] = [
    ['/how-it-works', 'How It Works'],
    ['/about', 'About Giftwise'],
    ['/help', 'Help Center'],
    ['/contact', 'Contact Us'],
    ['/examples', 'Gift Finder Examples'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/search', 'Search'],
  ];

  for (const [path, title] of PAGES) {
    test(`${path} shows its title and content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('main')).not.toContainText(/coming soon|lorem ipsum/i);
    });
  }

  test('how it works lists the four steps of the AI Gift Finder', async ({ page }) => {
    await page.goto('/how-it-works');
    const steps = page.getByRole('list').filter({ hasText: 'Tell us about them' }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText([/Tell us about them/, /Occasion & Budget/, /Their Interests/, /Final Details \(Optional\)/]);
  });

  test('the cookie policy names the session cookie', async ({ page }) => {
    await page.goto('/cookie-policy');
    await expect(page.getByRole('heading', { name: 'The session cookie: better-auth.session_token' })).toBeVisible();
    await expect(page.getByText(/SameSite=Lax/)).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`/help and /contact at ${width}px have no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/help', '/contact', '/search?q=password', '/privacy']) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        const results = await axe(page).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});

test.describe('help center search', () => {
  test('filters the questions as you type, says how many match, and has an empty state', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
    const questions = page.locator('details summary');
    const total = await questions.count();
    expect(total).toBeGreaterThanOrEqual(15);

    const search = page.getByLabel('Search the Help Center');
    await search.fill('unsubscribe');
    await expect(page.getByText('How do I stop reminder or marketing emails?')).toBeVisible();
    await expect(page.getByText('How do I create an account?')).toBeHidden();
    const matching = await questions.count();
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(total);
    await expect(page.getByRole('status').filter({ hasText: `${matching} of ${total} answers match` })).toBeVisible();
    // While searching the answers are open.
    await expect(page.getByText(/Every reminder and marketing email ends with an unsubscribe link/)).toBeVisible();
    await expect(page).toHaveURL(/\/help\?q=unsubscribe$/);

    await search.fill('xylophone quartet');
    await expect(page.getByRole('heading', { name: 'No answers match your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(questions).toHaveCount(total);
  });

  test('opens the question a link points to', async ({ page }) => {
    await page.goto('/help#reset-password');
    await expect(page.locator('details#reset-password')).toHaveAttribute('open', '');
    await expect(page.getByText(/Its link works for one hour and only once/)).toBeVisible();
  });
});

test.describe('search', () => {
  test('finds an FAQ answer and follows it to the Help Center', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByLabel('Search Giftwise');
    await expect(box).toBeFocused();
    await box.fill('verification email');
    const first = page.getByRole('listitem').filter({ hasText: 'I did not get the verification email. What can I do?' });
    await expect(first).toBeVisible();
    await expect(first).toContainText('Help Center answer');
    await expect(page).toHaveURL(/\/search\?q=verification\+email$/);
    await expect(page.getByRole('heading', { name: 'Gifts', exact: true })).toBeVisible();

    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/help#verification-email$/);
    await expect(page.locator('details#verification-email')).toHaveAttribute('open', '');
  });

  test('reads the query from the URL and explains when nothing matches', async ({ page }) => {
    await page.goto('/search?q=cookie');
    await expect(page.getByLabel('Search Giftwise')).toHaveValue('cookie');
    await expect(page.getByRole('link', { name: /Cookie Policy/ }).first()).toBeVisible();

    await page.goto('/search?q=zebra%20accordion');
    await expect(page.getByText('No results for “zebra accordion”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit Help Center' })).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('shows each field’s message, then sends the message to support and a confirmation to the sender', async ({ page, request }) => {
    const email = `writer-${Date.now().toString(36)}@example.com`;
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter a message')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace@');
    await page.getByLabel('Subject', { exact: true }).fill('Birthday reminders');
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Please enter your name')).toBeHidden();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Message', { exact: true }).fill('My birthday reminders stopped arriving. Could you take a look?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    expect(mail.ok()).toBe(true);
    const { messages } = (await mail.json()) as { messages: { subject: string }[] };
    expect(messages.map((m) => m.subject)).toContain('We received your message');

    const all = (await (await request.get('/api/dev/mail')).json()) as { messages: { subject: string; replyTo: string; text: string }[] };
    const toSupport = all.messages.find((m) => m.replyTo === email);
    expect(toSupport?.subject).toBe('Contact form: Birthday reminders');
    expect(toSupport?.text).toContain('My birthday reminders stopped arriving.');

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper');
  });
});
