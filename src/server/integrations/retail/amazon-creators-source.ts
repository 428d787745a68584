import { createCreatorsApiClient } from './amazon-creators/api-client.js';
import { credentialVersionFor, normaliseMarketplace } from './amazon-creators/endpoints.js';
import { mapRetailProduct, RESOURCES } from './amazon-creators/map-product.js';
import { createPacer } from './amazon-creators/pacer.js';
import { createRedactor } from './amazon-creators/redaction.js';
import { byRank, MAX_ITEM_PAGE, MAX_ITEMS_PER_REQUEST, searchPayload } from './amazon-creators/search-request.js';
import { createTokenSource } from './amazon-creators/token.js';
import { createTransport } from './amazon-creators/transport.js';
import type { RetailProduct, RetailSearchParams, RetailSource } from './types.js';

export { credentialVersionFor, tokenUrlForMarketplace } from './amazon-creators/endpoints.js';
export { RESOURCES } from './amazon-creators/map-product.js';

/**
 * Amazon's Creators API (the successor of the Product Advertising API 5.0, retired in May 2026) as a
 * RetailSource.
 *
 * WHERE EACH PART COMES FROM (see docs/decisions/060-retail-source-amazon-creators-api.md):
 * Documented, from Amazon's own Creators API SDKs (Apache-2.0, "Copyright 2025 Amazon.com"; the PHP
 * SDK's DefaultApi, OAuth2Config/OAuth2TokenManager and models, and the Node.js SDK's OAuth2 classes):
 *  - operations POST {host}/catalog/v1/searchItems and /catalog/v1/getItems, host https://creatorsapi.amazon;
 *  - headers `x-marketplace: www.amazon.com` and `Authorization: Bearer <token>, Version <credential version>`
 *    (SDK for 2.x credentials);
 *  - OAuth 2.0 client credentials: 2.x credentials at Cognito (…amazoncognito.com/oauth2/token,
 *    form-encoded, scope `creatorsapi/default`), 3.x credentials at Login with Amazon
 *    (api.amazon.com | api.amazon.co.uk | api.amazon.co.jp /auth/o2/token, JSON body, scope
 *    `creatorsapi::default`); reply {access_token, expires_in, token_type}; the SDKs refresh 30 s early;
 *  - request fields (lowerCamelCase): keywords, searchIndex, browseNodeId, minPrice, maxPrice, itemCount,
 *    itemPage, partnerTag, resources; getItems: itemIds (at most 10), itemIdType 'ASIN';
 *  - replies: searchResult.items[] / itemsResult.items[] with asin, detailPageURL,
 *    itemInfo.title.displayValue, itemInfo.byLineInfo.brand.displayValue, itemInfo.features.displayValues,
 *    offersV2.listings[].{isBuyBoxWinner, price.money.{amount,currency}, price.savingBasis.money.amount,
 *    merchantInfo.name, dealDetails}, images.primary.large.url, customerReviews.{count, starRating.value},
 *    browseNodeInfo.{websiteSalesRank.salesRank, browseNodes[].salesRank}; partial errors[] {code, message};
 *    failures {type, message, reason}: 400 ValidationException, 401 UnauthorizedException (TokenExpired,
 *    InvalidToken…), 403 AccessDeniedException (AssociateNotEligible), 404 ResourceNotFoundException,
 *    429 ThrottleException, 500 InternalServerException.
 * Assumed (the SDK models say nothing; taken from PA-API 5.0's documentation, which the Creators API
 * mirrors in camelCase, and from how public clients call it):
 *  - sortBy with PA-API's values (Relevance, Featured, Price:LowToHigh, Price:HighToLow,
 *    AvgCustomerReviews, NewestArrivals); the SDK 1.0 request model does not list it;
 *  - minPrice/maxPrice in the currency's smallest unit (PA-API: "3241 is $32.41") while reply amounts
 *    are in major units (29.99);
 *  - itemCount 1 to 10 and itemPage 1 to 10 (PA-API's bounds; the SDK checks only itemPage ≤ 10);
 *  - 3.x (Login with Amazon) credentials send a plain `Bearer <token>` (public clients; the 2.x SDK adds
 *    `, Version 2.x`);
 *  - no results: 404 ResourceNotFoundException (PA-API answered 404 NoResults);
 *  - US search index names (Electronics, HomeAndKitchen, Beauty, SportsAndOutdoors, Books, Fashion);
 *  - Prime: OffersV2 has no Prime flag, so an offer sold by Amazon itself (or a Prime deal) counts as Prime;
 *  - there is no sales-rank sort, so best sellers are a category search sorted locally by sales rank.
 *
 * THE PARTS (amazon-creators/): endpoints.ts (token endpoints, regions, credential versions), token.ts (the
 * OAuth token and its cache), transport.ts (HTTP with timeouts, failure bodies), redaction.ts (no secret in a
 * message), pacer.ts (one request at a time, spaced), api-client.ts (the two operations, 401 retry),
 * search-request.ts (our search as a SearchItems request), wire.ts and map-product.ts (replies, read with zod,
 * as RetailProducts). The factory below composes them.
 */

export interface AmazonCreatorsOptions {
  credentialId: string;
  credentialSecret: string;
  /** The marketplace's host, e.g. www.amazon.com (sent as x-marketplace). */
  marketplace: string;
  /** The Associates tag (partnerTag), e.g. giftwise-20. */
  partnerTag: string;
  /** https://creatorsapi.amazon */
  apiBaseUrl: string;
  /** The OAuth 2.0 token endpoint of the credential's version. */
  tokenUrl: string;
  /**
   * The credential version Amazon shows with the credential: 2.1/2.2/2.3 (Cognito) or 3.1/3.2/3.3 (Login
   * with Amazon). Default: read from the token endpoint (an unknown host counts as 3.1).
   */
  credentialVersion?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Per request (token or API). Default 10 s. */
  timeoutMs?: number;
  /** Pause between API requests (Amazon's starting quota is about one request a second). Default 1000. */
  minIntervalMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MIN_INTERVAL_MS = 1000;

export function createAmazonCreatorsSource(options: AmazonCreatorsOptions): RetailSource {
  const marketplace = normaliseMarketplace(options.marketplace);
  const version = options.credentialVersion ?? credentialVersionFor(options.tokenUrl);
  const isCognito = version.startsWith('2.');
  const redactor = createRedactor(options.credentialSecret);
  const transport = createTransport({ fetch: options.fetch ?? globalThis.fetch, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, redactor });
  const tokens = createTokenSource({
    tokenUrl: options.tokenUrl,
    credentialId: options.credentialId,
    credentialSecret: options.credentialSecret,
    isCognito,
    now: options.now ?? (() => new Date()),
    transport,
    redactor,
  });
  const api = createCreatorsApiClient({
    apiBaseUrl: options.apiBaseUrl.replace(/\/+$/, ''),
    marketplace,
    version,
    isCognito,
    transport,
    tokens,
    paced: createPacer(options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS),
    redactor,
  });

  async function searchPage(params: RetailSearchParams): Promise<RetailProduct[]> {
    const payload = searchPayload(params, options.partnerTag);
    if (!payload) return [];
    const { status, json } = await api.call('searchItems', payload);
    if (status === 404) return []; // ResourceNotFoundException: no results
    const products = api
      .itemsOf('searchItems', json, status)
      .map((raw) => mapRetailProduct(raw, { marketplace, partnerTag: options.partnerTag, category: params.category }))
      .filter((p): p is RetailProduct => p !== null);
    return params.sort === 'bestsellers' ? products.sort(byRank) : products;
  }

  return {
    name: 'amazon',

    async bestsellers(category, limit) {
      const wanted = Math.min(MAX_ITEMS_PER_REQUEST * MAX_ITEM_PAGE, Math.max(0, Math.trunc(limit)));
      const seen = new Map<string, RetailProduct>();
      for (let page = 1; seen.size < wanted && page <= MAX_ITEM_PAGE; page++) {
        const list = await searchPage({ category, page, itemCount: MAX_ITEMS_PER_REQUEST, sort: 'bestsellers' });
        for (const p of list) if (!seen.has(p.externalId)) seen.set(p.externalId, p);
        if (list.length < MAX_ITEMS_PER_REQUEST) break;
      }
      return [...seen.values()].sort(byRank).slice(0, wanted);
    },

    search(params) {
      return searchPage(params);
    },

    async getItems(externalIds) {
      const ids = [...new Set(externalIds.map((id) => id.trim()).filter(Boolean))];
      const found = new Map<string, RetailProduct>();
      for (let i = 0; i < ids.length; i += MAX_ITEMS_PER_REQUEST) {
        const batch = ids.slice(i, i + MAX_ITEMS_PER_REQUEST);
        const { status, json } = await api.call('getItems', {
          partnerTag: options.partnerTag,
          itemIds: batch,
          itemIdType: 'ASIN',
          resources: [...RESOURCES],
        });
        if (status === 404) continue;
        for (const raw of api.itemsOf('getItems', json, status)) {
          const p = mapRetailProduct(raw, { marketplace, partnerTag: options.partnerTag });
          if (p) found.set(p.externalId, p);
        }
      }
      return ids.map((id) => found.get(id)).filter((p): p is RetailProduct => p !== undefined);
    },
  };
}
