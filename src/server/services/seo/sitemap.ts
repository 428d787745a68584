import { ROUTES, type RouteRecord, SEO_DEFAULTS, sitemapRoutes } from '#shared/routes.js';
import { escapeHtml } from '#shared/html/escape-html.js';
import { absoluteUrl } from './html.js';

/**
 * /sitemap.xml (sitemaps.org 0.9): every indexable page of the registry (public, not noIndex, no :params)
 * with its change frequency and priority (platform.md: home 1, discover 0.9, how-it-works 0.8, blog 0.8).
 */
export function renderSitemap(baseUrl: string, routes: RouteRecord[] = ROUTES): string {
  const urls = sitemapRoutes(routes).map((route) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(absoluteUrl(baseUrl, route.canonicalUrl ?? route.path))}</loc>`,
      `    <changefreq>${route.changeFreq ?? SEO_DEFAULTS.changeFreq}</changefreq>`,
      `    <priority>${(route.priority ?? SEO_DEFAULTS.priority).toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: everyone may crawl except the registry's private pages, /dev and /api; where the sitemap is. */
export function renderRobots(baseUrl: string, disallowed: string[]): string {
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`, ''].join(
    '\n',
  );
}
