import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageFetcher } from '#server/integrations/web/page-fetcher.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { wishlistClient } from '../support/wishlist-helpers.js';

/**
 * Item images from other sites (issue 12): the browser may load images only from us (CSP img-src 'self'), so
 * the server copies an item's outside image in through the guarded fetcher and re-encodes it. A local image
 * server on 127.0.0.2 stands in for a shop (the only address the test fetcher treats as public); anything
 * that is not a readable image, is too big, or redirects inside our network leaves the item without a copy.
 */
describe('wishlist item images', () => {
  let server: http.Server;
  let origin: string;
  let png: Buffer;
  let hits: string[] = [];
  let t: TestApp;
  let ada: TestUser;
  const MAX_IMAGE_BYTES = 200 * 1024;

  beforeAll(async () => {
    png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/apron.png' || req.url === '/apron-2.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(png);
      } else if (req.url === '/fake.png') {
        // Says it is an image; is not.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end('<html><body>not an image</body></html>');
      } else if (req.url === '/huge.png') {
        // No content-length: the limit is enforced on the bytes as they arrive.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png);
        const chunk = Buffer.alloc(64 * 1024, 1);
        for (let i = 0; i < 8; i++) res.write(chunk);
        res.end();
      } else if (req.url === '/to-metadata.png') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' });
        res.end();
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('nope');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    origin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ context: { pageFetcher: createPageFetcher({ treatAsPublic: ['127.0.0.2'], maxImageBytes: MAX_IMAGE_BYTES }) } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    hits = [];
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
  });

  const w = () => wishlistClient(t);

  async function addWithImage(imageUrl: string) {
    const list = await w().createList(ada);
    const res = await w().post(`/api/wishlists/${list}/items`, ada, { title: 'Linen apron', imageUrl });
    expect(res.statusCode, res.body).toBe(201);
    return { list, item: res.json().item as { id: string; imageUrl: string | null } };
  }

  it('copies an outside image in: the item shows a local media address served as WebP', async () => {
    expect(png.length).toBeLessThan(MAX_IMAGE_BYTES);
    const { list, item } = await addWithImage(`${origin}/apron.png`);
    expect(item.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect(hits).toEqual(['/apron.png']);

    const served = await w().get(item.imageUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    // Kept whole and brought down to the 800 px frame.
    expect([meta.width, meta.height]).toEqual([800, 450]);

    // The list shows the same local address.
    const detail = await w().get(`/api/wishlists/${list}`, ada);
    const shown = detail.json().items.find((i: { id: string }) => i.id === item.id);
    expect(shown.imageUrl).toBe(item.imageUrl);
  });

  it.each([
    ['a body that is not an image', '/fake.png'],
    ['a body over the size limit', '/huge.png'],
    ['a redirect to the metadata address 169.254.169.254', '/to-metadata.png'],
    ['a missing image', '/missing.png'],
  ])('saves the item without a copied image for %s', async (_label, path) => {
    const { item } = await addWithImage(`${origin}${path}`);
    // No local copy: what is shown is the address as typed, which the browser's CSP will not load.
    expect(item.imageUrl).toBe(`${origin}${path}`);
    expect(hits).toEqual([path]);
  });

  it('refuses a loopback image address without connecting', async () => {
    const { item } = await addWithImage('http://127.0.0.1:9/apron.png');
    expect(item.imageUrl).toBe('http://127.0.0.1:9/apron.png');
    expect(hits).toEqual([]);
  });

  it('copies a new image when the address changes, drops the old copy, and leaves it alone otherwise', async () => {
    const { list, item } = await addWithImage(`${origin}/apron.png`);
    const first = item.imageUrl!;

    const sameImage = await w().patch(`/api/wishlists/${list}/items/${item.id}`, ada, { title: 'Apron', imageUrl: `${origin}/apron.png` });
    expect(sameImage.statusCode, sameImage.body).toBe(200);
    expect(sameImage.json().item.imageUrl).toBe(first);
    expect(hits).toEqual(['/apron.png']);

    const changed = await w().patch(`/api/wishlists/${list}/items/${item.id}`, ada, { imageUrl: `${origin}/apron-2.png` });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = changed.json().item.imageUrl;
    expect(second).toMatch(/^\/api\/media\//);
    expect(second).not.toBe(first);
    expect((await w().get(first)).statusCode).toBe(404);
    expect((await w().get(second)).statusCode).toBe(200);

    const removed = await w().patch(`/api/wishlists/${list}/items/${item.id}`, ada, { imageUrl: null });
    expect(removed.json().item.imageUrl).toBeNull();
    expect((await w().get(second)).statusCode).toBe(404);
  });

  it('deletes the copy with the item', async () => {
    const { list, item } = await addWithImage(`${origin}/apron.png`);
    expect((await w().del(`/api/wishlists/${list}/items/${item.id}`, ada)).statusCode).toBe(204);
    expect((await w().get(item.imageUrl!)).statusCode).toBe(404);
  });

  it("copies a surprise item's image too", async () => {
    const grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
    const list = await w().createList(ada, { privacy: 'public' });
    const res = await w().post(`/api/wishlists/${list}/surprise-items`, grace, { title: 'Secret', imageUrl: `${origin}/apron.png` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item.imageUrl).toMatch(/^\/api\/media\//);
  });
});
