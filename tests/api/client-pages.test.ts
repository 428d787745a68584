import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '#server/http/error-handler.js';
import {
  CLIENT_NOT_BUILT_HTML,
  clientPlugin,
  devContentSecurityPolicy,
  HTML_CACHE,
  IMMUTABLE_CACHE,
  pageStatus,
} from '#server/http/plugins/client.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const BUILT_INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

/** A small stand-in for dist/client: index.html, one hashed asset, one unhashed public file. */
function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftwise-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), BUILT_INDEX);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["app.tsx"],"sourcesContent":["secret source"]}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The plugin as createApp registers it: after an API route, with the common error handler. */
async function appWith(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/api/ping', async () => ({ pong: true }));
  await app.register(clientPlugin({ distDir }));
  await app.ready();
  return app;
}

describe('client pages with a built client', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = makeDist();
    app = await appWith(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/signup', '/reset-password?token=abc', '/wishlists/123', '/blog/some-post', '/login/'])(
    'answers the known page %s with index.html and 200, revalidated',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(HTML_CACHE);
      expect(res.body).toBe(BUILT_INDEX);
    },
  );

  it.each(['/no-such-page', '/wishlists/1/2', '/dev/mail'])('answers the unknown page %s with index.html and 404', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(BUILT_INDEX);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.body).toBe('console.log("app")');
  });

  it('never serves a source map, which holds the whole client source (issue 8, item 8)', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/INDEX-abc123.js.MAP']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sourcesContent');
    }
  });

  it('serves unhashed public files revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(HTML_CACHE);
  });

  it('keeps API routes, and the JSON 404 for unknown API paths and missing files', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).json()).toEqual({ pong: true });
    for (const url of ['/api/nope', '/api', '/assets/missing-123.js', '/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'RESOURCE_NOT_FOUND', message: 'The requested item was not found.' } });
    }
  });

  it('does not answer other methods with a page', async () => {
    const res = await app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('answers HEAD like GET', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });
});

describe('client pages without a build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(path.join(tmpdir(), 'giftwise-no-such-dist'));
  });
  afterAll(() => app.close());

  it('says the client is not built, with the same status codes', async () => {
    const known = await app.inject({ method: 'GET', url: '/login' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(CLIENT_NOT_BUILT_HTML);
    const unknown = await app.inject({ method: 'GET', url: '/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('not built');
  });
});

describe('client pages in the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves pages with the security headers and keeps the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/signup' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await t.app.inject({ method: 'GET', url: '/definitely-not-a-page' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const api404 = await t.app.inject({ method: 'GET', url: '/api/definitely-not-a-route' });
    expect(api404.statusCode).toBe(404);
    expect(api404.json().error.code).toBe('RESOURCE_NOT_FOUND');
  });
});

describe('pageStatus', () => {
  it('follows the route registry, without development routes', () => {
    expect(pageStatus('/')).toBe(200);
    expect(pageStatus('/calendar')).toBe(200);
    expect(pageStatus('/admin')).toBe(200);
    expect(pageStatus('/dev/mail')).toBe(404);
    expect(pageStatus('/calendar/extra')).toBe(404);
  });
});

describe('devContentSecurityPolicy', () => {
  it("allows the page's inline scripts by hash and inline styles, and changes nothing else", () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'";
    const html = '<script type="module">console.log(1)</script><script type="module" src="/@vite/client"></script>';
    const result = devContentSecurityPolicy(policy, html);
    expect(result).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(result.match(/sha256-/g)).toHaveLength(1);
    expect(result).toContain("style-src 'self' 'unsafe-inline'");
    expect(result).toContain("default-src 'self'");
    expect(result).toContain("object-src 'none'");
  });
});
