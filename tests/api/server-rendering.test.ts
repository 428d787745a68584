import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/pages/page-state.js';
import { BESTSELLERS_DEFAULT_LIMIT } from '#shared/products/catalog-constants.js';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { wishlistClient } from '../support/wishlist-helpers.js';

/**
 * Server rendering through the client plugin (issue 9, item 2; docs/decisions/165): the page state the server
 * decides (session from the cookie, site settings, the first best sellers on /) goes to the render and into the
 * page as a JSON block; the render's HTML goes into #root. A fixture build stands in for Vite's: its
 * .ssr/entry-server.js prints what it was given, so that the test sees exactly what the server handed over.
 */

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
const ENTRY = `
export async function renderPage({ url, state, nonce }) {
  if (new URL(url).pathname === '/help') throw new Error('a rendering bug');
  const who = state.session.user ? 'signed in as ' + state.session.user.name.replaceAll('<', '&lt;') : 'signed out';
  return '<p id="rendered" data-nonce="' + nonce + '">' + who + '</p>';
}
`;

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftwise-ssr-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.ssr'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), ENTRY);
  return dir;
}

/** The page state block of a page, parsed as the browser does. */
function stateOf(html: string): PageState | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as PageState) : null;
}

describe('server-rendered pages', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp({ client: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const { get } = requests(() => t);

  it('renders a signed-out home page with the session, the site settings and the first best sellers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p id="rendered"');
    expect(res.body).toContain('signed out');
    const state = stateOf(res.body);
    expect(state?.session).toEqual({ user: null });
    expect(state?.siteConfig).toEqual((await get('/api/site-config')).json());
    expect(state?.bestsellers).toEqual((await get(`/api/bestsellers?limit=${BESTSELLERS_DEFAULT_LIMIT}`)).json());
    expect(state?.bestsellers?.products.length).toBeGreaterThan(0);
  });

  it('gives the render the response nonce, the one in the CSP header', async () => {
    const res = await get('/about');
    const nonce = /data-nonce="([^"]+)"/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('decides the signed-in state from the session cookie, as GET /api/session answers it', async () => {
    const person = await signUpVerifiedUser(t, { name: 'Rendered Person' });
    const res = await get('/', person);
    expect(res.body).toContain('signed in as Rendered Person');
    const session = (await get('/api/session', person)).json();
    expect(stateOf(res.body)?.session).toEqual(session);
    // The signed-in list is the person's own (hearts, interest bonus), as GET /api/bestsellers answers them.
    const list = await get(`/api/bestsellers?limit=${BESTSELLERS_DEFAULT_LIMIT}`, person);
    expect(stateOf(res.body)?.bestsellers).toEqual(list.json());
  });

  it('treats a forged session cookie as signed out', async () => {
    const res = await get('/', 'better-auth.session_token=forged.c2lnbmF0dXJl');
    expect(res.body).toContain('signed out');
    expect(stateOf(res.body)?.session).toEqual({ user: null });
  });

  it('sends best sellers with the home page only', async () => {
    const res = await get('/about');
    expect(stateOf(res.body)?.bestsellers).toBeNull();
  });

  it('keeps a name that holds markup inside the JSON block, as data', async () => {
    const person = await signUpVerifiedUser(t, { name: '</script><script>alert(1)</script>' });
    const res = await get('/about', person);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(stateOf(res.body)?.session.user?.name).toBe('</script><script>alert(1)</script>');
  });

  it('renders the not-found page with its 404', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p id="rendered"');
  });

  it('sends the page for the client to render when the server render fails', async () => {
    const res = await get('/help');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(stateOf(res.body)).toBeNull();
  });

  it('leaves the offline app shell to the browser', async () => {
    const res = await get('/app-shell');
    expect(res.body).toContain('<div id="root"></div>');
    expect(stateOf(res.body)).toBeNull();
  });

  it('never serves the server-rendering bundle', async () => {
    const res = await get('/.ssr/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderPage');
  });

  describe('a shared wishlist', () => {
    let w: ReturnType<typeof wishlistClient>;
    let owner: TestUser;
    let claimer: TestUser;
    let list: string;
    let share: { id: string; token: string };

    beforeAll(async () => {
      w = wishlistClient(t);
      owner = await signUpVerifiedUser(t, { name: 'Paige Owner' });
      claimer = await signUpVerifiedUser(t, { name: 'Quentin Secretclaimer' });
      list = await w.createList(owner, { title: 'Rendered birthday', eventDate: '2026-12-10' });
      const item = await w.addItem(list, owner, { title: 'Rendered record player', price: 120 });
      share = await w.share(list, owner);
      const claimed = await w.post(`/api/wishlists/shared/${share.token}/items/${item}/claims`, claimer, {});
      expect(claimed.statusCode).toBe(201);
    });

    const page = (token: string, who?: TestUser) => get(`/wishlists/shared/${token}`, who);
    const viewCount = async () => {
      const shares = (await w.get(`/api/wishlists/${list}/shares`, owner)).json().shares as { id: string; viewCount: number }[];
      return shares.find((s) => s.id === share.id)!.viewCount;
    };

    it('embeds the list as the API answers a signed-out visitor', async () => {
      const res = await page(share.token);
      expect(res.statusCode).toBe(200);
      const state = stateOf(res.body)?.sharedWishlist;
      expect(state).toEqual({ token: share.token, detail: (await w.get(`/api/wishlists/shared/${share.token}`)).json() });
      expect(JSON.stringify(state)).toContain('Rendered record player');
      // Signed out may be the owner: taken or free only, never who (issue 17, 2.1).
      expect(res.body).not.toContain('Quentin Secretclaimer');
      expect(JSON.stringify(state)).toContain('"claimedQuantity":1');
    });

    it("embeds the claimer's own answer for a signed-in visitor", async () => {
      const state = stateOf((await page(share.token, claimer)).body)?.sharedWishlist;
      const api = (await w.get(`/api/wishlists/shared/${share.token}`, claimer)).json();
      expect(state).toEqual({ token: share.token, detail: api });
      expect(JSON.stringify(api)).toContain('Quentin Secretclaimer');
    });

    it('gives the owner no claim before the reveal, exactly as the API does', async () => {
      const state = stateOf((await page(share.token, owner)).body)?.sharedWishlist;
      expect(state).toEqual({ token: share.token, detail: (await w.get(`/api/wishlists/shared/${share.token}`, owner)).json() });
      expect(JSON.stringify(state)).not.toContain('Quentin Secretclaimer');
      expect(JSON.stringify(state)).not.toContain(claimer.email);
    });

    it('counts one view per rendered page, as one API read does', async () => {
      const before = await viewCount();
      await page(share.token);
      expect(await viewCount()).toBe(before + 1);
    });

    it("answers 404 for an unknown or malformed link, with its message as the API answers it, and counts nothing", async () => {
      const unknown = 'a'.repeat(30);
      const api = await w.get(`/api/wishlists/shared/${unknown}`);
      expect(api.statusCode).toBe(404);
      const unknownPage = await page(unknown);
      expect(unknownPage.statusCode).toBe(404);
      const state = stateOf(unknownPage.body)?.sharedWishlist;
      expect(state).toEqual({ token: unknown, error: { status: 404, code: api.json().error.code, message: WISHLIST_MESSAGES.shareNotFound } });
      expect(stateOf((await page('short')).body)?.sharedWishlist).toEqual({
        token: 'short',
        error: { status: 404, code: 'RESOURCE_NOT_FOUND', message: WISHLIST_MESSAGES.shareNotFound },
      });
    });

    it("answers 410 for a revoked link, with its message", async () => {
      const revoked = await w.share(list, owner);
      expect((await w.del(`/api/wishlists/${list}/shares/${revoked.id}`, owner)).statusCode).toBe(200);
      const api = await w.get(`/api/wishlists/shared/${revoked.token}`);
      expect(api.statusCode).toBe(410);
      const gone = await page(revoked.token);
      // The page answers as the API does (issue 17): 410, the message in the page (the e2e test reads it rendered).
      expect(gone.statusCode).toBe(410);
      expect(stateOf(gone.body)?.sharedWishlist).toEqual({
        token: revoked.token,
        error: { status: 410, code: api.json().error.code, message: WISHLIST_MESSAGES.shareRevoked },
      });
    });

    it('sends no shared list with other pages', async () => {
      expect(stateOf((await page(share.token)).body)?.sharedWishlist).not.toBeNull();
      expect(stateOf((await get('/about')).body)?.sharedWishlist).toBeNull();
    });
  });
});
