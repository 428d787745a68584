import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks Amazon's Creators API as Amazon's SDKs document it (see
 * src/server/integrations/retail/amazon-creators-source.ts for what is documented and what assumed):
 *
 * - Token endpoints: POST /auth/o2/token (Login with Amazon, 3.x credentials: JSON body
 *   {grant_type, client_id, client_secret, scope: 'creatorsapi::default'}) and POST /oauth2/token
 *   (Cognito, 2.x credentials: form body, client credentials in the body or as HTTP Basic, scope
 *   'creatorsapi/default'). Reply {access_token, token_type, expires_in}; OAuth errors {error, error_description}.
 * - POST /catalog/v1/searchItems and /catalog/v1/getItems with `x-marketplace` and
 *   `Authorization: Bearer <token>` (`, Version 2.x` required for Cognito tokens). Replies
 *   {searchResult: {totalResultCount, searchURL, items}} / {itemsResult: {items}, errors?}, each item
 *   holding only the resources asked for; failures {type, message, reason?} with 400, 401, 403, 404, 429, 500.
 *
 * The server keeps no clock: a token stays valid until expireTokens() or an 'expired-token' failure, so
 * tests decide expiry with the client's injected clock. Failures are scripted in order with fail().
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed body: JSON, or the fields of a form. */
  body: any;
  rawBody: string;
}

export type ApiFailure =
  /** 401 UnauthorizedException (TokenExpired); the token presented stays expired. */
  | 'expired-token'
  /** 429 ThrottleException. */
  | 'throttle'
  /** 500 InternalServerException. */
  | 'server-error'
  /** 403 AccessDeniedException (AssociateNotEligible). */
  | 'not-eligible'
  /** 200 with a body cut off in the middle of its JSON. */
  | 'malformed'
  /** 200 with JSON whose items are not a list. */
  | 'wrong-shape'
  /** No answer: the request hangs until the client gives up or the server closes. */
  | 'slow';

export type TokenFailure =
  | 'server-error'
  | 'slow'
  /** 200 without access_token. */
  | 'no-token'
  /** 401 whose error_description repeats the client secret it received (a careless server). */
  | 'echo-secret';

export interface FakeCreatorsOptions {
  credentialId?: string;
  credentialSecret?: string;
  marketplace?: string;
  partnerTag?: string;
  /** expires_in of issued tokens, seconds. */
  expiresIn?: number;
}

export interface FakeCreatorsApi {
  /** The API host (apiBaseUrl). */
  baseUrl: string;
  /** Login with Amazon token endpoint (3.x credentials). */
  lwaTokenUrl: string;
  /** Cognito token endpoint (2.x credentials). */
  cognitoTokenUrl: string;
  credentialId: string;
  credentialSecret: string;
  marketplace: string;
  partnerTag: string;
  tokenRequests: RecordedRequest[];
  apiRequests: RecordedRequest[];
  /** Every access token issued, in order. */
  issuedTokens: string[];
  /** The next API requests fail like this, in order (after their request is recorded). */
  fail(...failures: ApiFailure[]): void;
  failToken(...failures: TokenFailure[]): void;
  /** Every token issued so far answers 401 TokenExpired from now on. */
  expireTokens(): void;
  setExpiresIn(seconds: number): void;
  /** Clears requests, scripts and tokens. */
  reset(): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------
// Fixtures: items as the Creators API returns them with every resource (projected per request).

export interface FixtureSpec {
  asin: string;
  title: string;
  brand: string;
  searchIndex: string;
  productGroup: string;
  node: string;
  price: number;
  /** The saving basis (list or was price), when on sale. */
  listPrice?: number;
  rating: number;
  reviews: number;
  rank: number;
  merchant: string;
  features: string[];
  releaseDate: string;
}

export interface Fixture {
  spec: FixtureSpec;
  /** The item with every resource. */
  item: any;
}

const MARKETPLACE_DEFAULT = 'www.amazon.com';
const PARTNER_TAG_DEFAULT = 'giftwise-20';

function text(displayValue: string, label: string) {
  return { displayValue, label, locale: 'en_US' };
}

function usd(amount: number) {
  return { amount, currency: 'USD', displayAmount: `$${amount.toFixed(2)}` };
}

function fixtureItem(s: FixtureSpec, partnerTag = PARTNER_TAG_DEFAULT): any {
  const image = (size: number) => ({ url: `https://m.media-amazon.com/images/I/${s.asin}._SL${size}_.jpg`, height: size, width: size });
  const price: any = { money: usd(s.price) };
  if (s.listPrice !== undefined) {
    price.savingBasis = { money: usd(s.listPrice), savingBasisType: 'LIST_PRICE', savingBasisTypeLabel: 'List Price' };
    price.savings = { money: usd(Math.round((s.listPrice - s.price) * 100) / 100), percentage: Math.round((1 - s.price / s.listPrice) * 100) };
  }
  return {
    asin: s.asin,
    detailPageURL: `https://www.amazon.com/dp/${s.asin}?tag=${partnerTag}&linkCode=ogi&th=1&psc=1`,
    itemInfo: {
      title: text(s.title, 'Title'),
      byLineInfo: { brand: text(s.brand, 'Brand'), manufacturer: text(s.brand, 'Manufacturer') },
      features: { displayValues: s.features, label: 'Features', locale: 'en_US' },
      classifications: { productGroup: text(s.productGroup, 'ProductGroup'), binding: text(s.productGroup, 'Binding') },
      productInfo: { releaseDate: text(s.releaseDate, 'ReleaseDate') },
    },
    images: { primary: { small: image(75), medium: image(160), large: image(500) } },
    offersV2: {
      listings: [
        // A second, cheaper offer that is not the buy box winner: the client must pick the winner.
        {
          isBuyBoxWinner: false,
          price: { money: usd(Math.max(1, Math.round(s.price * 0.5))) },
          merchantInfo: { name: 'Marketplace Reseller', id: 'A1RESELLER' },
          availability: { type: 'IN_STOCK', message: 'In Stock', minOrderQuantity: 1, maxOrderQuantity: 3 },
          condition: { value: 'Used', subCondition: { value: 'Good' } },
          violatesMAP: false,
        },
        {
          isBuyBoxWinner: true,
          price,
          merchantInfo: { name: s.merchant, id: s.merchant.startsWith('Amazon') ? 'ATVPDKIKX0DER' : 'A2SELLER' },
          availability: { type: 'IN_STOCK', message: 'In Stock', minOrderQuantity: 1, maxOrderQuantity: 10 },
          condition: { value: 'New', subCondition: { value: 'New' } },
          violatesMAP: false,
        },
      ],
    },
    customerReviews: { count: s.reviews, starRating: { value: s.rating } },
    browseNodeInfo: {
      browseNodes: [
        {
          id: String(1000 + s.rank),
          displayName: s.node,
          contextFreeName: s.node,
          isRoot: false,
          salesRank: s.rank + 3,
          ancestor: { id: '1', displayName: s.productGroup, contextFreeName: s.productGroup },
        },
      ],
      websiteSalesRank: { salesRank: s.rank, displayName: s.productGroup, contextFreeName: s.productGroup, id: s.productGroup.toLowerCase() },
    },
  };
}

const F = (
  asin: string,
  searchIndex: string,
  productGroup: string,
  node: string,
  title: string,
  brand: string,
  price: number,
  listPrice: number | undefined,
  rating: number,
  reviews: number,
  rank: number,
  merchant: string,
  releaseDate: string,
  features: string[] = [],
): FixtureSpec => ({ asin, searchIndex, productGroup, node, title, brand, price, listPrice, rating, reviews, rank, merchant, releaseDate, features });

/**
 * Twelve Electronics items (more than one page of ten) and a few of each other index. The buy box
 * offer of the first one is on sale and sold by Amazon.
 */
export const FIXTURE_SPECS: FixtureSpec[] = [
  F('B0ELEC0001', 'Electronics', 'Wireless', 'Headphones', 'Noise Cancelling Wireless Headphones', 'SoundPeak', 199.99, 249.99, 4.6, 18_234, 40, 'Amazon.com', '2025-09-15T00:00:01Z', [
    'Up to 40 hours of battery life',
    'Adaptive noise cancelling',
    'Comfortable memory foam ear cups',
  ]),
  F('B0ELEC0002', 'Electronics', 'Personal Computer', 'Tablets', 'Kids Drawing Tablet with Stylus', 'Doodla', 79.5, undefined, 4.2, 2_310, 95, 'Doodla Store', '2024-03-01T00:00:01Z', ['Ages 6 and up']),
  F('B0ELEC0003', 'Electronics', 'Wireless', 'Portable Speakers', 'Waterproof Bluetooth Speaker', 'WaveBox', 49.99, 59.99, 4.5, 9_870, 12, 'Amazon.com', '2025-05-20T00:00:01Z'),
  F('B0ELEC0004', 'Electronics', 'Video Games', 'Controllers', 'Wireless Gaming Controller', 'PlayGrid', 59.0, undefined, 4.7, 31_002, 7, 'Amazon.com', '2023-11-01T00:00:01Z'),
  F('B0ELEC0005', 'Electronics', 'Camera', 'Instant Cameras', 'Instant Film Camera Bundle', 'Snapwell', 89.0, 99.0, 4.4, 5_400, 150, 'Snapwell Official', '2025-01-10T00:00:01Z'),
  F('B0ELEC0006', 'Electronics', 'Wireless', 'Chargers', 'Three-in-One Wireless Charging Station', 'ChargeCo', 35.99, undefined, 4.1, 1_204, 310, 'ChargeCo', '2024-08-08T00:00:01Z'),
  F('B0ELEC0007', 'Electronics', 'Wireless', 'Smartwatches', 'Fitness Smartwatch with Heart Rate Monitor', 'Pulsewise', 129.0, undefined, 4.3, 7_700, 55, 'Amazon.com', '2025-10-01T00:00:01Z'),
  F('B0ELEC0008', 'Electronics', 'Home Theater', 'Projectors', 'Mini Movie Projector', 'CineGo', 119.99, 159.99, 4.0, 3_100, 220, 'CineGo', '2024-12-12T00:00:01Z'),
  F('B0ELEC0009', 'Electronics', 'Wireless', 'Earbuds', 'True Wireless Earbuds', 'SoundPeak', 39.99, undefined, 4.4, 22_000, 3, 'Amazon.com', '2025-02-02T00:00:01Z'),
  F('B0ELEC0010', 'Electronics', 'Wireless', 'E-readers', 'Glare-Free E-Reader 16GB', 'Pageturn', 139.99, undefined, 4.8, 41_000, 1, 'Amazon.com', '2025-07-07T00:00:01Z'),
  F('B0ELEC0011', 'Electronics', 'Personal Computer', 'Keyboards', 'Mechanical Keyboard for Gaming', 'KeyForge', 74.99, undefined, 4.5, 6_600, 88, 'KeyForge', '2024-06-06T00:00:01Z'),
  F('B0ELEC0012', 'Electronics', 'Wireless', 'Trackers', 'Smart Item Tracker Four Pack', 'Findit', 79.99, 99.99, 4.6, 12_500, 18, 'Amazon.com', '2025-04-04T00:00:01Z'),
  F('B0HOME0001', 'HomeAndKitchen', 'Kitchen', 'Coffee Grinders', 'Electric Burr Coffee Grinder', 'Brewcraft', 45.99, undefined, 4.5, 8_800, 21, 'Amazon.com', '2024-09-09T00:00:01Z'),
  F('B0HOME0002', 'HomeAndKitchen', 'Home', 'Candles', 'Scented Soy Candle Gift Set', 'Glowhaus', 24.99, 32.0, 4.6, 15_300, 9, 'Glowhaus', '2025-08-08T00:00:01Z'),
  F('B0HOME0003', 'HomeAndKitchen', 'Lawn & Patio', 'Planters', 'Self-Watering Herb Garden Planter', 'Greenly', 34.5, undefined, 4.2, 2_900, 140, 'Greenly', '2024-04-04T00:00:01Z'),
  F('B0BEAU0001', 'Beauty', 'Beauty', 'Skin Care Sets', 'Hydrating Skin Care Gift Set', 'Dewlab', 38.0, 48.0, 4.4, 6_050, 33, 'Amazon.com', '2025-03-03T00:00:01Z'),
  F('B0BEAU0002', 'Beauty', 'Beauty', 'Perfume', 'Eau de Parfum for Women', 'Maison Lune', 85.0, undefined, 4.6, 3_400, 61, 'Maison Lune', '2023-02-14T00:00:01Z'),
  F('B0SPRT0001', 'SportsAndOutdoors', 'Sports', 'Yoga Mats', 'Non-Slip Yoga Mat with Strap', 'Flowform', 29.99, undefined, 4.5, 19_900, 14, 'Amazon.com', '2024-01-01T00:00:01Z'),
  F('B0SPRT0002', 'SportsAndOutdoors', 'Outdoors', 'Hammocks', 'Ultralight Camping Hammock', 'Trailnest', 42.0, 55.0, 4.7, 7_300, 25, 'Trailnest', '2025-06-06T00:00:01Z'),
  F('B0BOOK0001', 'Books', 'Book', 'Cookbooks', 'The Weeknight Cookbook', 'Harbor Press', 22.5, 35.0, 4.8, 4_100, 5, 'Amazon.com', '2025-10-20T00:00:01Z'),
  F('B0BOOK0002', 'Books', 'Book', 'World History', 'A Short History of Nearly Every Empire', 'Atlas Books', 18.99, undefined, 4.5, 2_200, 44, 'Amazon.com', '2022-05-05T00:00:01Z'),
  F('B0FASH0001', 'Fashion', 'Apparel', 'Scarves', 'Cashmere Blend Scarf', 'Northloom', 49.0, 69.0, 4.3, 1_800, 77, 'Northloom', '2024-10-10T00:00:01Z'),
  F('B0FASH0002', 'Fashion', 'Jewelry', 'Necklaces', 'Sterling Silver Heart Necklace', 'Lumiere', 35.0, undefined, 4.6, 9_100, 16, 'Amazon.com', '2025-01-25T00:00:01Z'),
];

const FIXTURES: Fixture[] = FIXTURE_SPECS.map((spec) => ({ spec, item: fixtureItem(spec) }));

/** The resources Amazon's SDK lists for SearchItems and GetItems. */
const RESOURCES = new Set([
  'browseNodeInfo.browseNodes',
  'browseNodeInfo.browseNodes.ancestor',
  'browseNodeInfo.browseNodes.salesRank',
  'browseNodeInfo.websiteSalesRank',
  'customerReviews.count',
  'customerReviews.starRating',
  'images.primary.small',
  'images.primary.medium',
  'images.primary.large',
  'images.primary.highRes',
  'images.variants.small',
  'images.variants.medium',
  'images.variants.large',
  'images.variants.highRes',
  'itemInfo.byLineInfo',
  'itemInfo.contentInfo',
  'itemInfo.contentRating',
  'itemInfo.classifications',
  'itemInfo.externalIds',
  'itemInfo.features',
  'itemInfo.manufactureInfo',
  'itemInfo.productInfo',
  'itemInfo.technicalInfo',
  'itemInfo.title',
  'itemInfo.tradeInInfo',
  'offersV2.listings.availability',
  'offersV2.listings.condition',
  'offersV2.listings.dealDetails',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.loyaltyPoints',
  'offersV2.listings.merchantInfo',
  'offersV2.listings.price',
  'offersV2.listings.type',
  'parentASIN',
]);
const SEARCH_ONLY_RESOURCES = new Set(['searchRefinements']);

/** US search indexes (PA-API 5.0 locale reference). */
const SEARCH_INDEXES = new Set([
  'All',
  'AmazonVideo',
  'Apparel',
  'Appliances',
  'ArtsAndCrafts',
  'Automotive',
  'Baby',
  'Beauty',
  'Books',
  'Collectibles',
  'Electronics',
  'Fashion',
  'GardenAndOutdoor',
  'GiftCards',
  'HealthPersonalCare',
  'HomeAndKitchen',
  'Jewelry',
  'KindleStore',
  'Luggage',
  'MoviesAndTV',
  'Music',
  'OfficeProducts',
  'PetSupplies',
  'SportsAndOutdoors',
  'ToolsAndHomeImprovement',
  'ToysAndGames',
  'VideoGames',
]);
const SORTS = new Set(['AvgCustomerReviews', 'Featured', 'NewestArrivals', 'Price:HighToLow', 'Price:LowToHigh', 'Relevance']);
const GENERIC_WORDS = new Set(['gift', 'gifts', 'set', 'sets', 'idea', 'ideas', 'for', 'the', 'and', 'book', 'books']);

/** The item with only the resources asked for (asin and detailPageURL always). */
function project(full: any, resources: string[]): any {
  const out: any = { asin: full.asin, detailPageURL: full.detailPageURL };
  const pick = (src: any, dst: any, parts: string[]) => {
    const [head, ...rest] = parts;
    if (src === null || typeof src !== 'object' || !(head in src)) return;
    const value = src[head];
    if (rest.length === 0) {
      dst[head] = structuredClone(value);
      return;
    }
    if (Array.isArray(value)) {
      if (!Array.isArray(dst[head])) dst[head] = value.map(() => ({}));
      value.forEach((element, i) => pick(element, dst[head][i], rest));
    } else {
      if (dst[head] === undefined) dst[head] = {};
      pick(value, dst[head], rest);
    }
  };
  const sorted = [...resources].sort((a, b) => a.split('.').length - b.split('.').length);
  for (const r of sorted) if (r !== 'searchRefinements') pick(full, out, r.split('.'));
  // Sub-resources of browse nodes come only when asked for.
  for (const node of out.browseNodeInfo?.browseNodes ?? []) {
    if (!resources.includes('browseNodeInfo.browseNodes.salesRank')) delete node.salesRank;
    if (!resources.includes('browseNodeInfo.browseNodes.ancestor')) delete node.ancestor;
  }
  return out;
}

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

function validation(message: string, field?: string, reason = 'FieldValidationFailed'): Reply {
  return new Reply(400, {
    type: 'ValidationException',
    message,
    reason,
    ...(field ? { fieldList: [{ name: field, message }] } : {}),
  });
}

function isIntIn(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

function checkResources(resources: unknown, operation: 'searchItems' | 'getItems'): Reply | null {
  if (resources === undefined) return null;
  if (!Array.isArray(resources)) return validation('resources must be a list', 'resources');
  for (const r of resources) {
    const ok = typeof r === 'string' && (RESOURCES.has(r) || (operation === 'searchItems' && SEARCH_ONLY_RESOURCES.has(r)));
    if (!ok) return validation(`The value [${String(r)}] provided in the request for resources is invalid.`, 'resources');
  }
  return null;
}

function searchText(s: FixtureSpec): string {
  return [s.title, s.brand, s.node, s.productGroup, ...s.features].join(' ').toLowerCase();
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

function search(body: any, partnerTag: string): Reply {
  const terms = ['keywords', 'actor', 'artist', 'author', 'brand', 'title', 'browseNodeId'];
  if (!terms.some((t) => typeof body[t] === 'string' && body[t].trim() !== '')) {
    return validation('At least one of keywords, actor, artist, author, brand, title or browseNodeId is required.');
  }
  if (body.searchIndex !== undefined && !SEARCH_INDEXES.has(body.searchIndex)) {
    return validation(`The value [${body.searchIndex}] provided in the request for searchIndex is invalid.`, 'searchIndex');
  }
  if (body.itemCount !== undefined && !isIntIn(body.itemCount, 1, 10)) return validation('itemCount must be between 1 and 10', 'itemCount');
  if (body.itemPage !== undefined && !isIntIn(body.itemPage, 1, 10)) return validation('itemPage must be between 1 and 10', 'itemPage');
  for (const f of ['minPrice', 'maxPrice']) {
    // In the currency's smallest unit: a positive whole number.
    if (body[f] !== undefined && !isIntIn(body[f], 1, Number.MAX_SAFE_INTEGER)) return validation(`${f} must be a positive integer`, f);
  }
  if (body.sortBy !== undefined && !SORTS.has(body.sortBy)) return validation(`The value [${body.sortBy}] provided in the request for sortBy is invalid.`, 'sortBy');
  const bad = checkResources(body.resources, 'searchItems');
  if (bad) return bad;

  const words = String(body.keywords ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w))
    .map(singular);
  let found = FIXTURES.filter(({ spec }) => {
    if (body.searchIndex && body.searchIndex !== 'All' && spec.searchIndex !== body.searchIndex) return false;
    if (words.length > 0 && !words.some((w) => searchText(spec).includes(w))) return false;
    const cents = Math.round(spec.price * 100);
    if (body.minPrice !== undefined && cents < body.minPrice) return false;
    if (body.maxPrice !== undefined && cents > body.maxPrice) return false;
    return true;
  });
  const by = (f: (s: FixtureSpec) => number) => (a: Fixture, b: Fixture) => f(a.spec) - f(b.spec);
  switch (body.sortBy) {
    case 'Price:LowToHigh':
      found = [...found].sort(by((s) => s.price));
      break;
    case 'Price:HighToLow':
      found = [...found].sort(by((s) => -s.price));
      break;
    case 'AvgCustomerReviews':
      found = [...found].sort(by((s) => -s.rating));
      break;
    case 'NewestArrivals':
      found = [...found].sort(by((s) => -Date.parse(s.releaseDate)));
      break;
    default:
      break; // Relevance and Featured: the fixture order
  }
  const itemCount = body.itemCount ?? 10;
  const itemPage = body.itemPage ?? 1;
  const page = found.slice((itemPage - 1) * itemCount, itemPage * itemCount);
  if (page.length === 0) return new Reply(404, { type: 'ResourceNotFoundException', message: 'No results found for your request.' });
  const resources: string[] = body.resources ?? ['itemInfo.title'];
  return new Reply(200, {
    searchResult: {
      totalResultCount: found.length,
      searchURL: `https://www.amazon.com/s?k=${encodeURIComponent(String(body.keywords ?? ''))}&tag=${partnerTag}`,
      items: page.map((f) => project(fixtureItem(f.spec, partnerTag), resources)),
    },
  });
}

function getItems(body: any, partnerTag: string): Reply {
  const ids = body.itemIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10 || !ids.every((id) => typeof id === 'string' && id !== '')) {
    return validation('itemIds must hold between 1 and 10 item ids', 'itemIds');
  }
  if (body.itemIdType !== undefined && body.itemIdType !== 'ASIN') return validation('itemIdType must be ASIN', 'itemIdType');
  const bad = checkResources(body.resources, 'getItems');
  if (bad) return bad;
  const resources: string[] = body.resources ?? ['itemInfo.title'];
  const items: any[] = [];
  const errors: any[] = [];
  for (const id of ids) {
    const f = FIXTURES.find((x) => x.spec.asin === id);
    if (f) items.push(project(fixtureItem(f.spec, partnerTag), resources));
    else errors.push({ code: 'InvalidParameterValue', message: `The ItemId ${id} provided in the request is invalid.` });
  }
  return new Reply(200, { ...(items.length > 0 ? { itemsResult: { items } } : {}), ...(errors.length > 0 ? { errors } : {}) });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(req: IncomingMessage, raw: string): any {
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-requestid': `req-${Math.random().toString(36).slice(2, 10)}` });
  res.end(text);
}

export async function startFakeCreatorsApi(options: FakeCreatorsOptions = {}): Promise<FakeCreatorsApi> {
  const credentialId = options.credentialId ?? 'amzn1.application-oa2-client.fake0001';
  const credentialSecret = options.credentialSecret ?? 'amzn1.oa2-cs.v1.super-secret-value-0123456789';
  const marketplace = options.marketplace ?? MARKETPLACE_DEFAULT;
  const partnerTag = options.partnerTag ?? PARTNER_TAG_DEFAULT;
  let expiresIn = options.expiresIn ?? 3600;

  const tokenRequests: RecordedRequest[] = [];
  const apiRequests: RecordedRequest[] = [];
  const issuedTokens: string[] = [];
  /** token -> how it was issued; missing or expired tokens answer 401. */
  const tokens = new Map<string, { flavour: 'lwa' | 'cognito'; expired: boolean }>();
  const apiFailures: ApiFailure[] = [];
  const tokenFailures: TokenFailure[] = [];
  let counter = 0;

  function issue(flavour: 'lwa' | 'cognito'): Reply {
    counter += 1;
    const token = `Atza|fake-token-${counter}-${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, { flavour, expired: false });
    issuedTokens.push(token);
    return new Reply(200, { access_token: token, token_type: flavour === 'lwa' ? 'bearer' : 'Bearer', expires_in: expiresIn });
  }

  function tokenEndpoint(req: IncomingMessage, body: any, flavour: 'lwa' | 'cognito'): Reply | 'hang' {
    const failure = tokenFailures.shift();
    if (failure === 'slow') return 'hang';
    if (failure === 'server-error') return new Reply(500, { error: 'server_error', error_description: 'Internal error' });
    if (failure === 'no-token') return new Reply(200, { token_type: 'bearer', expires_in: expiresIn });
    if (!body || typeof body !== 'object') return new Reply(400, { error: 'invalid_request', error_description: 'Malformed request' });
    if (body.grant_type !== 'client_credentials') {
      return new Reply(400, { error: 'unsupported_grant_type', error_description: `grant_type ${String(body.grant_type)} is not supported` });
    }
    let id = body.client_id;
    let secret = body.client_secret;
    const basic = /^Basic (.+)$/i.exec(String(req.headers.authorization ?? ''));
    if (flavour === 'cognito' && basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decoded.slice(0, colon);
      secret = decoded.slice(colon + 1);
    }
    if (failure === 'echo-secret') {
      return new Reply(401, { error: 'invalid_client', error_description: `Client authentication failed for ${String(id)} with secret ${String(secret)}` });
    }
    if (id !== credentialId || secret !== credentialSecret) {
      return new Reply(flavour === 'lwa' ? 401 : 400, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    const scope = flavour === 'lwa' ? 'creatorsapi::default' : 'creatorsapi/default';
    if (body.scope !== undefined && body.scope !== scope) return new Reply(400, { error: 'invalid_scope', error_description: 'The requested scope is invalid' });
    return issue(flavour);
  }

  function authorise(req: IncomingMessage): { token: string } | Reply {
    const header = String(req.headers.authorization ?? '');
    const m = /^Bearer ([^\s,]+)(?:, Version (\d\.\d))?$/.exec(header);
    if (!m) return new Reply(401, { type: 'UnauthorizedException', message: 'Missing or malformed Authorization header', reason: 'MissingCredential' });
    const known = tokens.get(m[1]);
    if (!known) return new Reply(401, { type: 'UnauthorizedException', message: 'The access token is invalid', reason: 'InvalidToken' });
    if (known.expired) return new Reply(401, { type: 'UnauthorizedException', message: 'The access token has expired', reason: 'TokenExpired' });
    if (known.flavour === 'cognito' && !(m[2] ?? '').startsWith('2.')) {
      return new Reply(401, { type: 'UnauthorizedException', message: 'The credential version is missing', reason: 'InvalidToken' });
    }
    return { token: m[1] };
  }

  function api(req: IncomingMessage, body: any, operation: 'searchItems' | 'getItems'): Reply | 'hang' | 'malformed' | 'wrong-shape' {
    const auth = authorise(req);
    if (auth instanceof Reply) return auth;
    const failure = apiFailures.shift();
    switch (failure) {
      case 'slow':
        return 'hang';
      case 'expired-token':
        tokens.set(auth.token, { ...tokens.get(auth.token)!, expired: true });
        return new Reply(401, { type: 'UnauthorizedException', message: 'The access token has expired', reason: 'TokenExpired' });
      case 'throttle':
        return new Reply(429, { type: 'ThrottleException', message: 'Rate exceeded', serviceCode: 'creatorsapi', quotaCode: 'TPS' });
      case 'server-error':
        return new Reply(500, { type: 'InternalServerException', message: 'An internal error occurred' });
      case 'not-eligible':
        return new Reply(403, {
          type: 'AccessDeniedException',
          message: 'Your account does not currently meet the eligibility requirements for the Creators API.',
          reason: 'AssociateNotEligible',
        });
      case 'malformed':
      case 'wrong-shape':
        return failure;
      default:
        break;
    }
    const market = req.headers['x-marketplace'];
    if (market === undefined) return validation('The x-marketplace header is required', 'x-marketplace');
    if (market !== marketplace) return validation(`The marketplace ${String(market)} is not valid for this credential`, 'x-marketplace');
    if (!body || typeof body !== 'object' || Array.isArray(body)) return validation('The request body could not be parsed', undefined, 'CannotParse');
    if (body.partnerTag !== partnerTag) return validation('The partner tag is invalid or not associated with this account', 'partnerTag', 'InvalidPartnerTag');
    return operation === 'searchItems' ? search(body, partnerTag) : getItems(body, partnerTag);
  }

  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    const path = (req.url ?? '/').split('?')[0];
    const body = parseBody(req, rawBody);
    const record: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body, rawBody };
    let answer: Reply | 'hang' | 'malformed' | 'wrong-shape';
    if (req.method === 'POST' && (path === '/auth/o2/token' || path === '/oauth2/token')) {
      tokenRequests.push(record);
      answer = tokenEndpoint(req, body, path === '/auth/o2/token' ? 'lwa' : 'cognito');
    } else if (req.method === 'POST' && (path === '/catalog/v1/searchItems' || path === '/catalog/v1/getItems')) {
      apiRequests.push(record);
      answer = api(req, body, path === '/catalog/v1/searchItems' ? 'searchItems' : 'getItems');
    } else {
      answer = new Reply(404, { type: 'UnknownOperationException', message: `No operation at ${req.method} ${path}` });
    }
    if (answer === 'hang') return; // closed by the client's timeout or by close()
    if (answer === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"searchResult": {"totalResultCount": 3, "items": [{"asin": "B0ELEC0001", "itemInfo": {');
      return;
    }
    if (answer === 'wrong-shape') return send(res, 200, { searchResult: { items: 'none today' }, itemsResult: { items: 'none today' } });
    send(res, answer.status, answer.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    lwaTokenUrl: `${baseUrl}/auth/o2/token`,
    cognitoTokenUrl: `${baseUrl}/oauth2/token`,
    credentialId,
    credentialSecret,
    marketplace,
    partnerTag,
    tokenRequests,
    apiRequests,
    issuedTokens,
    fail: (...failures) => apiFailures.push(...failures),
    failToken: (...failures) => tokenFailures.push(...failures),
    expireTokens() {
      for (const [t, v] of tokens) tokens.set(t, { ...v, expired: true });
    },
    setExpiresIn(seconds) {
      expiresIn = seconds;
    },
    reset() {
      tokenRequests.length = 0;
      apiRequests.length = 0;
      issuedTokens.length = 0;
      apiFailures.length = 0;
      tokenFailures.length = 0;
      tokens.clear();
      expiresIn = options.expiresIn ?? 3600;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
