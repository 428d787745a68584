import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * What the browser specs share: a watch for Content-Security-Policy refusals, unique addresses, and a person
 * signed up and in through the API (the UI sign-up itself is tested in accounts.spec.ts). A test that only needs
 * to be signed in as someone new asks for the `person` fixture of ./signed-in instead.
 */

/** Call at the top of a spec file: every test then fails if the CSP had to refuse anything the page did. */
export function failOnCspViolations(): void {
  const violations = new WeakMap<Page, string[]>();
  test.beforeEach(({ page }) => {
    const seen: string[] = [];
    violations.set(page, seen);
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
    });
  });
  test.afterEach(({ page }) => {
    expect(violations.get(page) ?? []).toEqual([]);
  });
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface SignUpOptions {
  name: string;
  email: string;
  password: string;
  /** Onboarding after sign-in: skipped (default), completed, or left pending. */
  onboarding?: 'skipped' | 'completed' | 'pending';
}

/**
 * Signs a person up and in, in the request context's cookie jar: sign-up, the verification link from the
 * development mailbox (GET /api/dev/mail), sign-in, then onboarding as asked. Signing up an address twice is
 * harmless (the second sign-up is answered like the first). Returns the Origin header used for writes.
 */
export async function signUpAndIn(request: APIRequestContext, baseURL: string, opts: SignUpOptions): Promise<{ origin: string }> {
  const headers = { origin: baseURL };
  const { name, email, password } = opts;
  expect((await request.post('/api/auth/sign-up/email', { headers, data: { name, email, password } })).ok()).toBe(true);
  const mailbox = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
  const verifyLink = messages.map((m) => m.text.match(/https?:\/\/\S*\/api\/auth\/verify-email\S*/)?.[0]).find(Boolean);
  if (verifyLink) expect((await request.get(verifyLink)).ok()).toBe(true);
  expect((await request.post('/api/auth/sign-in/email', { headers, data: { email, password } })).ok()).toBe(true);
  const onboarding = opts.onboarding ?? 'skipped';
  if (onboarding !== 'pending') {
    expect((await request.post('/api/profile/onboarding', { headers, data: { outcome: onboarding } })).ok()).toBe(true);
  }
  return headers;
}
