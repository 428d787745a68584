import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { axe } from './axe';

/** What the wishlist browser specs share: API set-up, the development mailbox, axe and screenshots. */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Only when asked (SCREENSHOTS=1): pictures to look at, not part of the assertions. */
export async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/wishlists-${name}.png`, fullPage: true });
}

export async function expectNoSeriousAxeViolations(page: Page) {
  // A dialog fading in is measured half-transparent: wait until no finite animation runs (a pulse may loop).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // The toaster (sonner's rich colours) is left out: its contrast is the toaster's own (see the report), not these screens'.
  const results = await axe(page).exclude('[data-sonner-toaster]').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Mail {
  subject?: string;
  text: string;
}

/** The newest link in the development mailbox for `to` whose path matches `pathPattern` (waits for the worker). */
export async function linkFromMail(request: APIRequestContext, to: string, pathPattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: Mail[] };
        for (const message of messages) {
          for (const link of message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
            if (pathPattern.test(new URL(link).pathname)) found = link;
          }
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

export interface CreatedList {
  id: string;
  title: string;
}

export async function createList(request: APIRequestContext, origin: string, body: Record<string, unknown>): Promise<CreatedList> {
  const res = await request.post('/api/wishlists', { headers: { origin }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { wishlist: CreatedList }).wishlist;
}

export async function addItem(request: APIRequestContext, origin: string, listId: string, body: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const res = await request.post(`/api/wishlists/${listId}/items`, { headers: { origin }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: { id: string; title: string } }).item;
}

export async function createShare(request: APIRequestContext, origin: string, listId: string): Promise<string> {
  const res = await request.post(`/api/wishlists/${listId}/shares`, { headers: { origin }, data: { expiresInDays: null } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { share: { url: string } }).share.url;
}

/**
 * Records every JSON answer the page receives from /api, and every page document (a server-rendered page
 * carries answers in its page state, docs/decisions/165), so a test can look for data that must never be in
 * them. Returns the bodies read so far (call after the page has settled).
 */
export function recordApiAnswers(page: Page): () => Promise<{ url: string; body: string }[]> {
  const pending: Promise<{ url: string; body: string } | null>[] = [];
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (!isDocument && !new URL(response.url()).pathname.startsWith('/api/')) return;
    // The notification stream never ends, so its body never resolves; it carries notification ids only
    // (docs/decisions/131), and the notifications it names are read through /api/notifications, recorded here.
    if (response.headers()['content-type']?.startsWith('text/event-stream')) return;
    pending.push(
      response
        .text()
        .then((body) => ({ url: response.url(), body }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((entry): entry is { url: string; body: string } => entry !== null);
}
