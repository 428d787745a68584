import path from 'node:path';
import { test as base } from '@playwright/test';
import { signUpAndIn, uniqueEmail, type SignUpOptions } from './session';

export { expect } from '@playwright/test';

/** The person a test is signed in as: a fresh, verified account of its own (issue 18, item 8). */
export interface SignedInPerson {
  name: string;
  email: string;
  password: string;
  /** The Origin header the API wants on writes. */
  origin: string;
  /** The headers of a write through page.request: `page.request.post(url, { headers: person.headers, data })`. */
  headers: { origin: string };
}

const PERSON_PASSWORD = 'signed-in-secret-1';

interface PersonOptions {
  /** The person's name (test.use({ personName: 'Grace Hopper' })). */
  personName: string;
  /** Onboarding after sign-in: skipped (default), completed, or left pending. */
  personOnboarding: NonNullable<SignUpOptions['onboarding']>;
}

/**
 * `test` with a `person` fixture: a test that names it starts signed in as a new, verified person. The account is
 * made through the API (sign-up, the verification link from the development mailbox, sign-in), and the session
 * cookie lands in the page's browser context, which page.request shares. Nothing is signed up for a test that does
 * not ask for `person`. The UI sign-up itself is tested in accounts.spec.ts.
 *
 *   import { expect, test } from './support/signed-in';
 *   test.use({ personName: 'Grace Hopper' });
 *   test('...', async ({ page, person }) => { await page.goto('/calendar'); ... });
 */
export const test = base.extend<PersonOptions & { person: SignedInPerson }>({
  personName: ['Test Person', { option: true }],
  personOnboarding: ['skipped', { option: true }],
  person: async ({ page, baseURL, personName, personOnboarding }, use, testInfo) => {
    const email = uniqueEmail(path.basename(testInfo.file).replace(/\..*$/, ''));
    const { origin } = await signUpAndIn(page.request, baseURL!, { name: personName, email, password: PERSON_PASSWORD, onboarding: personOnboarding });
    await use({ name: personName, email, password: PERSON_PASSWORD, origin, headers: { origin } });
  },
});
