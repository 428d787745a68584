import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calendarApi } from '#shared/api/calendar.js';
import type { Endpoint } from '#shared/api/contract.js';
import { giftHistoryApi } from '#shared/api/gift-history.js';
import { authApi, authProvidersApi, profileApi, sessionApi } from '#shared/api/account.js';
import { adminApi, errorsApi } from '#shared/api/admin.js';
import { contactApi } from '#shared/api/contact.js';
import { defaultWishlistApi } from '#shared/api/default-wishlist.js';
import { unsubscribeApi } from '#shared/api/email.js';
import { mediaApi } from '#shared/api/media.js';
import { notificationPreferencesApi, notificationsApi, pushApi } from '#shared/api/notifications.js';
import { devToolsApi, docsApi, platformApi } from '#shared/api/platform.js';
import { productsApi } from '#shared/api/products.js';
import { recommendationsApi } from '#shared/api/recommendations.js';
import { siteApi } from '#shared/api/site.js';
import { recipientsApi } from '#shared/api/recipients.js';
import { allEndpoints } from '#shared/api/index.js';
import { socialApi } from '#shared/api/social.js';
import { wishlistsApi } from '#shared/api/wishlists.js';

/**
 * Issue 18, item 6: docs/api/*.md is checked against the contracts. A page's tables name each endpoint once
 * ("| GET /recipients/:id | ..."), under /api; the set must equal the contracts' of the areas it covers.
 */
const TABLE_ROW = /^\| (GET|POST|PUT|PATCH|DELETE) (\/\S*) \|/;

function documentedEndpoints(file: string): string[] {
  return readFileSync(new URL(`../../docs/api/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => TABLE_ROW.exec(line))
    .filter((match) => match !== null)
    .map(([, method, path]) => `${method} /api${path}`)
    .sort();
}

const declared = (...areas: Record<string, Endpoint>[]) =>
  areas
    .flatMap((area) => Object.values(area))
    .map(({ spec }) => `${spec.method} ${spec.path}`)
    .sort();

/** Each page and the contract areas it covers. */
const PAGES: Record<string, Record<string, Endpoint>[]> = {
  'recipients-and-calendar.md': [recipientsApi, calendarApi, giftHistoryApi],
  'site-and-products.md': [productsApi, siteApi, contactApi, platformApi, docsApi, mediaApi, devToolsApi],
  'account.md': [sessionApi, profileApi, notificationsApi, notificationPreferencesApi, unsubscribeApi, authProvidersApi, authApi],
  'push.md': [pushApi],
  'recommendations.md': [recommendationsApi, defaultWishlistApi],
  'admin.md': [errorsApi, adminApi],
  'social.md': [socialApi],
  'wishlists.md': [wishlistsApi],
};

describe.each(Object.entries(PAGES))('docs/api/%s', (file, areas) => {
  it('lists exactly the endpoints of its contracts, each once', () => {
    const documented = documentedEndpoints(file);
    expect(new Set(documented).size, 'an endpoint listed twice').toBe(documented.length);
    expect(documented).toEqual(declared(...areas));
  });
});

describe('docs/api', () => {
  it('documents every contract on exactly one page', () => {
    const covered = Object.values(PAGES).flat();
    const areas = new Set(covered.flatMap((area) => Object.values(area).map((endpoint) => endpoint.area)));
    const undocumented = allEndpoints().filter((endpoint) => !areas.has(endpoint.area));
    // push.md describes the Web Push routes in its own table (issue 13); the rest are on the pages above.
    expect(undocumented.map(({ spec }) => `${spec.method} ${spec.path}`).filter((route) => !route.includes('/push/'))).toEqual([]);
    expect(new Set(covered).size).toBe(covered.length);
  });
});
