import { z } from 'zod';
import type { BestsellerCategory } from '#shared/constants/choice-lists.js';
import { deriveSuits, guessCategory } from './derive-suits.js';
import {
  type RetailProduct,
  type RetailSearchParams,
  type RetailSort,
  type RetailSource,
  RetailSourceError,
} from './types.js';

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
/** Refresh this long before the token's announced expiry. */
const TOKEN_EARLY_REFRESH_MS = 60_000;
/** At most this many items per SearchItems page and per GetItems request. */
const MAX_ITEMS_PER_REQUEST = 10;
/** SearchItems serves pages 1 to 10. */
const MAX_ITEM_PAGE = 10;

const COGNITO_SCOPE = 'creatorsapi/default';
const LWA_SCOPE = 'creatorsapi::default';

/** Token endpoints by credential version (Amazon's SDK, OAuth2Config). */
const TOKEN_ENDPOINTS: Record<string, string> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

/** Marketplaces of the Europe/Middle East/India (x.2) and Far East (x.3) regions; the rest are North America (x.1). */
const EU_MARKETPLACES = new Set([
  'www.amazon.co.uk',
  'www.amazon.de',
  'www.amazon.fr',
  'www.amazon.it',
  'www.amazon.es',
  'www.amazon.nl',
  'www.amazon.se',
  'www.amazon.pl',
  'www.amazon.com.be',
  'www.amazon.com.tr',
  'www.amazon.ie',
  'www.amazon.ae',
  'www.amazon.sa',
  'www.amazon.eg',
  'www.amazon.in',
]);
const FE_MARKETPLACES = new Set(['www.amazon.co.jp', 'www.amazon.com.au', 'www.amazon.sg']);

/** The Login with Amazon token endpoint of a marketplace's region (credentials made since 2026 are 3.x). */
export function tokenUrlForMarketplace(marketplace: string): string {
  const host = normaliseMarketplace(marketplace);
  if (EU_MARKETPLACES.has(host)) return TOKEN_ENDPOINTS['3.2'];
  if (FE_MARKETPLACES.has(host)) return TOKEN_ENDPOINTS['3.3'];
  return TOKEN_ENDPOINTS['3.1'];
}

function normaliseMarketplace(marketplace: string): string {
  return marketplace
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

/** The credential version a token endpoint belongs to. */
export function credentialVersionFor(tokenUrl: string): string {
  const known = Object.entries(TOKEN_ENDPOINTS).find(([, url]) => url === tokenUrl);
  if (known) return known[0];
  let host = '';
  try {
    host = new URL(tokenUrl).hostname;
  } catch {
    // An unusable URL fails at the first request, with a message.
  }
  if (host.endsWith('.amazoncognito.com')) {
    if (host.includes('eu-south-2')) return '2.2';
    if (host.includes('us-west-2')) return '2.3';
    return '2.1';
  }
  if (host.endsWith('amazon.co.uk')) return '3.2';
  if (host.endsWith('amazon.co.jp')) return '3.3';
  return '3.1';
}

/** Our categories as SearchItems search indexes (US names; Amazon's locale reference lists them per marketplace). */
const CATEGORY_SEARCH_INDEX: Record<BestsellerCategory, string> = {
  'Electronics & Tech': 'Electronics',
  'Home & Garden': 'HomeAndKitchen',
  'Health & Beauty': 'Beauty',
  'Sports & Outdoors': 'SportsAndOutdoors',
  'Books & Media': 'Books',
  'Fashion & Style': 'Fashion',
};

/** What a best-seller list of a category searches for (SearchItems needs keywords or another search term). */
const CATEGORY_KEYWORDS: Record<BestsellerCategory, string> = {
  'Electronics & Tech': 'gifts',
  'Home & Garden': 'gifts',
  'Health & Beauty': 'gift set',
  'Sports & Outdoors': 'gifts',
  'Books & Media': 'gift books',
  'Fashion & Style': 'gifts',
};

/** Our sorts as SearchItems sortBy values (PA-API 5.0's). */
const SORT_BY: Record<RetailSort, string> = {
  relevance: 'Relevance',
  // No sales-rank sort exists: 'Featured' is Amazon's own popular-first order; the page is then sorted by rank.
  bestsellers: 'Featured',
  'price-asc': 'Price:LowToHigh',
  'price-desc': 'Price:HighToLow',
  rating: 'AvgCustomerReviews',
  newest: 'NewestArrivals',
};

/** Everything mapRetailProduct reads, and nothing more. */
export const RESOURCES = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  'itemInfo.features',
  'itemInfo.classifications',
  'itemInfo.productInfo',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.merchantInfo',
  'offersV2.listings.dealDetails',
  'customerReviews.count',
  'customerReviews.starRating',
  'browseNodeInfo.browseNodes',
  'browseNodeInfo.browseNodes.salesRank',
  'browseNodeInfo.websiteSalesRank',
] as const;

// ---------------------------------------------------------------------------------------------------
// The replies as Amazon documents them, parsed with zod (only the parts read here). Any field may be missing
// or of another type than documented: such a field reads as absent and the rest of the item is kept (an
// item without an ASIN or a title is left out by mapRetailProduct).

/** A field that reads as absent when it is missing or not what the schema says. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const Text = optional(z.string().trim().min(1));
/** Amazon sends numbers, sometimes as strings. */
const Num = optional(z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number().finite()));
/** The entries of a list that match, the others left out; not a list: empty. */
const listOf = <T extends z.ZodType>(schema: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((entries) => entries.flatMap((entry) => {
      const parsed = schema.safeParse(entry);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }));
const Displayed = optional(z.object({ displayValue: Text }));
const Money = optional(z.object({ amount: Num, currency: Text }));
const ImageUrl = optional(z.object({ url: Text }));

const WireListing = z.object({
  isBuyBoxWinner: optional(z.boolean()),
  price: optional(z.object({ money: Money, savingBasis: optional(z.object({ money: Money })) })),
  merchantInfo: optional(z.object({ name: Text })),
  dealDetails: optional(z.object({ accessType: Text })),
});
type WireListing = z.infer<typeof WireListing>;

const WireBrowseNode = z.object({ displayName: Text, contextFreeName: Text, salesRank: Num });

const WireItem = z.object({
  asin: Text,
  detailPageURL: Text,
  itemInfo: optional(
    z.object({
      title: Displayed,
      byLineInfo: optional(z.object({ brand: Displayed, manufacturer: Displayed })),
      features: optional(z.object({ displayValues: listOf(z.string().trim().min(1)) })),
      classifications: optional(z.object({ productGroup: Displayed })),
      productInfo: optional(z.object({ releaseDate: Displayed })),
    }),
  ),
  images: optional(z.object({ primary: optional(z.object({ large: ImageUrl, medium: ImageUrl, small: ImageUrl })) })),
  offersV2: optional(z.object({ listings: listOf(WireListing) })),
  customerReviews: optional(z.object({ count: Num, starRating: optional(z.object({ value: Num })) })),
  browseNodeInfo: optional(z.object({ browseNodes: listOf(WireBrowseNode), websiteSalesRank: optional(z.object({ salesRank: Num })) })),
});
type WireItem = z.infer<typeof WireItem>;

/** searchItems and getItems: the items, or only errors[] when nothing matched. */
const ItemsContainer = z.object({ items: z.array(z.unknown()).optional() });
const WireReply = z
  .object({ searchResult: z.unknown().optional(), itemsResult: z.unknown().optional(), errors: optional(z.array(z.unknown())) })
  .catch({ searchResult: undefined, itemsResult: undefined, errors: undefined });

/** The OAuth token reply: {access_token, expires_in, token_type}. */
const TokenReply = z.object({ access_token: z.string().trim().min(1), expires_in: Num });

/** A failure body: {type, message, reason} (Creators API), {errors: [{code, message}]}, PA-API's {Errors: [{Code, Message}]} or OAuth's {error, error_description}. */
const WireErrorEntry = z.object({ code: Text, Code: Text, message: Text, Message: Text });
const WireError = z
  .object({
    type: Text,
    __type: Text,
    error: Text,
    reason: Text,
    message: Text,
    error_description: Text,
    errors: listOf(WireErrorEntry),
    Errors: listOf(WireErrorEntry),
  })
  .catch({ errors: [], Errors: [] });

const money = (v: number): number => Math.round(v * 100) / 100;

const STOP_WORDS = new Set(
  'a an and the for with of to in on by from at or your our you is are this that as new set pack pcs inch inches gift gifts ideas idea men women mens womens'.split(
    ' ',
  ),
);

/** Search keywords of a product: its browse nodes, product group, brand and telling title words (at most 16). */
function tagsOf(title: string, brand: string | null, nodes: string[], productGroup: string | null): string[] {
  const tags = new Set<string>();
  const add = (t: string) => {
    const v = t.toLowerCase().trim();
    if (v.length >= 3 && v.length <= 40) tags.add(v);
  };
  for (const n of nodes) add(n);
  if (productGroup) add(productGroup);
  if (brand) add(brand);
  for (const word of title.toLowerCase().split(/[^a-z0-9&'-]+/)) {
    const w = word.replace(/^['-]+|['-]+$/g, '');
    if (w.length >= 4 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)) add(w);
  }
  return [...tags].slice(0, 16);
}

function pickListing(item: WireItem): WireListing | null {
  const listings = item.offersV2?.listings ?? [];
  return listings.find((l) => l.isBuyBoxWinner === true) ?? listings[0] ?? null;
}

/**
 * OffersV2 has no Prime flag. An offer Amazon sells itself ships with Prime, and a Prime deal says so
 * in its access type: both count as Prime (an assumption, see the header).
 */
function looksPrime(listing: WireListing | null): boolean {
  if (!listing) return false;
  const merchant = listing.merchantInfo?.name ?? '';
  const access = listing.dealDetails?.accessType ?? '';
  return /^amazon(\.|\b)/i.test(merchant) || /prime/i.test(access);
}

function salesRankOf(item: WireItem): number | null {
  const site = item.browseNodeInfo?.websiteSalesRank?.salesRank;
  if (site !== undefined && site > 0) return Math.trunc(site);
  const nodeRanks = (item.browseNodeInfo?.browseNodes ?? [])
    .map((n) => n.salesRank)
    .filter((r): r is number => r !== undefined && r > 0);
  return nodeRanks.length > 0 ? Math.trunc(Math.min(...nodeRanks)) : null;
}

function isoDate(v: string | undefined): string | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export interface MapContext {
  marketplace: string;
  partnerTag: string;
  /** The category searched (a category's best sellers), else one is guessed from the item. */
  category?: BestsellerCategory;
}

/** One Creators API item as our RetailProduct; null when it is not an item or lacks an ASIN or a title. */
export function mapRetailProduct(raw: unknown, ctx: MapContext): RetailProduct | null {
  const parsed = WireItem.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data;
  const asin = item.asin;
  const title = item.itemInfo?.title?.displayValue;
  if (!asin || !title) return null;

  const info = item.itemInfo ?? {};
  const brand = info.byLineInfo?.brand?.displayValue ?? info.byLineInfo?.manufacturer?.displayValue ?? null;
  const features = info.features?.displayValues ?? [];
  const description = features.length > 0 ? features.slice(0, 3).join(' ').slice(0, 1000) : null;
  const productGroup = info.classifications?.productGroup?.displayValue ?? null;
  const nodes = (item.browseNodeInfo?.browseNodes ?? [])
    .map((n) => n.displayName ?? n.contextFreeName)
    .filter((n): n is string => n !== undefined);

  const listing = pickListing(item);
  const amount = listing?.price?.money?.amount;
  const price = amount !== undefined && amount >= 0 ? money(amount) : null;
  const basis = listing?.price?.savingBasis?.money?.amount;
  const originalPrice = basis !== undefined && price !== null && basis > price ? money(basis) : null;
  const currency = listing?.price?.money?.currency ?? 'USD';

  const images = item.images?.primary;
  const imageUrl = images?.large?.url ?? images?.medium?.url ?? images?.small?.url ?? null;

  const ratingValue = item.customerReviews?.starRating?.value;
  const rating = ratingValue === undefined ? null : Math.min(5, Math.max(0, ratingValue));
  const reviewCount = Math.max(0, Math.trunc(item.customerReviews?.count ?? 0));

  const text = [title, brand ?? '', productGroup ?? '', ...nodes, ...features.slice(0, 3)].join(' . ');
  const category = ctx.category ?? guessCategory([productGroup ?? '', ...nodes].join(' . ')) ?? guessCategory(title) ?? 'Home & Garden';

  const url =
    item.detailPageURL ??
    `https://${normaliseMarketplace(ctx.marketplace)}/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(ctx.partnerTag)}`;

  return {
    externalId: asin,
    title,
    description,
    brand,
    price,
    originalPrice,
    currency,
    imageUrl,
    category,
    tags: tagsOf(title, brand, nodes, productGroup),
    rating,
    reviewCount,
    isPrime: looksPrime(listing),
    salesRank: salesRankOf(item),
    url,
    suits: deriveSuits({ category, text, price }),
    addedAt: isoDate(info.productInfo?.releaseDate?.displayValue),
  };
}

// ---------------------------------------------------------------------------------------------------

interface CachedToken {
  value: string;
  /** When to stop using it (ms since epoch, by options.now). */
  refreshAt: number;
}

type Operation = 'searchItems' | 'getItems';

function byRank(a: RetailProduct, b: RetailProduct): number {
  return (a.salesRank ?? Number.POSITIVE_INFINITY) - (b.salesRank ?? Number.POSITIVE_INFINITY);
}

export function createAmazonCreatorsSource(options: AmazonCreatorsOptions): RetailSource {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const minIntervalMs = options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS;
  const marketplace = normaliseMarketplace(options.marketplace);
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const version = options.credentialVersion ?? credentialVersionFor(options.tokenUrl);
  const isCognito = version.startsWith('2.');
  const secrets = [options.credentialSecret, encodeURIComponent(options.credentialSecret)];

  let token: CachedToken | null = null;
  let tokenInFlight: Promise<string> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  /** Never let the secret or a token out in a message, whatever a server echoes. */
  function redact(text: string): string {
    let out = text;
    for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]');
    return out;
  }

  function fail(message: string, status?: number): RetailSourceError {
    return new RetailSourceError(redact(message), status);
  }

  async function send(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const name = (err as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw fail(`Amazon Creators API: ${what} timed out after ${timeoutMs} ms`);
      const cause = (err as { cause?: { code?: string; message?: string } } | undefined)?.cause;
      const detail = cause?.code ?? cause?.message ?? (err as Error | undefined)?.message ?? 'network error';
      throw fail(`Amazon Creators API: ${what} could not be reached (${detail})`);
    }
  }

  async function readBody(res: Response, what: string): Promise<string> {
    try {
      return await res.text();
    } catch (err) {
      const name = (err as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw fail(`Amazon Creators API: ${what} timed out after ${timeoutMs} ms`);
      throw fail(`Amazon Creators API: ${what} broke off while replying`);
    }
  }

  function parseJson(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  /** Amazon's "nothing matched": 404 ResourceNotFoundException (PA-API: NoResults). */
  function isNoResults(body: unknown): boolean {
    const b = WireError.parse(body);
    const codes = [b.type, b.__type, ...b.errors.map((e) => e.code), ...b.Errors.map((e) => e.Code)];
    return codes.some((c) => c !== undefined && /ResourceNotFound|NoResults/i.test(c));
  }

  /** "400 ValidationException (InvalidPartnerTag): The partner tag is invalid." from whatever the body says. */
  function describeFailure(status: number, body: unknown): string {
    const b = WireError.parse(body);
    const firstError = b.errors[0] ?? b.Errors[0];
    const type = b.type ?? b.__type ?? b.error ?? firstError?.code ?? firstError?.Code;
    const message = b.message ?? b.error_description ?? firstError?.message ?? firstError?.Message;
    let out = String(status);
    if (type) out += ` ${type.replace(/^.*#/, '')}`;
    if (b.reason) out += ` (${b.reason})`;
    // Redacted before it is cut, so that no part of a secret survives the cut.
    if (message) out += `: ${redact(message).slice(0, 300)}`;
    return out;
  }

  async function fetchToken(): Promise<string> {
    const body = isCognito
      ? new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.credentialId,
          client_secret: options.credentialSecret,
          scope: COGNITO_SCOPE,
        }).toString()
      : JSON.stringify({
          grant_type: 'client_credentials',
          client_id: options.credentialId,
          client_secret: options.credentialSecret,
          scope: LWA_SCOPE,
        });
    const res = await send(
      options.tokenUrl,
      {
        method: 'POST',
        headers: {
          'content-type': isCognito ? 'application/x-www-form-urlencoded' : 'application/json',
          accept: 'application/json',
        },
        body,
      },
      'the token request',
    );
    const text = await readBody(res, 'the token request');
    const json = parseJson(text);
    if (!res.ok) {
      throw fail(`Amazon Creators API: the token request was refused: ${describeFailure(res.status, json)}`, res.status);
    }
    const reply = TokenReply.safeParse(json);
    if (!reply.success) throw fail('Amazon Creators API: the token reply has no access_token', res.status);
    const accessToken = reply.data.access_token;
    const lifetimeS = reply.data.expires_in ?? 3600;
    // A token is only reused while comfortably valid; a very short-lived one is still used once.
    const lifetimeMs = Math.max(0, lifetimeS * 1000 - Math.min(TOKEN_EARLY_REFRESH_MS, (lifetimeS * 1000) / 2));
    secrets.push(accessToken);
    if (secrets.length > 5) secrets.splice(2, 1);
    token = { value: accessToken, refreshAt: now().getTime() + lifetimeMs };
    return accessToken;
  }

  /** The cached token while valid, else a new one (concurrent callers share one token request). */
  async function accessToken(): Promise<string> {
    if (token && now().getTime() < token.refreshAt) return token.value;
    token = null;
    if (!tokenInFlight) {
      tokenInFlight = fetchToken().finally(() => {
        tokenInFlight = null;
      });
    }
    return tokenInFlight;
  }

  /** Requests leave one at a time, at least minIntervalMs apart. */
  function paced<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const wait = lastRequestAt + minIntervalMs - Date.now();
      if (minIntervalMs > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastRequestAt = Date.now();
      return work();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function postOnce(operation: Operation, payload: object, bearer: string): Promise<{ status: number; json: unknown; text: string; ok: boolean }> {
    const what = `${operation}`;
    const res = await paced(() =>
      send(
        `${apiBaseUrl}/catalog/v1/${operation}`,
        {
          method: 'POST',
          headers: {
            authorization: isCognito ? `Bearer ${bearer}, Version ${version}` : `Bearer ${bearer}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'x-marketplace': marketplace,
          },
          body: JSON.stringify(payload),
        },
        what,
      ),
    );
    const text = await readBody(res, what);
    return { status: res.status, ok: res.ok, text, json: parseJson(text) };
  }

  /** One operation: refreshes the token once on a 401, turns every failure into a RetailSourceError. */
  async function call(operation: Operation, payload: object): Promise<{ status: number; json: unknown }> {
    let reply = await postOnce(operation, payload, await accessToken());
    if (reply.status === 401) {
      token = null;
      reply = await postOnce(operation, payload, await accessToken());
    }
    if (reply.ok) {
      if (typeof reply.json !== 'object' || reply.json === null || Array.isArray(reply.json)) {
        throw fail(`Amazon Creators API: ${operation} answered ${reply.status} with a reply that is not a JSON object`, reply.status);
      }
      return { status: reply.status, json: reply.json };
    }
    if (reply.status === 404 && isNoResults(reply.json)) return { status: 404, json: reply.json };
    const detail = describeFailure(reply.status, reply.json);
    if (reply.status === 429) throw fail(`Amazon Creators API: ${operation} was throttled: ${detail}`, 429);
    if (reply.status === 401) token = null;
    throw fail(`Amazon Creators API: ${operation} failed: ${detail}`, reply.status);
  }

  function itemsOf(operation: Operation, json: unknown, status: number): unknown[] {
    const reply = WireReply.parse(json);
    const container = operation === 'searchItems' ? reply.searchResult : reply.itemsResult;
    if (container === undefined || container === null) {
      // Amazon answers only errors[] when nothing matched (every id unknown, no search results).
      if (reply.errors && reply.errors.length > 0) return [];
      throw fail(`Amazon Creators API: ${operation} answered ${status} without ${operation === 'searchItems' ? 'searchResult' : 'itemsResult'}`, status);
    }
    const items = ItemsContainer.safeParse(container);
    if (!items.success) throw fail(`Amazon Creators API: ${operation} answered ${status} with items that are not a list`, status);
    return items.data.items ?? [];
  }

  async function searchPage(params: RetailSearchParams): Promise<RetailProduct[]> {
    const page = Math.max(1, Math.trunc(params.page ?? 1));
    if (page > MAX_ITEM_PAGE) return [];
    const itemCount = Math.min(MAX_ITEMS_PER_REQUEST, Math.max(1, Math.trunc(params.itemCount ?? MAX_ITEMS_PER_REQUEST)));
    const keywords = params.keywords?.trim() || (params.category ? CATEGORY_KEYWORDS[params.category] : 'gifts');
    const payload: Record<string, unknown> = {
      partnerTag: options.partnerTag,
      keywords,
      searchIndex: params.category ? CATEGORY_SEARCH_INDEX[params.category] : 'All',
      itemCount,
      itemPage: page,
      resources: [...RESOURCES],
    };
    // Prices in the currency's smallest unit (cents); Amazon wants at least 1.
    if (params.minPrice !== undefined && params.minPrice > 0) payload.minPrice = Math.max(1, Math.round(params.minPrice * 100));
    if (params.maxPrice !== undefined && params.maxPrice > 0) payload.maxPrice = Math.max(1, Math.round(params.maxPrice * 100));
    if (params.sort) payload.sortBy = SORT_BY[params.sort];

    const { status, json } = await call('searchItems', payload);
    if (status === 404) return []; // ResourceNotFoundException: no results
    const products = itemsOf('searchItems', json, status)
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
        const { status, json } = await call('getItems', {
          partnerTag: options.partnerTag,
          itemIds: batch,
          itemIdType: 'ASIN',
          resources: [...RESOURCES],
        });
        if (status === 404) continue;
        for (const raw of itemsOf('getItems', json, status)) {
          const p = mapRetailProduct(raw, { marketplace, partnerTag: options.partnerTag });
          if (p) found.set(p.externalId, p);
        }
      }
      return ids.map((id) => found.get(id)).filter((p): p is RetailProduct => p !== undefined);
    },
  };
}
