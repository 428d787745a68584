import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BestsellersResponse } from '#shared/schemas/products.js';
import { precompressDir } from '../../scripts/build/precompress.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Repetitive enough to shrink, large enough to be worth it: a stand-in for a built chunk. */
const ASSET_SOURCE = Array.from({ length: 400 }, (_, i) => `export const value${i} = "giftwise chunk line ${i}";`).join('\n');
const INDEX = '<!doctype html><html><head><!-- page-head --><!-- /page-head --></head><body><div id="root"></div>' +
  `<p>${'Gift ideas for everyone. '.repeat(80)}</p></body></html>`;

/** A client build as vite.config.ts writes it: the files, then their .br and .gz copies. */
function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftwise-compress-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), ASSET_SOURCE);
  writeFileSync(path.join(dir, 'assets', 'inter-latin-abc.woff2'), Buffer.alloc(2048, 7));
  precompressDir(dir);
  return dir;
}

const varyNamesAcceptEncoding = (vary: unknown) => expect(String(vary).toLowerCase()).toContain('accept-encoding');

describe('compressed responses (issue 9, item 1)', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp({ client: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a JS asset as brotli to a client that accepts br', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    varyNamesAcceptEncoding(res.headers.vary);
    expect(res.rawPayload.length).toBeLessThan(ASSET_SOURCE.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it('sends it as gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    varyNamesAcceptEncoding(res.headers.vary);
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it.each([undefined, 'identity'])('sends it as it is when the client accepts neither (Accept-Encoding: %s)', async (accept) => {
    const res = await get('/assets/index-abc123.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    varyNamesAcceptEncoding(res.headers.vary);
    expect(res.body).toBe(ASSET_SOURCE);
  });

  it('never serves the compressed copies at their own paths', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/index.html.br']) {
      expect((await get(url, 'br')).statusCode).toBe(404);
    }
  });

  it('leaves a font (compressed already) as it is', async () => {
    const res = await get('/assets/inter-latin-abc.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(2048);
  });

  it('compresses a JSON list of 1 KB or more (GET /api/bestsellers)', async () => {
    const plain = await get('/api/bestsellers');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const br = await get('/api/bestsellers', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    varyNamesAcceptEncoding(br.headers.vary);
    // The list depends on who asks as well (its contract's per-viewer cache policy).
    expect(String(br.headers.vary).toLowerCase()).toContain('cookie');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const list = BestsellersResponse.parse(JSON.parse(brotliDecompressSync(br.rawPayload).toString()));
    expect(list.products.length).toBeGreaterThan(0);

    const gzip = await get('/api/bestsellers', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves a JSON answer under 1 KB as it is', async () => {
    const res = await get('/api/site-config', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a page', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    varyNamesAcceptEncoding(res.headers.vary);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>');
  });
});
