import { describe, expect, it } from 'vitest';
import { documentTitle, matchRoute, ROUTES, robotsDisallowedPaths, sitemapRoutes } from './routes.js';

describe('the route registry SEO records', () => {
  it('gives every public page a real description and keywords', () => {
    for (const route of ROUTES.filter((r) => r.access === 'public')) {
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(30);
      expect(route.keywords?.length ?? 0, route.path).toBeGreaterThan(0);
    }
  });

  it("uses the spec's sitemap priorities and keeps private pages out of indexes", () => {
    const priority = (path: string) => matchRoute(path)?.priority;
    expect([priority('/'), priority('/discover'), priority('/how-it-works'), priority('/blog')]).toEqual([1, 0.9, 0.8, 0.8]);
    for (const route of ROUTES.filter((r) => r.access !== 'public')) expect(route.noIndex, route.path).toBe(true);
    for (const route of ROUTES) {
      if (route.priority !== undefined) expect(route.priority * 10, route.path).toBe(Math.round(route.priority * 10));
    }
  });

  it('lists only indexable public pages without :params in the sitemap', () => {
    const paths = sitemapRoutes().map((r) => r.path);
    expect(paths).toContain('/');
    expect(paths.every((p) => !p.includes(':'))).toBe(true);
    expect(paths).not.toContain('/search');
    expect(paths).not.toContain('/login');
  });

  it("disallows platform.md's private pages, /dev and /api in robots.txt", () => {
    expect(robotsDisallowedPaths().sort()).toEqual(
      ['/admin', '/api', '/calendar', '/dev', '/profile', '/recommendations', '/saved-recipients'].sort(),
    );
  });

  it('adds the site name to titles that lack it', () => {
    expect(documentTitle('Giftwise: AI gift recommendations')).toBe('Giftwise: AI gift recommendations');
    expect(documentTitle('Help center')).toBe('Help center | Giftwise');
  });
});
