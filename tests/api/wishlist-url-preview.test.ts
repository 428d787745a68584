import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WISHLIST_MESSAGES } from '#shared/schemas/wishlists/fields.js';
import { UrlPreviewResponse } from '#shared/schemas/wishlists/items.js';
import { createPageFetcher, PageFetchError } from '#server/integrations/web/page-fetcher.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { wishlistClient } from '../support/wishlist-helpers.js';

/**
 * The pasted-URL reader against a local page server on 127.0.0.2, which stands in for a public shop (the only
 * address the test fetcher treats as public): its redirects to 127.0.0.1 and to the cloud metadata address
 * 169.254.169.254 are refused by the real guard, as is a host name that resolves to loopback.
 */
const PRODUCT_PAGE = `<!doctype html><html><head>
<title>Linen Apron | Tiny Shop</title>
<meta property="og:title" content="Linen Apron">
<meta property="og:description" content="Stonewashed linen with two pockets.">
<meta property="og:image" content="/img/apron.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Linen Apron","offers":{"@type":"Offer","price":"32.00","priceCurrency":"USD"}}</script>
</head><body>Apron</body></html>`;

describe('POST /api/wishlists/url-preview', () => {
  let server: http.Server;
  let origin: string;
  let port: number;
  let hits: string[] = [];
  let guarded: TestApp;
  let ada: TestUser;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      const to = (location: string) => {
        res.writeHead(302, { location });
        res.end();
      };
      if (req.url === '/product') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(PRODUCT_PAGE);
      } else if (req.url === '/to-loopback') to(`http://127.0.0.1:${port}/product`);
      else if (req.url === '/to-metadata') to('http://169.254.169.254/latest/meta-data/iam/security-credentials/');
      else if (req.url === '/to-localhost-name') to(`http://localhost:${port}/product`);
      else if (req.url === '/to-file') to('file:///etc/passwd');
      else if (req.url?.startsWith('/hop/')) {
        const n = Number(req.url.slice(5));
        to(n > 0 ? `/hop/${n - 1}` : '/product');
      } else if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write(PRODUCT_PAGE.replace('</head>', '<meta name="filler" content="'));
        const chunk = 'x'.repeat(64 * 1024);
        for (let i = 0; i < 40; i++) res.write(chunk);
        res.end('"></head></html>');
      } else if (req.url === '/slow') {
        setTimeout(() => res.end(PRODUCT_PAGE), 3000);
      } else if (req.url === '/image') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end('png');
      } else {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('nope');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.2:${port}`;
    guarded = await createTestApp({ context: { pageFetcher: createPageFetcher({ treatAsPublic: ['127.0.0.2'] }) } });
  });
  afterAll(async () => {
    await guarded.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    hits = [];
    await guarded.reset();
    ada = await signUpVerifiedUser(guarded, { name: 'Ada Lovelace' });
  });

  const preview = (url: string, who: TestUser | null = ada) => wishlistClient(guarded).post('/api/wishlists/url-preview', who, { url });

  it("reads the page's title, description, image and price for the person to correct", async () => {
    const res = await preview(`${origin}/product`);
    expect(res.statusCode, res.body).toBe(200);
    expect(UrlPreviewResponse.parse(res.json()).preview).toEqual({
      url: `${origin}/product`,
      title: 'Linen Apron',
      description: 'Stonewashed linen with two pockets.',
      imageUrl: `${origin}/img/apron.jpg`,
      price: 32,
      currency: 'USD',
    });
  });

  it('follows up to 3 redirects, and no more', async () => {
    expect((await preview(`${origin}/hop/2`)).statusCode).toBe(200);
    const tooMany = await preview(`${origin}/hop/3`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.url).toBe(WISHLIST_MESSAGES.urlUnreadable);
  });

  it.each([
    ['a redirect to 127.0.0.1', '/to-loopback'],
    ['a redirect to the metadata address 169.254.169.254', '/to-metadata'],
    ['a redirect to a name that resolves to loopback', '/to-localhost-name'],
  ])('refuses %s, checked again after the redirect', async (_label, path) => {
    const res = await preview(`${origin}${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ url: WISHLIST_MESSAGES.urlNotAllowed });
    // Only the first hop reached the page server; the product behind 127.0.0.1 was never read.
    expect(hits).toEqual([path]);
  });

  it('refuses loopback, private and link-local addresses and names that resolve to them, before connecting', async () => {
    for (const url of [`http://127.0.0.1:${port}/product`, `http://localhost:${port}/product`, 'http://169.254.169.254/latest/meta-data/', 'http://10.1.2.3/', 'http://[::1]:1/']) {
      const res = await preview(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields.url, url).toBe(WISHLIST_MESSAGES.urlNotAllowed);
    }
    expect(hits).toEqual([]);
  });

  it('refuses other schemes in the request and in a redirect', async () => {
    const ftp = await preview('ftp://127.0.0.2/file');
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().error.fields.url).toBe(WISHLIST_MESSAGES.url);
    expect((await preview(`${origin}/to-file`)).json().error.fields.url).toBe(WISHLIST_MESSAGES.urlNotAllowed);
  });

  it('gives the clear message for a missing page or something that is not a web page', async () => {
    for (const path of ['/missing', '/image']) {
      const res = await preview(`${origin}${path}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.url).toBe(WISHLIST_MESSAGES.urlUnreadable);
    }
  });

  it('needs a signed-in person', async () => {
    expect((await preview(`${origin}/product`, null)).statusCode).toBe(401);
  });

  it('the real guard refuses this machine outright (no stand-in)', async () => {
    const fetcher = createPageFetcher();
    await expect(fetcher.fetchPage(`${origin}/product`)).rejects.toMatchObject({ failure: 'not-allowed' });
    expect(hits).toEqual([]);
  });

  it('reads at most 1 MB and gives up after the time limit', async () => {
    const fetcher = createPageFetcher({ treatAsPublic: ['127.0.0.2'], timeoutMs: 500 });
    const huge = await fetcher.fetchPage(`${origin}/huge`);
    expect(Buffer.byteLength(huge.html)).toBeLessThanOrEqual(1024 * 1024);
    const slow = fetcher.fetchPage(`${origin}/slow`);
    await expect(slow).rejects.toBeInstanceOf(PageFetchError);
    await expect(slow).rejects.toMatchObject({ failure: 'unreadable' });
  });
});
