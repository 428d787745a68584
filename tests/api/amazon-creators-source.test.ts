import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSettings } from '#server/config/settings.js';
import { testSettings } from '../support/test-settings.js';
import {
  type AmazonCreatorsOptions,
  createAmazonCreatorsSource,
  credentialVersionFor,
  RESOURCES,
  tokenUrlForMarketplace,
} from '#server/integrations/retail/amazon-creators-source.js';
import { createRetailSource } from '#server/integrations/retail/index.js';
import { type RetailSort, RetailSourceError } from '#server/integrations/retail/types.js';
import { FIXTURE_SPECS, type FakeCreatorsApi, startFakeCreatorsApi } from '../support/fake-creators-api.js';

let fake: FakeCreatorsApi;

beforeAll(async () => {
  fake = await startFakeCreatorsApi();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

function source(overrides: Partial<AmazonCreatorsOptions> = {}) {
  return createAmazonCreatorsSource({
    credentialId: fake.credentialId,
    credentialSecret: fake.credentialSecret,
    marketplace: fake.marketplace,
    partnerTag: fake.partnerTag,
    apiBaseUrl: fake.baseUrl,
    tokenUrl: fake.lwaTokenUrl,
    minIntervalMs: 0,
    timeoutMs: 5000,
    ...overrides,
  });
}

/** The call fails with a RetailSourceError whose message matches and never shows the secret or a token. */
async function expectRetailError(promise: Promise<unknown>, expected: { status?: number; message: RegExp }): Promise<RetailSourceError> {
  let caught: unknown;
  try {
    await promise;
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(RetailSourceError);
  const error = caught as RetailSourceError;
  expect(error.message).toMatch(expected.message);
  if (expected.status !== undefined) expect(error.status).toBe(expected.status);
  expect(error.message).not.toContain(fake.credentialSecret);
  for (const token of fake.issuedTokens) expect(error.message).not.toContain(token);
  return error;
}

function bodyOf(i: number) {
  return fake.apiRequests[i].body;
}

describe('OAuth 2.0 client credentials', () => {
  it('asks Login with Amazon for a token once and reuses it across calls', async () => {
    const amazon = source();
    await amazon.search({ keywords: 'coffee' });
    await amazon.search({ keywords: 'candle' });
    await amazon.getItems(['B0ELEC0001']);

    expect(fake.tokenRequests).toHaveLength(1);
    const tokenRequest = fake.tokenRequests[0];
    expect(tokenRequest.path).toBe('/auth/o2/token');
    expect(tokenRequest.headers['content-type']).toBe('application/json');
    expect(tokenRequest.body).toEqual({
      grant_type: 'client_credentials',
      client_id: fake.credentialId,
      client_secret: fake.credentialSecret,
      scope: 'creatorsapi::default',
    });

    expect(fake.apiRequests.map((r) => r.path)).toEqual(['/catalog/v1/searchItems', '/catalog/v1/searchItems', '/catalog/v1/getItems']);
    for (const r of fake.apiRequests) {
      expect(r.headers.authorization).toBe(`Bearer ${fake.issuedTokens[0]}`);
      expect(r.headers['x-marketplace']).toBe('www.amazon.com');
      expect(r.headers['content-type']).toBe('application/json');
    }
  });

  it('shares one token request between concurrent calls', async () => {
    const amazon = source();
    await Promise.all([amazon.search({ keywords: 'coffee' }), amazon.search({ keywords: 'yoga' }), amazon.getItems(['B0BOOK0001'])]);
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.apiRequests).toHaveLength(3);
  });

  it('uses Cognito with a form body and the credential version for 2.x credentials', async () => {
    const amazon = source({ tokenUrl: fake.cognitoTokenUrl, credentialVersion: '2.1' });
    const found = await amazon.search({ keywords: 'speaker' });
    expect(found.map((p) => p.externalId)).toEqual(['B0ELEC0003']);

    const tokenRequest = fake.tokenRequests[0];
    expect(tokenRequest.path).toBe('/oauth2/token');
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest.body).toEqual({
      grant_type: 'client_credentials',
      client_id: fake.credentialId,
      client_secret: fake.credentialSecret,
      scope: 'creatorsapi/default',
    });
    expect(fake.apiRequests[0].headers.authorization).toBe(`Bearer ${fake.issuedTokens[0]}, Version 2.1`);
  });

  it('knows the credential version and token endpoint of each region', () => {
    expect(credentialVersionFor('https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token')).toBe('2.1');
    expect(credentialVersionFor('https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token')).toBe('2.2');
    expect(credentialVersionFor('https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token')).toBe('2.3');
    expect(credentialVersionFor('https://api.amazon.com/auth/o2/token')).toBe('3.1');
    expect(credentialVersionFor('https://api.amazon.co.uk/auth/o2/token')).toBe('3.2');
    expect(credentialVersionFor('https://api.amazon.co.jp/auth/o2/token')).toBe('3.3');
    expect(tokenUrlForMarketplace('www.amazon.com')).toBe('https://api.amazon.com/auth/o2/token');
    expect(tokenUrlForMarketplace('www.amazon.de')).toBe('https://api.amazon.co.uk/auth/o2/token');
    expect(tokenUrlForMarketplace('www.amazon.in')).toBe('https://api.amazon.co.uk/auth/o2/token');
    expect(tokenUrlForMarketplace('www.amazon.co.jp')).toBe('https://api.amazon.co.jp/auth/o2/token');
  });

  it('fetches a new token shortly before the old one expires', async () => {
    let clock = new Date('2026-06-01T10:00:00Z').getTime();
    const amazon = source({ now: () => new Date(clock) });
    await amazon.search({ keywords: 'coffee' });

    clock += (3600 - 61) * 1000; // still more than a minute left
    await amazon.search({ keywords: 'coffee' });
    expect(fake.tokenRequests).toHaveLength(1);

    clock += 1000; // a minute before expiry
    await amazon.search({ keywords: 'coffee' });
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.apiRequests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${fake.issuedTokens[0]}`,
      `Bearer ${fake.issuedTokens[0]}`,
      `Bearer ${fake.issuedTokens[1]}`,
    ]);
  });

  it('fetches a new token and retries once when Amazon answers 401', async () => {
    const amazon = source();
    await amazon.search({ keywords: 'coffee' });
    fake.expireTokens();

    const found = await amazon.search({ keywords: 'yoga' });
    expect(found.map((p) => p.externalId)).toEqual(['B0SPRT0001']);
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.apiRequests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${fake.issuedTokens[0]}`,
      `Bearer ${fake.issuedTokens[0]}`,
      `Bearer ${fake.issuedTokens[1]}`,
    ]);
  });

  it('gives up after a second 401', async () => {
    fake.fail('expired-token', 'expired-token');
    await expectRetailError(source().search({ keywords: 'coffee' }), { status: 401, message: /searchItems failed: 401 UnauthorizedException \(TokenExpired\)/ });
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.apiRequests).toHaveLength(2);
  });
});

describe('search', () => {
  it('sends keywords, search index, price range in cents, sort, page and item count', async () => {
    const found = await source().search({
      keywords: 'wireless',
      category: 'Electronics & Tech',
      minPrice: 25,
      maxPrice: 150.5,
      sort: 'price-asc',
      page: 1,
      itemCount: 5,
    });
    expect(bodyOf(0)).toEqual({
      partnerTag: 'giftwise-20',
      keywords: 'wireless',
      searchIndex: 'Electronics',
      minPrice: 2500,
      maxPrice: 15050,
      sortBy: 'Price:LowToHigh',
      itemPage: 1,
      itemCount: 5,
      resources: [...RESOURCES],
    });
    const prices = found.map((p) => p.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p >= 25 && p <= 150.5)).toBe(true);
    expect(found.length).toBe(5);
    expect(found.every((p) => p.category === 'Electronics & Tech')).toBe(true);
  });

  it('asks for the next page', async () => {
    const amazon = source();
    const first = await amazon.search({ keywords: 'gifts', category: 'Electronics & Tech', page: 1 });
    const second = await amazon.search({ keywords: 'gifts', category: 'Electronics & Tech', page: 2 });
    expect(bodyOf(1).itemPage).toBe(2);
    expect(first).toHaveLength(10);
    expect(second.map((p) => p.externalId)).toEqual(['B0ELEC0011', 'B0ELEC0012']);
  });

  it('maps every sort to its sortBy', async () => {
    const expected: Record<RetailSort, string> = {
      relevance: 'Relevance',
      bestsellers: 'Featured',
      'price-asc': 'Price:LowToHigh',
      'price-desc': 'Price:HighToLow',
      rating: 'AvgCustomerReviews',
      newest: 'NewestArrivals',
    };
    const amazon = source();
    for (const sort of Object.keys(expected) as RetailSort[]) await amazon.search({ keywords: 'gifts', category: 'Books & Media', sort });
    expect(fake.apiRequests.map((r) => r.body.sortBy)).toEqual(Object.values(expected));
  });

  it('sorts a best-seller search by sales rank, and newest by the newest release', async () => {
    const amazon = source();
    const best = await amazon.search({ keywords: 'gifts', category: 'Electronics & Tech', sort: 'bestsellers' });
    const ranks = best.map((p) => p.salesRank ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const newest = await amazon.search({ keywords: 'gifts', category: 'Electronics & Tech', sort: 'newest', itemCount: 3 });
    expect(newest.map((p) => p.externalId)).toEqual(['B0ELEC0007', 'B0ELEC0001', 'B0ELEC0010']);
  });

  it('searches all of Amazon without a category, leaves the sort to Amazon, and guesses each category', async () => {
    const found = await source().search({ keywords: 'coffee' });
    const body = bodyOf(0);
    expect(body).toMatchObject({ keywords: 'coffee', searchIndex: 'All', itemPage: 1, itemCount: 10 });
    expect(body).not.toHaveProperty('sortBy');
    expect(body).not.toHaveProperty('minPrice');
    expect(body).not.toHaveProperty('maxPrice');
    expect(found.map((p) => [p.externalId, p.category])).toEqual([['B0HOME0001', 'Home & Garden']]);
  });

  it('answers an empty list when nothing matches (404 ResourceNotFoundException)', async () => {
    expect(await source().search({ keywords: 'unicorn saddle' })).toEqual([]);
    expect(fake.apiRequests).toHaveLength(1);
  });

  it('keeps within Amazon’s bounds: at most 10 items a page, pages 1 to 10', async () => {
    const amazon = source();
    await amazon.search({ keywords: 'gifts', itemCount: 50 });
    expect(bodyOf(0).itemCount).toBe(10);
    expect(await amazon.search({ keywords: 'gifts', page: 11 })).toEqual([]);
    expect(fake.apiRequests).toHaveLength(1);
  });
});

describe('mapping to our product fields', () => {
  it('maps every field of an item on sale sold by Amazon', async () => {
    const [p] = await source().getItems(['B0ELEC0001']);
    expect(bodyOf(0)).toEqual({ partnerTag: 'giftwise-20', itemIds: ['B0ELEC0001'], itemIdType: 'ASIN', resources: [...RESOURCES] });
    expect(p).toMatchObject({
      externalId: 'B0ELEC0001',
      title: 'Noise Cancelling Wireless Headphones',
      description: 'Up to 40 hours of battery life Adaptive noise cancelling Comfortable memory foam ear cups',
      brand: 'SoundPeak',
      // the buy box winner's price, not the cheaper used offer's
      price: 199.99,
      // the saving basis (list price)
      originalPrice: 249.99,
      currency: 'USD',
      imageUrl: 'https://m.media-amazon.com/images/I/B0ELEC0001._SL500_.jpg',
      category: 'Electronics & Tech',
      rating: 4.6,
      reviewCount: 18_234,
      isPrime: true,
      // the website sales rank, not the browse node's
      salesRank: 40,
      url: 'https://www.amazon.com/dp/B0ELEC0001?tag=giftwise-20&linkCode=ogi&th=1&psc=1',
      addedAt: '2025-09-15T00:00:01.000Z',
    });
    expect(p.tags).toEqual(expect.arrayContaining(['headphones', 'wireless', 'soundpeak', 'noise', 'cancelling']));
    expect(p.tags.length).toBeLessThanOrEqual(16);
    expect(p.suits.interests).toEqual(expect.arrayContaining(['Technology', 'Music']));
    expect(p.suits.ageRanges).toContain('26-35');
    expect(p.suits.occasions).toContain('Birthday');
  });

  it('maps an item at full price from another seller', async () => {
    const [p] = await source().getItems(['B0ELEC0002']);
    expect(p).toMatchObject({ price: 79.5, originalPrice: null, isPrime: false, salesRank: 95, brand: 'Doodla', category: 'Electronics & Tech' });
    expect(p.suits.ageRanges).toContain('0-12');
    expect(p.suits.relationships).toContain('Child');
  });

  it('maps what is missing to null, and skips items without an ASIN or title', async () => {
    const answers = [
      { asin: 'B0BARE0001', itemInfo: { title: { displayValue: 'Plain Mug' } } },
      { itemInfo: { title: { displayValue: 'No ASIN' } } },
      { asin: 'B0BARE0002' },
    ];
    const amazon = source({
      fetch: async (input, init) => {
        const url = String(input);
        if (url.endsWith('/catalog/v1/getItems')) {
          return new Response(JSON.stringify({ itemsResult: { items: answers } }), { status: 200, headers: { 'content-type': 'application/json' } });
        }
        return fetch(input, init);
      },
    });
    const found = await amazon.getItems(['B0BARE0001', 'B0BARE0002']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      externalId: 'B0BARE0001',
      title: 'Plain Mug',
      description: null,
      brand: null,
      price: null,
      originalPrice: null,
      currency: 'USD',
      imageUrl: null,
      rating: null,
      reviewCount: 0,
      isPrime: false,
      salesRank: null,
      url: 'https://www.amazon.com/dp/B0BARE0001?tag=giftwise-20',
    });
  });
});

describe('best sellers', () => {
  it('pages through a category search and sorts by sales rank', async () => {
    const list = await source().bestsellers('Electronics & Tech', 15);
    expect(fake.apiRequests).toHaveLength(2);
    expect(fake.apiRequests.map((r) => [r.body.itemPage, r.body.itemCount, r.body.searchIndex, r.body.keywords, r.body.sortBy])).toEqual([
      [1, 10, 'Electronics', 'gifts', 'Featured'],
      [2, 10, 'Electronics', 'gifts', 'Featured'],
    ]);
    const electronics = FIXTURE_SPECS.filter((s) => s.searchIndex === 'Electronics');
    expect(list.map((p) => p.salesRank)).toEqual(electronics.map((s) => s.rank).sort((a, b) => a - b));
    expect(list.every((p) => p.category === 'Electronics & Tech')).toBe(true);
  });

  it('stops asking once it has enough', async () => {
    const list = await source().bestsellers('Electronics & Tech', 4);
    expect(fake.apiRequests).toHaveLength(1);
    expect(list.map((p) => p.externalId)).toEqual(['B0ELEC0010', 'B0ELEC0009', 'B0ELEC0004', 'B0ELEC0003']);
  });

  it('files every product under the category asked for', async () => {
    const list = await source().bestsellers('Books & Media', 50);
    expect(fake.apiRequests).toHaveLength(1);
    expect(bodyOf(0)).toMatchObject({ searchIndex: 'Books', keywords: 'gift books' });
    expect(list.map((p) => [p.externalId, p.category])).toEqual([
      ['B0BOOK0001', 'Books & Media'],
      ['B0BOOK0002', 'Books & Media'],
    ]);
  });
});

describe('getItems', () => {
  it('asks in batches of ten, keeps the order asked, drops unknown and repeated ids', async () => {
    const ids = FIXTURE_SPECS.map((s) => s.asin).reverse();
    const found = await source().getItems([...ids, 'B0UNKNOWN1', ids[0]]);
    expect(fake.apiRequests.map((r) => r.body.itemIds.length)).toEqual([10, 10, 4]);
    expect(fake.apiRequests.flatMap((r) => r.body.itemIds)).toEqual([...ids, 'B0UNKNOWN1']);
    expect(found.map((p) => p.externalId)).toEqual(ids);
  });

  it('answers an empty list for ids Amazon does not know, and asks nothing for none', async () => {
    const amazon = source();
    expect(await amazon.getItems(['B0UNKNOWN1'])).toEqual([]);
    expect(await amazon.getItems([])).toEqual([]);
    expect(fake.apiRequests).toHaveLength(1);
  });
});

describe('failures', () => {
  it('throttling (429)', async () => {
    fake.fail('throttle');
    await expectRetailError(source().search({ keywords: 'coffee' }), { status: 429, message: /searchItems was throttled: 429 ThrottleException: Rate exceeded/ });
  });

  it('a server error (500)', async () => {
    fake.fail('server-error');
    await expectRetailError(source().getItems(['B0ELEC0001']), { status: 500, message: /getItems failed: 500 InternalServerException/ });
  });

  it('an account Amazon does not allow (403)', async () => {
    fake.fail('not-eligible');
    await expectRetailError(source().bestsellers('Home & Garden', 10), { status: 403, message: /403 AccessDeniedException \(AssociateNotEligible\)/ });
  });

  it('a request Amazon refuses (400), with its reason', async () => {
    await expectRetailError(source({ partnerTag: 'someone-else-20' }).search({ keywords: 'coffee' }), {
      status: 400,
      message: /400 ValidationException \(InvalidPartnerTag\)/,
    });
  });

  it('a reply that is not JSON', async () => {
    fake.fail('malformed');
    await expectRetailError(source().search({ keywords: 'coffee' }), { status: 200, message: /not a JSON object/ });
  });

  it('a reply of the wrong shape', async () => {
    fake.fail('wrong-shape');
    await expectRetailError(source().search({ keywords: 'coffee' }), { message: /items that are not a list/ });
  });

  it('a token endpoint failure', async () => {
    fake.failToken('server-error');
    await expectRetailError(source().search({ keywords: 'coffee' }), { status: 500, message: /token request was refused: 500 server_error/ });
    expect(fake.apiRequests).toHaveLength(0);
  });

  it('a token reply without a token', async () => {
    fake.failToken('no-token');
    await expectRetailError(source().search({ keywords: 'coffee' }), { message: /token reply has no access_token/ });
  });

  it('wrong credentials, never showing the secret even when the server repeats it', async () => {
    fake.failToken('echo-secret');
    const error = await expectRetailError(source().search({ keywords: 'coffee' }), { status: 401, message: /401 invalid_client/ });
    expect(error.message).toContain('[redacted]');

    const wrong = 'not-the-right-secret-42';
    const refused = await expectRetailError(source({ credentialSecret: wrong }).search({ keywords: 'coffee' }), {
      status: 401,
      message: /token request was refused: 401 invalid_client: Client authentication failed/,
    });
    expect(refused.message).not.toContain(wrong);
  });

  it('an API that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expectRetailError(source({ apiBaseUrl: `http://127.0.0.1:${port}` }).search({ keywords: 'coffee' }), {
      message: /searchItems could not be reached \(ECONNREFUSED\)/,
    });
  });

  it('a reply that does not come in time', async () => {
    fake.fail('slow');
    await expectRetailError(source({ timeoutMs: 150 }).search({ keywords: 'coffee' }), { message: /searchItems timed out after 150 ms/ });
  });

  it('a token that does not come in time', async () => {
    fake.failToken('slow');
    await expectRetailError(source({ timeoutMs: 150 }).getItems(['B0ELEC0001']), { message: /token request timed out after 150 ms/ });
  });
});

describe('createRetailSource', () => {
  it('uses the Creators API when its four settings are set', async () => {
    const settings = readSettings({
      NODE_ENV: 'test',
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: path.join(tmpdir(), 'giftwise-test-data'),
      AUTH_SECRET: 'test-auth-secret-that-is-long-enough-0123456789',
      SECRETS_KEY: '0'.repeat(64),
      RETAIL_CREDENTIAL_ID: fake.credentialId,
      RETAIL_CREDENTIAL_SECRET: fake.credentialSecret,
      AFFILIATE_TAG: fake.partnerTag,
      RETAIL_MARKETPLACE: fake.marketplace,
      RETAIL_API_BASE_URL: fake.baseUrl,
      RETAIL_TOKEN_URL: fake.lwaTokenUrl,
    });
    const retail = createRetailSource(settings);
    expect(retail.name).toBe('amazon');
    const found = await retail.search({ keywords: 'hammock' });
    expect(found.map((p) => p.externalId)).toEqual(['B0SPRT0002']);
    expect(fake.tokenRequests).toHaveLength(1);
  });

  it('uses the sample catalog otherwise', () => {
    expect(createRetailSource(testSettings()).name).toBe('sample');
  });
});
