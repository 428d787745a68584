import { documentTitle, type RouteRecord, SEO_DEFAULTS, SITE_NAME } from '#shared/routes.js';
import { escapeHtml } from '#shared/html/escape-html.js';
import { absoluteUrl, jsonForScript } from './html.js';
import { type StructuredDataSite, structuredDataFor } from './structured-data.js';

/** The Open Graph image's size (scripts/generate-pwa-assets.ts draws it at this size). */
const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What an unknown path's page says in its head (the client shows the not-found page). */
const NOT_FOUND_SEO = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Discover gift ideas or search Giftwise instead.',
} as const;

export interface PageHeadInput {
  /** The registry record of the page; undefined for an unknown path. */
  route: RouteRecord | undefined;
  /** The path that was asked for, without the query (canonical URL of :param routes). */
  pathname: string;
  site: StructuredDataSite;
  /** The request's CSP nonce, for the JSON-LD script element. */
  nonce?: string;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

function cleanPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The robots directive of a record, or undefined when it may be indexed and followed. */
export function robotsContent(route: Pick<RouteRecord, 'noIndex' | 'noFollow'> | undefined): string | undefined {
  if (!route) return 'noindex';
  const parts = [route.noIndex ? 'noindex' : null, route.noFollow ? 'nofollow' : null].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * The head tags of a page, written by the server into index.html so that crawlers and link previews read
 * them without running JavaScript: title, description, keywords, canonical link, Open Graph, Twitter card,
 * robots and JSON-LD, all from the route registry (src/shared/routes.ts).
 */
export function renderPageHead({ route, pathname, site, nonce }: PageHeadInput): string {
  const title = documentTitle(route?.title ?? NOT_FOUND_SEO.title);
  const description = route?.description ?? NOT_FOUND_SEO.description;
  const canonical = absoluteUrl(site.baseUrl, route?.canonicalUrl ?? cleanPath(pathname));
  const image = absoluteUrl(site.baseUrl, route?.ogImage ?? SEO_DEFAULTS.ogImage);
  const imageAlt = route?.ogImage ? title : `${SITE_NAME}: AI gift recommendations`;
  const robots = robotsContent(route);
  const data = route ? structuredDataFor(route, site) : undefined;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    route?.keywords?.length ? meta('name', 'keywords', route.keywords.join(', ')) : null,
    robots ? meta('name', 'robots', robots) : null,
    route ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : null,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', route?.ogType ?? SEO_DEFAULTS.ogType),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    // The size is known for our own image only (a shared wishlist's page shows the list's own).
    route?.ogImage ? null : meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
    route?.ogImage ? null : meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', route?.twitterCard ?? SEO_DEFAULTS.twitterCard),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    data
      ? `<script type="application/ld+json"${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${jsonForScript(data)}</script>`
      : null,
  ];
  return tags.filter((tag): tag is string => tag !== null).join('\n    ');
}
