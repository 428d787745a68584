import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUnsubscribeToken } from '#server/services/email/unsubscribe-token';
import { axe } from './support/axe';

/**
 * Onboarding, the profile page, unsubscribing from an email link and the social sign-in buttons, in Chromium
 * against the production build (core-app.md 3, 4, 5; admin-area.md 3 and 9).
 */

const PASSWORD = 'profile-secret-1';
const NEW_PASSWORD = 'profile-secret-2';

// The CSP must not have to refuse anything these pages do. Radix Dialog's scroll lock injects a <style>
// element that only the coming per-request nonce will allow; the delete-account test opts out of that one.
const cspViolations = new WeakMap<Page, string[]>();
const allowDialogStyle = new WeakSet<Page>();
test.beforeEach(({ page }) => {
  const seen: string[] = [];
  cspViolations.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text() + JSON.stringify(message.location()));
  });
});
test.afterEach(({ page }) => {
  const seen = cspViolations.get(page) ?? [];
  const unexpected = allowDialogStyle.has(page) ? seen.filter((text) => !/style-src/.test(text)) : seen;
  expect(unexpected).toEqual([]);
});

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A verified, signed-in account in this page's browser context (the UI sign-up is tested in accounts.spec.ts). */
async function signedInUser(page: Page, baseURL: string, name: string, opts: { onboarded?: boolean } = {}) {
  const email = uniqueEmail(name.split(' ')[0].toLowerCase());
  const headers = { origin: baseURL };
  expect((await page.request.post('/api/auth/sign-up/email', { headers, data: { name, email, password: PASSWORD } })).ok()).toBe(true);
  const { messages } = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
  const verifyLink = messages.map((m) => m.text.match(/https?:\/\/\S*\/api\/auth\/verify-email\S*/)?.[0]).find(Boolean);
  await page.request.get(verifyLink!);
  expect((await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } })).ok()).toBe(true);
  if (opts.onboarded) {
    expect((await page.request.post('/api/profile/onboarding', { headers, data: { outcome: 'completed' } })).ok()).toBe(true);
  }
  return { email, headers };
}

async function me(page: Page) {
  const res = await page.request.get('/api/me');
  return res.ok() ? ((await res.json()) as { name: string; avatarUrl: string | null; profile: Record<string, unknown> }) : null;
}

function tempFile(name: string, bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'giftwise-avatar-')), name);
  writeFileSync(file, bytes);
  return file;
}

test.describe('onboarding', () => {
  test('a new person is sent to /onboarding from a signed-in page, goes through it, and comes back', async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, 'Olu Newcomer');
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Tell us a little about you' })).toBeVisible();

    const progress = page.getByRole('progressbar', { name: 'Onboarding progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 5');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Interests' }).getByRole('button')).toHaveCount(24);
    await page.getByRole('button', { name: 'Music' }).click();
    await page.getByRole('button', { name: 'Cooking' }).click();
    await expect(page.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    await expect(page.getByRole('heading', { name: 'How would you describe yourself?' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Personality traits' }).getByRole('button')).toHaveCount(14);
    await page.getByRole('button', { name: 'Creative' }).click();
    // Back keeps what was chosen.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Cooking' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Creative' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'What is your age range?' })).toBeVisible();
    await page.getByText('26-35', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'How do you describe your gender?' })).toBeVisible();
    await page.getByText('Non-binary', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'When is your birthday?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByLabel('Birthday').fill('2999-01-01');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Birthday cannot be in the future')).toBeVisible();
    await page.getByLabel('Birthday').fill('1990-04-12');
    await page.getByRole('button', { name: 'Finish' }).click();

    // Back to where the guard sent them from.
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByText("You're all set!")).toBeVisible();
    expect((await me(page))?.profile).toMatchObject({
      onboardingCompleted: true,
      interests: ['Music', 'Cooking'],
      personalityTraits: ['Creative'],
      ageRange: '26-35',
      gender: 'non-binary',
      birthday: '1990-04-12',
    });
  });

  test('another person skips it and is not sent back', async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, 'Sam Skipper');
    await page.goto('/wishlists');
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: 'Technology' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/wishlists$/);
    expect((await me(page))?.profile).toMatchObject({ onboardingCompleted: true, interests: ['Technology'] });
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('a visitor sees a friendly page with the ways in', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: "Let's get to know you" })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/onboarding');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('profile page', () => {
  test('edits name and interests, and they stay after a reload', async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, 'Grace Draft', { onboarded: true });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    const details = page.getByRole('form', { name: 'Profile details' });
    await details.getByLabel('Name').fill('Grace Hopper');
    await details.getByRole('button', { name: 'Travel' }).click();
    await details.getByRole('button', { name: 'Science' }).click();
    await details.getByLabel('Age range').selectOption('36-50');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible();

    await page.reload();
    await expect(details.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(details.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');
    await expect(details.getByRole('button', { name: 'Science' })).toHaveAttribute('aria-pressed', 'true');
    await expect(details.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'false');
    await expect(details.getByLabel('Age range')).toHaveValue('36-50');

    await details.getByLabel('Name').fill('   ');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(details.getByText('Please enter your name')).toBeVisible();
  });

  test('uploads an avatar, sees it in the header, and removes it', async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, 'Ada Picture', { onboarded: true });
    await page.goto('/profile');
    const avatarInput = page.locator('input[type="file"]');

    // A text file named .png passes the browser's look at the name, and the server refuses it by content.
    await avatarInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all\n'.repeat(10)) });
    await page.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select an image file (JPG, PNG, WebP, GIF or AVIF)' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
    await avatarInput.setInputFiles(tempFile('me.png', png));
    await expect(page.getByRole('img', { name: 'Preview of your new profile photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByText('Profile photo updated')).toBeVisible();

    const avatarUrl = (await me(page))?.avatarUrl;
    expect(avatarUrl).toMatch(/^\/api\/media\//);
    const headerImage = page.getByRole('button', { name: 'Account menu for Ada Picture' }).locator('img');
    await expect(headerImage).toHaveAttribute('src', avatarUrl!);
    expect(await headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', avatarUrl!);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Profile photo removed')).toBeVisible();
    await expect(headerImage).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  });

  test('changes email preferences and sees them after a reload', async ({ page, baseURL }) => {
    const { headers } = await signedInUser(page, baseURL!, 'Eve Mail', { onboarded: true });
    expect((await page.request.post('/api/recipients', { headers, data: { name: 'Noor' } })).ok()).toBe(true);
    await page.goto('/profile');
    const emailGroup = page.getByRole('group', { name: 'Email notifications' });
    const reminders = emailGroup.getByRole('switch', { name: 'Occasion reminders' });
    await expect(reminders).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Remind me before occasions')).toHaveValue('7');
    // Only kinds of email that exist have a switch (issue 17); the one notifications grid is the only in-app/push choice.
    await expect(emailGroup.getByRole('switch')).toHaveCount(4);
    for (const name of ['Price drops', 'Newsletter', 'Marketing emails']) await expect(page.getByRole('switch', { name })).toHaveCount(0);
    await expect(page.getByLabel('Price drop emails')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'In-app alerts' })).toHaveCount(0);

    await reminders.click();
    await page.getByLabel('Remind me before occasions').selectOption({ label: '2 weeks before' });
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Email preferences saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('group', { name: 'Email notifications' }).getByRole('switch', { name: 'Occasion reminders' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByLabel('Remind me before occasions')).toHaveValue('14');
    // What they mean: the calendar says reminder emails are paused, and a new event starts two weeks ahead.
    await page.goto('/calendar');
    await expect(page.getByRole('region', { name: 'Email Reminders' }).getByText('Status').locator('+ dd')).toContainText('Paused: occasion reminder emails are off in your email preferences');
    // Today's day in the month grid (its one tab stop) opens Add Event.
    await page.getByRole('grid', { name: 'Month' }).locator('[tabindex="0"]').click();
    await expect(page.getByRole('dialog', { name: 'Add Event' }).getByLabel('Remind days before')).toHaveValue('14');
  });

  test('changes the password with the form’s checks', async ({ page, baseURL }) => {
    const { email, headers } = await signedInUser(page, baseURL!, 'Pat Secret', { onboarded: true });
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password').fill(PASSWORD);
    await form.getByLabel('New Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm New Password').fill('shorter');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    await form.getByLabel('Current Password').fill('not-my-password');
    await form.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    // Enter submits (a second click this soon would be a swallowed double tap, platform.md 9).
    await form.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await form.getByLabel('Confirm New Password').press('Enter');
    await expect(form.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();

    await form.getByLabel('Current Password').fill(PASSWORD);
    await form.getByLabel('Current Password').press('Enter');
    await expect(form.getByText('Your password has been changed.')).toBeVisible();
    await expect(form.getByLabel('Current Password')).toHaveValue('');
    // Still signed in here; the old password no longer works, the new one does.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    expect((await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } })).status()).toBe(401);
    expect((await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: NEW_PASSWORD } })).ok()).toBe(true);
  });

  test('deletes the account after typing DELETE, signed out and sent home', async ({ page, baseURL }) => {
    allowDialogStyle.add(page);
    const { email, headers } = await signedInUser(page, baseURL!, 'Del Gone', { onboarded: true });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Gift History' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await me(page)).toBeNull();
    expect((await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } })).status()).toBe(401);
  });
});

test.describe('unsubscribe from an email link', () => {
  const secret = process.env.GIFTWISE_E2E_AUTH_SECRET!;

  test('the page shows what the link covers; only the button changes anything', async ({ page }) => {
    const email = uniqueEmail('reader');
    const token = signUnsubscribeToken(secret, { email, scope: 'marketing' });
    const state = async () => ((await (await page.request.get(`/api/unsubscribe?token=${encodeURIComponent(token)}`)).json()) as { unsubscribed: Record<string, boolean> }).unsubscribed;

    await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Email preferences' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByLabel('Marketing emails')).toBeChecked();
    await expect(page.getByLabel('Reminder emails')).not.toBeChecked();
    await expect(page.getByLabel('All emails')).not.toBeChecked();
    // Opening the page (a GET) changed nothing.
    expect(await state()).toEqual({ all: false, marketing: false, reminders: false });

    await page.getByLabel('Reminder emails').check();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await expect(page.getByText('You will no longer receive marketing or reminder emails.')).toBeVisible();
    expect(await state()).toEqual({ all: false, marketing: true, reminders: true });

    // Coming back shows the saved state; resubscribing is a choice too.
    await page.reload();
    await expect(page.getByLabel('Reminder emails')).toBeChecked();
    await page.getByLabel('Marketing emails').uncheck();
    await page.getByLabel('Reminder emails').uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('heading', { name: 'Your email preferences are saved' })).toBeVisible();
    expect(await state()).toEqual({ all: false, marketing: false, reminders: false });
  });

  test('an altered or missing token gets a clear error, not a form', async ({ page }) => {
    const token = signUnsubscribeToken(secret, { email: uniqueEmail('x'), scope: 'all' });
    await page.goto(`/unsubscribe?token=${encodeURIComponent(token.slice(0, -3))}`);
    await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await page.goto('/unsubscribe');
    await expect(page.getByRole('heading', { name: 'This unsubscribe link is incomplete' })).toBeVisible();
  });
});

test.describe('social sign-in buttons', () => {
  test('show only for configured providers and go to the provider’s address', async ({ page, baseURL }) => {
    // This server has no provider configured: no buttons.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);

    // The same screens with providers configured (answers stand in for the server's and the provider's).
    await page.route('**/api/auth-providers', (route) => route.fulfill({ json: { emailPassword: true, social: ['google', 'github'] } }));
    let sent: unknown = null;
    await page.route('**/api/auth/sign-in/social', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ json: { url: `${baseURL}/how-it-works?from=provider`, redirect: true } });
    });
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveURL(/\/how-it-works\?from=provider$/);
    expect(sent).toEqual({ provider: 'github', callbackURL: '/' });
  });

  test("a failure says the server's message, or 'Social login failed'", async ({ page }) => {
    await page.route('**/api/auth-providers', (route) => route.fulfill({ json: { emailPassword: true, social: ['google'] } }));
    await page.route('**/api/auth/sign-in/social', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'VALIDATION_ERROR', message: 'Provider not found' } } }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Provider not found')).toBeVisible();

    await page.unroute('**/api/auth/sign-in/social');
    await page.route('**/api/auth/sign-in/social', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Social login failed')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  async function expectNoBlockingViolations(page: Page) {
    const results = await axe(page).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  for (const width of [375, 1280]) {
    test(`/onboarding, /profile and /unsubscribe at ${width}px have no serious or critical axe violations`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/onboarding');
      await expect(page.getByRole('heading', { name: "Let's get to know you" })).toBeVisible();
      await expectNoBlockingViolations(page);
      const token = signUnsubscribeToken(process.env.GIFTWISE_E2E_AUTH_SECRET!, { email: uniqueEmail('axe'), scope: 'reminders' });
      await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
      await expect(page.getByRole('heading', { name: 'Email preferences' })).toBeVisible();
      await expectNoBlockingViolations(page);

      await signedInUser(page, baseURL!, 'Axel Check');
      await page.goto('/onboarding');
      await expect(page.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
      await expectNoBlockingViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'What is your age range?' })).toBeVisible();
      await expectNoBlockingViolations(page);
      await page.getByRole('button', { name: 'Skip for now' }).click();
      // The page leaves onboarding once the skip is stored; going on earlier could cut the request off.
      await page.waitForURL((url) => url.pathname !== '/onboarding');
      await page.goto('/profile');
      await expect(page.getByRole('group', { name: 'Email notifications' }).getByRole('switch').first()).toBeVisible();
      await expectNoBlockingViolations(page);
    });
  }
});
