import { describe, expect, it } from 'vitest';
import { robotsDisallowedPaths } from '#shared/routes.js';
import { renderRobots, renderSitemap } from './sitemap.js';

const base = 'https://giftwise.example';

/** loc -> [changefreq, priority] */
function entries(xml: string): Map<string, [string, string]> {
  const map = new Map<string, [string, string]>();
  for (const m of xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<changefreq>([^<]+)<\/changefreq>\s*<priority>([^<]+)<\/priority>\s*<\/url>/g)) {
    map.set(m[1], [m[2], m[3]]);
  }
  return map;
}

describe('renderSitemap', () => {
  const xml = renderSitemap(base);
  const urls = entries(xml);

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it("lists the spec's priorities: home 1, discover 0.9, how-it-works 0.8, blog 0.8", () => {
    expect(urls.get(`${base}/`)).toEqual(['daily', '1.0']);
    expect(urls.get(`${base}/discover`)?.[1]).toBe('0.9');
    expect(urls.get(`${base}/how-it-works`)?.[1]).toBe('0.8');
    expect(urls.get(`${base}/blog`)).toEqual(['weekly', '0.8']);
  });

  it('lists the public information pages, and no noindex, private or :param page', () => {
    for (const path of ['/about', '/contact', '/examples', '/help', '/privacy', '/terms', '/cookie-policy']) {
      expect(urls.has(`${base}${path}`), path).toBe(true);
    }
    for (const path of ['/search', '/onboarding', '/login', '/signup', '/profile', '/admin', '/calendar', '/dev/mail']) {
      expect(urls.has(`${base}${path}`), path).toBe(false);
    }
    expect(xml).not.toContain(':slug');
  });
});

describe('renderRobots', () => {
  it('disallows the private pages, /dev and /api, and points at the sitemap', () => {
    const text = renderRobots(base, robotsDisallowedPaths());
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/profile', '/saved-recipients', '/calendar', '/recommendations', '/dev', '/api']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});
