import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP } from '#shared/content/help.js';
import { CSP_NONCE_PLACEHOLDER } from '#shared/csp-nonce.js';
import { ROUTES } from '#shared/routes.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * What crawlers and link previews read without running JavaScript: each page's head as the server writes it
 * from the route registry, the per-request CSP nonce, /sitemap.xml and /robots.txt. Plain HTTP (app.inject)
 * against a fixture build shaped like Vite's output (the head markers and the nonce placeholder).
 */
const FIXTURE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!-- page-head -->
    <title>Giftwise: AI gift recommendations</title>
    <!-- /page-head -->
    <meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
    <script type="module" crossorigin src="/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css" nonce="${CSP_NONCE_PLACEHOLDER}">
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'giftwise-seo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), FIXTURE_INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  t = await createTestApp({ client: { distDir: dist } });
  base = t.ctx.settings.baseUrl;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function getPage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const document = new JSDOM(res.body).window.document;
  const metaName = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const metaProperty = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')];
  return { res, document, metaName, metaProperty, jsonLd };
}

/** The 'nonce-…' values of one directive of a CSP header. */
function noncesOf(policy: string, directive: string): string[] {
  const line = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${directive} `)) ?? '';
  return [...line.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
}

const PUBLIC_PAGES = ROUTES.filter((r) => r.access === 'public').map((r) => ({
  record: r,
  url: r.path.replace(':slug', 'choosing-a-gift-for-a-new-parent'),
}));

describe('the head of each public page', () => {
  it.each(PUBLIC_PAGES.map((p) => [p.url, p] as const))('%s has its title, description, canonical, Open Graph and Twitter tags', async (url, { record }) => {
    const { res, document, metaName, metaProperty } = await getPage(url);
    expect(res.statusCode).toBe(200);
    const title = record.title.startsWith('Giftwise') ? record.title : `${record.title} | Giftwise`;
    expect(document.title).toBe(title);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(metaName('description')).toBe(record.description);
    expect(metaName('keywords')).toBe(record.keywords?.join(', '));
    const canonical = `${base}${url}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(metaProperty('og:title')).toBe(title);
    expect(metaProperty('og:description')).toBe(record.description);
    expect(metaProperty('og:type')).toBe(record.ogType ?? 'website');
    expect(metaProperty('og:url')).toBe(canonical);
    expect(metaProperty('og:image')).toBe(`${base}/og-image.png`);
    expect(metaName('twitter:card')).toBe('summary_large_image');
    expect(metaName('twitter:title')).toBe(title);
    expect(metaName('twitter:description')).toBe(record.description);
    expect(metaName('twitter:image')).toBe(`${base}/og-image.png`);
    expect(metaName('robots')).toBe(record.noIndex ? 'noindex' : null);
  });

  it('home carries a WebSite with a SearchAction to /search?q=', async () => {
    const { jsonLd } = await getPage('/');
    expect(jsonLd).toHaveLength(1);
    const data = JSON.parse(jsonLd[0].textContent ?? '');
    expect(data['@type']).toBe('WebSite');
    expect(data.potentialAction.target.urlTemplate).toBe(`${base}/search?q={search_term_string}`);
  });

  it('about carries the Organization', async () => {
    const data = JSON.parse((await getPage('/about')).jsonLd[0].textContent ?? '');
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Giftwise', url: `${base}/`, logo: `${base}/icons/icon-512.png` });
  });

  it("help carries an FAQPage built from the Help Center's questions", async () => {
    const data = JSON.parse((await getPage('/help')).jsonLd[0].textContent ?? '');
    expect(data['@type']).toBe('FAQPage');
    const questions = HELP.faq.flatMap((topic) => topic.items.map((item) => item.question));
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
  });

  it('other pages carry no JSON-LD', async () => {
    expect((await getPage('/contact')).jsonLd).toHaveLength(0);
  });
});

describe('private and unknown pages', () => {
  it.each(ROUTES.filter((r) => r.access !== 'public' && r.access !== 'dev').map((r) => [r.path.replace(':id', 'abc'), r] as const))(
    '%s says noindex',
    async (url, record) => {
      const { res, metaName, document } = await getPage(url);
      expect(res.statusCode).toBe(200);
      expect(metaName('robots')).toBe(record.noFollow ? 'noindex, nofollow' : 'noindex');
      expect(document.title).toBe(`${record.title} | Giftwise`);
    },
  );

  it('an unknown path is a 404 whose head says Page Not Found and noindex', async () => {
    const { res, metaName, document } = await getPage('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(document.title).toBe('Page Not Found | Giftwise');
    expect(metaName('robots')).toBe('noindex');
  });

  it('the offline app shell is a page of its own, not indexed', async () => {
    const { res, metaName, document } = await getPage('/app-shell');
    expect(res.statusCode).toBe(200);
    expect(document.title).toBe('Giftwise');
    expect(metaName('robots')).toBe('noindex, nofollow');
  });

  it('never serves the raw template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });
});

describe('the CSP nonce of a page', () => {
  it('is new for every page load and matches the CSP header of that response', async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/']) {
      const { res, document } = await getPage(url);
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      const policy = String(res.headers['content-security-policy']);
      const [styleNonce] = noncesOf(policy, 'style-src');
      expect(styleNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(noncesOf(policy, 'script-src')).toEqual([styleNonce]);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("style-src 'self' 'nonce-");
      for (const element of document.querySelectorAll('[nonce]')) expect(element.getAttribute('nonce')).toBe(styleNonce);
      expect(document.querySelectorAll('[nonce]').length).toBeGreaterThanOrEqual(4); // meta, module script, stylesheet, JSON-LD
      nonces.push(styleNonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('API responses keep the policy without a nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).not.toContain('nonce-');
  });
});

describe('/sitemap.xml', () => {
  it('lists the indexable pages with absolute URLs, change frequencies and the spec priorities', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const document = new JSDOM(res.body, { contentType: 'text/xml' }).window.document;
    const entries = new Map(
      [...document.getElementsByTagName('url')].map((url) => [
        url.getElementsByTagName('loc')[0].textContent,
        { changefreq: url.getElementsByTagName('changefreq')[0].textContent, priority: Number(url.getElementsByTagName('priority')[0].textContent) },
      ]),
    );
    expect(entries.get(`${base}/`)).toEqual({ changefreq: 'daily', priority: 1 });
    expect(entries.get(`${base}/discover`)?.priority).toBe(0.9);
    expect(entries.get(`${base}/how-it-works`)?.priority).toBe(0.8);
    expect(entries.get(`${base}/blog`)?.priority).toBe(0.8);
    const indexable = ROUTES.filter((r) => r.access === 'public' && !r.noIndex && !r.path.includes(':')).map((r) => `${base}${r.path}`);
    expect([...entries.keys()].sort()).toEqual(indexable.sort());
    for (const [loc, entry] of entries) {
      expect(entry.changefreq, loc).toMatch(/^(always|hourly|daily|weekly|monthly|yearly|never)$/);
      expect(entry.priority, loc).toBeGreaterThan(0);
    }
    for (const hidden of ['/search', '/onboarding', '/login', '/profile', '/admin', '/calendar']) expect(entries.has(`${base}${hidden}`)).toBe(false);
  });
});

describe('/robots.txt', () => {
  it('disallows admin, profile, saved-recipients, calendar, recommendations, /dev and /api, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/profile', '/saved-recipients', '/calendar', '/recommendations', '/dev', '/api']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});
