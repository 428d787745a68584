import { HELP } from '#shared/content/help.js';
import type { FaqTopic } from '#shared/content/types.js';
import { type RouteRecord, SITE_NAME } from '#shared/routes.js';
import { absoluteUrl } from './html.js';

export interface StructuredDataSite {
  baseUrl: string;
  supportEmail?: string;
}

/** The app icon search engines show for the organisation (generated into src/client/public). */
const LOGO_PATH = '/icons/icon-512.png';

/** schema.org WebSite with a SearchAction: search engines may offer a search box that opens /search?q=. */
function webSiteData(site: StructuredDataSite, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl(site.baseUrl, '/'),
    description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(site.baseUrl, '/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

function organizationData(site: StructuredDataSite, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(site.baseUrl, '/'),
    logo: absoluteUrl(site.baseUrl, LOGO_PATH),
    description,
    ...(site.supportEmail
      ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: site.supportEmail, url: absoluteUrl(site.baseUrl, '/contact') } }
      : {}),
  };
}

/** schema.org FAQPage from the Help Center's questions (src/shared/content/help.ts), the same text /help shows. */
export function faqPageData(faq: FaqTopic[] = HELP.faq) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.flatMap((topic) =>
      topic.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    ),
  };
}

/** The JSON-LD object a route declares through its structuredData kind, or undefined. */
export function structuredDataFor(route: RouteRecord, site: StructuredDataSite): object | undefined {
  switch (route.structuredData) {
    case 'WebSite':
      return webSiteData(site, route.description);
    case 'Organization':
      return organizationData(site, route.description);
    case 'FAQPage':
      return faqPageData();
    default:
      return undefined;
  }
}
