import { expect, type Locator, type Page, test } from '@playwright/test';
import { giftScoreColour } from '#shared/products/gift-score';
import type { RecommendationRun } from '#shared/schemas/gift-finder';
import { failOnCspViolations, signUpAndIn, uniqueEmail } from './support/session';

/**
 * The gift finder wizard (/gift-for-someone) and its recommendations (/recommendations?run={id}) in Chromium
 * against the production build, with the local engine and the sample catalog (no AI key is set): core-app.md
 * 2 "Gift for someone wizard", 4 "Wizard", 5 "Wizard step 1-4", 8 and issue 4 "/recommendations".
 */

const PASSWORD = 'gift-finder-secret-1';
const SUMMARY = 'Please complete the following required fields:';

// The CSP must not have to refuse anything these pages do.
failOnCspViolations();

/** A verified, signed-in and onboarded account in this page's browser context. */
async function signedInUser(page: Page, baseURL: string, name: string) {
  const email = uniqueEmail(name.split(' ')[0].toLowerCase());
  const headers = await signUpAndIn(page.request, baseURL, { name, email, password: PASSWORD, onboarding: 'completed' });
  return { email, headers };
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });
const summaryBox = (page: Page) => page.getByText(SUMMARY).locator('..');

async function expectProgress(page: Page, step: number) {
  const percent = step * 25;
  await expect(page.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${percent}%`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Gift finder progress' })).toHaveAttribute('aria-valuenow', String(percent));
}

/** Focus a control, then move on to another one: the first counts as touched (left). */
async function touchAndLeave(control: Locator, next: Locator) {
  await control.focus();
  await next.focus();
}

interface Answers {
  name?: string;
  age?: string;
  gender?: string;
  relationship?: string;
  occasion?: string;
  min?: number;
  max?: number;
  interests?: string[];
  traits?: string[];
}

/** Goes through the four steps with these answers, up to the 'Find Perfect Gifts' button. */
async function answerWizard(page: Page, answers: Answers = {}) {
  const a = { name: 'Ada', age: '26-35', gender: 'Female', relationship: 'Friend', occasion: 'Birthday', min: 20, max: 60, interests: ['Coffee', 'Books'], traits: ['Creative'], ...answers };
  await expect(stepHeading(page, 'Tell us about them')).toBeVisible();
  await page.getByLabel('Name (optional)').fill(a.name);
  await page.getByText(a.age, { exact: true }).click();
  await page.getByText(a.gender, { exact: true }).click();
  await page.getByLabel('Relationship').selectOption(a.relationship);
  await nextButton(page).click();
  await expect(stepHeading(page, 'Occasion & Budget')).toBeVisible();
  await page.getByLabel('Occasion').selectOption(a.occasion);
  await page.getByLabel('Minimum budget').fill(String(a.min));
  await page.getByLabel('Maximum budget').fill(String(a.max));
  await nextButton(page).click();
  await expect(stepHeading(page, 'Their Interests')).toBeVisible();
  for (const interest of a.interests) await page.getByRole('button', { name: interest, exact: true }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Final Details (Optional)')).toBeVisible();
  for (const trait of a.traits) await page.getByRole('button', { name: trait, exact: true }).click();
}

async function runIdFromUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/recommendations\?run=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('run')!;
}

/** The picks of one list on the recommendations page: title, price and score of each. */
async function picksIn(list: Locator) {
  const cards = list.getByRole('article');
  const count = await cards.count();
  const picks: { title: string; price: number; score: number; colour: string | null }[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const badge = card.locator('[data-score-colour]');
    picks.push({
      title: (await card.getByRole('heading', { level: 3 }).textContent())!.trim(),
      price: Number(await card.locator('[data-price]').getAttribute('data-price')),
      score: Number(((await badge.textContent()) ?? '').replace(/\D+/g, '')),
      colour: await badge.getAttribute('data-score-colour'),
    });
  }
  return picks;
}

test.describe('the gift finder wizard', () => {
  test('each step shows the spec messages once touched, Next waits for a valid step, Previous clears the errors', async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, 'Wanda Wizard');
    await page.goto('/gift-for-someone');

    // Step 1: nothing shows before anything is touched; Next is disabled.
    await expect(stepHeading(page, 'Tell us about them')).toBeVisible();
    await expectProgress(page, 1);
    await expect(nextButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByText(SUMMARY)).toHaveCount(0);
    await expect(page.getByText('Please select an age range')).toHaveCount(0);

    const name = page.getByLabel('Name (optional)');
    const relationship = page.getByLabel('Relationship');
    await touchAndLeave(page.getByRole('radio', { name: '0-12' }), name);
    await expect(page.getByText('Please select an age range', { exact: true })).toBeVisible();
    await expect(page.getByText('Please select a gender', { exact: true })).toHaveCount(0);
    await touchAndLeave(page.getByRole('radio', { name: 'Female' }), name);
    await expect(page.getByText('Please select a gender', { exact: true })).toBeVisible();
    await touchAndLeave(relationship, name);
    await expect(page.getByText('Please select your relationship', { exact: true })).toBeVisible();
    // The summary lists the step's missing fields, and offers Start Over.
    await expect(summaryBox(page).getByRole('listitem')).toHaveText(['•Age range', '•Gender', '•Relationship']);
    await expect(summaryBox(page).getByRole('button', { name: 'Start Over' })).toBeVisible();
    // Gender values read nicely; every choice list is the spec's.
    await expect(page.getByRole('group', { name: 'Age range' }).getByRole('radio')).toHaveCount(7);
    await expect(page.getByRole('group', { name: 'Gender' }).getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('radio', { name: 'Prefer not to say' })).toHaveValue('prefer-not-to-say');
    await expect(relationship.locator('option:not([disabled])')).toHaveCount(11);

    await page.getByText('26-35', { exact: true }).click();
    await page.getByText('Female', { exact: true }).click();
    await expect(summaryBox(page).getByRole('listitem')).toHaveText(['•Relationship']);
    await expect(nextButton(page)).toBeDisabled();
    await relationship.selectOption('Friend');
    await expect(page.getByText(SUMMARY)).toHaveCount(0);
    await expect(page.getByText('Please select your relationship')).toHaveCount(0);
    await name.fill('Ada');
    await nextButton(page).click();

    // Step 2: occasion and budget.
    await expect(stepHeading(page, 'Occasion & Budget')).toBeVisible();
    await expectProgress(page, 2);
    const occasion = page.getByLabel('Occasion');
    const min = page.getByLabel('Minimum budget');
    const max = page.getByLabel('Maximum budget');
    await expect(min).toHaveValue('0');
    await expect(max).toHaveValue('100');
    await expect(min).toHaveAttribute('min', '0');
    await expect(max).toHaveAttribute('min', '1');
    await expect(occasion.locator('option:not([disabled])')).toHaveCount(15);
    await expect(nextButton(page)).toBeDisabled();
    await touchAndLeave(occasion, min);
    await expect(page.getByText('Please select an occasion', { exact: true })).toBeVisible();
    await occasion.selectOption('Birthday');
    await expect(page.getByText('Please select an occasion')).toHaveCount(0);
    await expect(nextButton(page)).toBeEnabled();

    await min.fill('200');
    await max.focus();
    await expect(page.getByText('Maximum budget must be greater than minimum', { exact: true })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await expect(summaryBox(page).getByRole('listitem')).toHaveText(['•Maximum budget']);
    await min.fill('-5');
    await min.blur();
    await expect(page.getByText('Minimum budget cannot be negative', { exact: true })).toBeVisible();
    await min.fill('10');
    await max.fill('0');
    await max.blur();
    await expect(page.getByText('Please set a valid maximum budget', { exact: true })).toBeVisible();
    await max.fill('60');
    await expect(page.getByText(SUMMARY)).toHaveCount(0);

    // Previous is always allowed and clears the errors; the answers stay.
    await max.fill('');
    await max.blur();
    await expect(page.getByText('Please set a valid maximum budget', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(stepHeading(page, 'Tell us about them')).toBeVisible();
    await expect(page.getByText(SUMMARY)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '26-35' })).toBeChecked();
    await nextButton(page).click();
    await expect(stepHeading(page, 'Occasion & Budget')).toBeVisible();
    await expect(page.getByText('Please set a valid maximum budget')).toHaveCount(0);
    await expect(occasion).toHaveValue('Birthday');
    await expect(min).toHaveValue('10');
    await max.fill('60');
    await nextButton(page).click();

    // Step 3: at least one interest.
    await expect(stepHeading(page, 'Their Interests')).toBeVisible();
    await expectProgress(page, 3);
    const interests = page.getByRole('group', { name: 'Interests' });
    await expect(interests.getByRole('button')).toHaveCount(24);
    await expect(nextButton(page)).toBeDisabled();
    const coffee = interests.getByRole('button', { name: 'Coffee' });
    await coffee.click();
    await expect(coffee).toHaveAttribute('aria-pressed', 'true');
    await expect(nextButton(page)).toBeEnabled();
    await coffee.click();
    await expect(coffee).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Please select at least one interest', { exact: true })).toBeVisible();
    await expect(summaryBox(page).getByRole('listitem')).toHaveText(['•Interests']);
    await expect(nextButton(page)).toBeDisabled();
    await interests.getByRole('button', { name: 'Books' }).click();
    await nextButton(page).click();

    // Step 4: nothing required; the save checkbox is on and names the person.
    await expect(stepHeading(page, 'Final Details (Optional)')).toBeVisible();
    await expectProgress(page, 4);
    await expect(page.getByRole('group', { name: 'Personality traits' }).getByRole('button')).toHaveCount(14);
    await expect(page.getByLabel('Additional info')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Save Ada for future gift shopping' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Find Perfect Gifts' })).toBeEnabled();

    // Without a name there is nothing to save, so no checkbox.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByLabel('Name (optional)').fill('');
    for (let i = 0; i < 3; i++) await nextButton(page).click();
    await expect(stepHeading(page, 'Final Details (Optional)')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });

  test('the answers survive a reload, and an invalid step offers Start Over', async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, 'Remy Reload');
    await page.goto('/gift-for-someone');
    await page.getByLabel('Name (optional)').fill('Theo');
    await page.getByText('13-17', { exact: true }).click();
    await page.getByText('Male', { exact: true }).click();
    await page.getByLabel('Relationship').selectOption('Child');
    await nextButton(page).click();
    await page.getByLabel('Occasion').selectOption('Graduation');

    await page.reload();
    await expect(stepHeading(page, 'Occasion & Budget')).toBeVisible();
    await expect(page.getByLabel('Occasion')).toHaveValue('Graduation');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Theo');

    // A damaged saved state: the step is out of range.
    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('giftwise:gift-finder')!);
      stored.state.step = 9;
      sessionStorage.setItem('giftwise:gift-finder', JSON.stringify(stored));
    });
    await page.reload();
    await expect(page.getByText('Invalid step. Please refresh the page.')).toBeVisible();
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(stepHeading(page, 'Tell us about them')).toBeVisible();
    await expectProgress(page, 1);
    await expect(page.getByLabel('Name (optional)')).toHaveValue('');
  });
});

test.describe('recommendations', () => {
  test('a full run: picks within the budget with scores and reasons, reload, more ideas, feedback, budget and wishlist', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { headers } = await signedInUser(page, baseURL!, 'Finn Finder');
    await page.goto('/gift-for-someone');
    await answerWizard(page, { name: 'Ada', min: 20, max: 60, interests: ['Coffee', 'Books'] });
    await page.getByLabel('Additional info').fill('Loves poetry and early mornings');
    await page.getByRole('button', { name: 'Find Perfect Gifts' }).click();

    const runId = await runIdFromUrl(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift ideas for Ada' })).toBeVisible();
    await expect(page.getByText('Picked by Giftwise matching')).toBeVisible();
    await expect(page.getByText('Budget $20 – $60')).toBeVisible();

    const top = page.getByRole('list', { name: 'Top picks' });
    await expect(top.getByRole('article').first()).toBeVisible();
    const first = await picksIn(top);
    expect(first.length).toBeGreaterThan(0);
    for (const pick of first) {
      expect(pick.price).toBeGreaterThanOrEqual(20);
      expect(pick.price).toBeLessThanOrEqual(60);
      expect(pick.score).toBeGreaterThanOrEqual(60);
      expect(pick.colour).toBe(giftScoreColour(pick.score));
    }
    // Every pick says why it fits and links out to the retailer.
    const firstCard = top.getByRole('article').first();
    await expect(firstCard.getByRole('list', { name: 'Why it fits' }).getByRole('listitem').first()).toBeVisible();
    const view = firstCard.getByRole('link', { name: /^View/ });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'sponsored noopener');

    // The run has its own address: a reload shows the same picks.
    await page.reload();
    await expect(top.getByRole('article').first()).toBeVisible();
    expect((await picksIn(top)).map((p) => p.title)).toEqual(first.map((p) => p.title));

    // 'Not this' is kept for the run (and dims the pick); pressing again takes it back.
    const notThis = firstCard.getByRole('button', { name: 'Not this' });
    await notThis.click();
    await expect(notThis).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard).toHaveAttribute('data-feedback', 'not');
    await expect
      .poll(async () => ((await (await page.request.get(`/api/recommendations/${runId}`)).json()) as { run: RecommendationRun }).run.items.find((i) => i.title === first[0].title)?.feedback)
      .toBe('not');
    await page.reload();
    await expect(top.getByRole('article').first().getByRole('button', { name: 'Not this' })).toHaveAttribute('aria-pressed', 'true');
    const moreLike = top.getByRole('article').nth(1).getByRole('button', { name: 'More like this' });
    await moreLike.click();
    await expect(moreLike).toHaveAttribute('aria-pressed', 'true');

    // Show more ideas: a new batch on top that repeats nothing; the earlier ones stay below.
    await page.getByRole('button', { name: 'Show more ideas' }).click();
    await expect(page.getByRole('heading', { name: 'Earlier ideas' })).toBeVisible();
    const newer = page.getByRole('list', { name: 'New ideas' });
    await expect(newer.getByRole('article').first()).toBeVisible();
    const second = await picksIn(newer);
    expect(second.length).toBeGreaterThan(0);
    const firstTitles = new Set(first.map((p) => p.title));
    for (const pick of second) {
      expect(firstTitles.has(pick.title)).toBe(false);
      expect(pick.price).toBeGreaterThanOrEqual(20);
      expect(pick.price).toBeLessThanOrEqual(60);
    }
    expect((await picksIn(page.getByRole('list', { name: 'Earlier ideas' }))).map((p) => p.title)).toEqual(first.map((p) => p.title));

    // Save a pick to the wishlist.
    const toSave = newer.getByRole('article').first();
    const savedTitle = second[0].title;
    await toSave.getByRole('button', { name: 'Save to wishlist' }).click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(toSave.getByRole('button', { name: 'Saved' })).toBeDisabled();
    const wishlist = (await (await page.request.get('/api/wishlists/default')).json()) as { items: { title: string }[] };
    expect(wishlist.items.map((i) => i.title)).toContain(savedTitle);

    // A new budget: the next batch keeps to it.
    await page.getByLabel('Minimum budget').fill('10');
    await page.getByLabel('Maximum budget').fill('35');
    await page.getByRole('button', { name: 'Update budget' }).click();
    await expect(page.getByText('Budget $10 – $35')).toBeVisible();
    await expect(newer.getByRole('article').first()).toBeVisible();
    const third = await picksIn(newer);
    expect(third.length).toBeGreaterThan(0);
    const secondTitles = new Set(second.map((p) => p.title));
    for (const pick of third) {
      expect(firstTitles.has(pick.title) || secondTitles.has(pick.title)).toBe(false);
      expect(pick.price).toBeGreaterThanOrEqual(10);
      expect(pick.price).toBeLessThanOrEqual(35);
    }

    // Ada was saved as a recipient (the checkbox is on by default).
    const recipients = (await (await page.request.get('/api/recipients', { headers })).json()) as { recipients: { name: string }[] };
    expect(recipients.recipients.filter((r) => r.name === 'Ada')).toHaveLength(1);

    // The list of searches links back to this run.
    await page.goto('/recommendations');
    await expect(page.getByRole('heading', { level: 1, name: 'Your gift searches' })).toBeVisible();
    await page.getByRole('link', { name: /Gift ideas for Ada/ }).click();
    await expect(page).toHaveURL(new RegExp(`run=${runId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Gift ideas for Ada' })).toBeVisible();
  });

  test('?recipient= pre-fills the wizard from a saved recipient and saves no duplicate', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { headers } = await signedInUser(page, baseURL!, 'Pia Prefill');
    const created = await page.request.post('/api/recipients', {
      headers,
      data: {
        name: 'Grandma Rose',
        age: '65+',
        gender: 'female',
        relationship: 'Extended Family',
        interests: ['Gardening', 'Cooking'],
        personality_traits: ['Traditional'],
        additional_info: 'Has a small greenhouse',
      },
    });
    expect(created.status()).toBe(201);
    const { recipient } = (await created.json()) as { recipient: { id: string } };

    await page.goto(`/gift-for-someone?recipient=${recipient.id}`);
    await expect(stepHeading(page, 'Tell us about them')).toBeVisible();
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Grandma Rose');
    await expect(page.getByRole('radio', { name: '65+' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByLabel('Relationship')).toHaveValue('Extended Family');
    await nextButton(page).click();
    await page.getByLabel('Occasion').selectOption("Mother's Day");
    await nextButton(page).click();
    await expect(page.getByRole('button', { name: 'Gardening' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Cooking' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'false');
    await nextButton(page).click();
    await expect(page.getByRole('button', { name: 'Traditional' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Additional info')).toHaveValue('Has a small greenhouse');
    // Already saved: nothing to tick.
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    // A reload keeps what was changed since the pre-fill.
    await page.getByRole('button', { name: 'Romantic' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Romantic' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Find Perfect Gifts' }).click();
    const runId = await runIdFromUrl(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift ideas for Grandma Rose' })).toBeVisible();
    const { run } = (await (await page.request.get(`/api/recommendations/${runId}`)).json()) as { run: RecommendationRun };
    expect(run.recipientId).toBe(recipient.id);
    expect(run.profile).toMatchObject({ occasion: "Mother's Day", interests: ['Cooking', 'Gardening'], personalityTraits: ['Traditional', 'Romantic'] });
    const recipients = (await (await page.request.get('/api/recipients')).json()) as { recipients: { name: string }[] };
    expect(recipients.recipients.filter((r) => r.name === 'Grandma Rose')).toHaveLength(1);
  });

  test('without a run: an empty list leads to the wizard; an unknown run is not found', async ({ page, baseURL }) => {
    await signedInUser(page, baseURL!, 'Nell Newcomer');
    await page.goto('/recommendations');
    await expect(page.getByRole('heading', { name: 'No gift searches yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Start the gift finder' }).click();
    await expect(page).toHaveURL(/\/gift-for-someone$/);
    await expect(stepHeading(page, 'Tell us about them')).toBeVisible();

    await page.goto('/recommendations?run=0b7f0d8e-6a55-4c7b-9d4e-3c2a1f0e9d8c');
    await expect(page.getByRole('heading', { name: 'This gift search was not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Find gifts for someone' }).click();
    await expect(page).toHaveURL(/\/gift-for-someone$/);
  });
});
