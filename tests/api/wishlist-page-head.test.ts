import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '#shared/csp-nonce.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { wishlistClient } from '../support/wishlist-helpers.js';

/**
 * The shared list's page as a link preview reads it (issue 12): written by the server with the list's Open
 * Graph title, description and image, and noindex; an expired or revoked link's page names the problem and
 * no list. Against a fixture build shaped like Vite's output.
 */
const FIXTURE_INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!-- page-head --><title>Giftwise</title><!-- /page-head -->
<script type="module" src="/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
</head><body><div id="root"></div></body></html>`;

describe('the shared wishlist page head', () => {
  let dist: string;
  let t: TestApp;
  let clock = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'giftwise-wishlist-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), FIXTURE_INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await createTestApp({ client: { distDir: dist }, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function head(url: string) {
    const res = await requests(t).get(url);
    const document = new JSDOM(res.body).window.document;
    const meta = (attr: string, key: string) => document.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
    return { res, title: document.title, meta };
  }

  it("carries the list's title, description and image, noindex, and counts no view", async () => {
    const w = wishlistClient(t);
    const ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    const list = await w.createList(ada, { title: 'Ada turns 40', occasion: 'Birthday', description: 'Books & tea <3' });
    await w.addItem(list, ada, { title: 'Teapot', imageUrl: 'https://shop.example/teapot.jpg' });
    const grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
    await w.join(list, ada, grace, 'viewer');
    await w.post(`/api/wishlists/${list}/surprise-items`, grace, { title: 'Secret', imageUrl: 'https://shop.example/secret.jpg' });
    const share = await w.share(list, ada, 3);

    const page = await head(`/wishlists/shared/${share.token}`);
    expect(page.res.statusCode).toBe(200);
    expect(page.title).toBe("Ada turns 40: Ada Lovelace's wishlist | Giftwise");
    expect(page.meta('property', 'og:title')).toBe("Ada turns 40: Ada Lovelace's wishlist | Giftwise");
    expect(page.meta('property', 'og:description')).toBe('Ada Lovelace shared a wishlist for Birthday on Giftwise. Books & tea <3');
    expect(page.meta('property', 'og:image')).toBe('https://shop.example/teapot.jpg');
    expect(page.meta('name', 'robots')).toBe('noindex');
    expect(page.res.body).not.toContain('secret.jpg');
    expect((await w.get(`/api/wishlists/${list}/shares`, ada)).json().shares[0].viewCount).toBe(0);

    clock = new Date(clock.getTime() + 4 * 24 * 60 * 60 * 1000);
    const expired = await head(`/wishlists/shared/${share.token}`);
    expect(expired.res.statusCode).toBe(200);
    expect(expired.meta('name', 'description')).toBe(WISHLIST_MESSAGES.shareExpired);
    expect(expired.res.body).not.toContain('Ada turns 40');

    const unknown = await head(`/wishlists/shared/${'z'.repeat(43)}`);
    expect(unknown.meta('name', 'description')).toBe(WISHLIST_MESSAGES.shareNotFound);
    expect(unknown.meta('name', 'robots')).toBe('noindex');
  });
});
