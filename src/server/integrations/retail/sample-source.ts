import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  AGE_RANGES,
  BESTSELLER_CATEGORIES,
  type BestsellerCategory,
  GIFT_OCCASIONS,
  INTERESTS,
  PERSONALITY_TRAITS,
  RELATIONSHIPS,
} from '#shared/constants/choice-lists.js';
import { MAX_PRODUCT_TAGS } from '#shared/products/catalog-constants.js';
import type { RetailProduct, RetailSearchParams, RetailSort, RetailSource } from './types.js';

/**
 * The built-in sample catalog, the default retail source: gift products that ship with the app in
 * sample-catalog.json (written by scripts/build-sample-catalog.ts, images in src/client/public/catalog).
 * The file is read and validated once, on first use; a bad file fails loudly, naming what is wrong.
 * Its ratings and review counts are illustrative.
 */

const CATALOG_FILE = fileURLToPath(new URL('./sample-catalog.json', import.meta.url));

/** Results per search page when the caller does not say (Amazon's page size). */
const SAMPLE_SEARCH_PAGE_SIZE = 10;

const suitsList = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).min(1);

/** One product in sample-catalog.json. */
const SampleProduct = z.strictObject({
  externalId: z.string().regex(/^sample-[a-z]+-\d{3}$/, 'Must look like sample-<category>-<number>'),
  title: z.string().trim().min(1),
  brand: z.string().trim().min(1),
  description: z.string().trim().min(1),
  price: z.number().positive(),
  originalPrice: z.number().positive().nullable(),
  currency: z.literal('USD'),
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().nonnegative(),
  isPrime: z.boolean(),
  salesRank: z.number().int().positive(),
  category: z.enum(BESTSELLER_CATEGORIES),
  tags: z.array(z.string().trim().min(1)).min(1).max(MAX_PRODUCT_TAGS),
  imageUrl: z.string().regex(/^\/catalog\/[a-z0-9-]+\.svg$/, 'Must be /catalog/<externalId>.svg'),
  url: z.url({ protocol: /^https$/ }),
  addedAt: z.iso.datetime(),
  suits: z.strictObject({
    interests: suitsList(INTERESTS),
    traits: suitsList(PERSONALITY_TRAITS),
    occasions: suitsList(GIFT_OCCASIONS),
    ageRanges: suitsList(AGE_RANGES),
    relationships: suitsList(RELATIONSHIPS),
  }),
});

/** The whole file, with the rules that span products. */
const SampleCatalogFile = z
  .array(SampleProduct)
  .min(1)
  .superRefine((products, ctx) => {
    const ids = new Set<string>();
    const ranks = new Set<string>();
    products.forEach((product, i) => {
      if (ids.has(product.externalId)) ctx.addIssue({ code: 'custom', path: [i, 'externalId'], message: `Duplicate externalId ${product.externalId}` });
      ids.add(product.externalId);
      const rank = `${product.category}#${product.salesRank}`;
      if (ranks.has(rank)) ctx.addIssue({ code: 'custom', path: [i, 'salesRank'], message: `Duplicate salesRank ${product.salesRank} in ${product.category}` });
      ranks.add(rank);
      if (product.originalPrice !== null && product.originalPrice <= product.price) {
        ctx.addIssue({ code: 'custom', path: [i, 'originalPrice'], message: 'Must be above price (or null when not on sale)' });
      }
      if (product.imageUrl !== `/catalog/${product.externalId}.svg`) {
        ctx.addIssue({ code: 'custom', path: [i, 'imageUrl'], message: `Must be /catalog/${product.externalId}.svg` });
      }
    });
  });

/** Validates the parsed JSON of a sample catalog file; throws an Error naming every problem. */
export function parseSampleCatalog(data: unknown, source = 'sample-catalog.json'): RetailProduct[] {
  const result = SampleCatalogFile.safeParse(data);
  if (!result.success) throw new Error(`The sample catalog ${source} is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

let catalog: readonly RetailProduct[] | undefined;

/** The file's products, read and validated on first use. */
function sampleCatalog(): readonly RetailProduct[] {
  if (!catalog) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(CATALOG_FILE, 'utf8'));
    } catch (error) {
      throw new Error(`The sample catalog ${CATALOG_FILE} could not be read: ${(error as Error).message}`, { cause: error });
    }
    catalog = parseSampleCatalog(data, CATALOG_FILE);
  }
  return catalog;
}

/** Every product of the sample catalog (copies: callers may change them), for seeding the database. */
export function loadSampleCatalog(): RetailProduct[] {
  return sampleCatalog().map(copy);
}

function copy(product: RetailProduct): RetailProduct {
  return structuredClone(product);
}

// --- Search ---------------------------------------------------------------------------------------

const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Lower-case words of a query, without stop words; a plural 's' is dropped so 'candles' finds 'candle'. */
function queryWords(keywords: string): string[] {
  return keywords
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/** How well a product matches every word (0 when a word is missing): title > tags and brand > description. */
function relevance(product: RetailProduct, words: string[]): number {
  const title = product.title.toLowerCase();
  const brand = (product.brand ?? '').toLowerCase();
  const tags = product.tags.join(' ').toLowerCase();
  const description = (product.description ?? '').toLowerCase();
  let score = 0;
  for (const word of words) {
    const wordScore = (title.includes(word) ? 4 : 0) + (tags.includes(word) ? 2 : 0) + (brand.includes(word) ? 2 : 0) + (description.includes(word) ? 1 : 0);
    if (wordScore === 0) return 0;
    score += wordScore;
  }
  return score;
}

type Ranked = { product: RetailProduct; score: number };

const byBestseller = (a: RetailProduct, b: RetailProduct) =>
  (a.salesRank ?? Number.MAX_SAFE_INTEGER) - (b.salesRank ?? Number.MAX_SAFE_INTEGER) || b.reviewCount - a.reviewCount;

const COMPARE: Record<RetailSort, (a: Ranked, b: Ranked) => number> = {
  relevance: (a, b) => b.score - a.score || byBestseller(a.product, b.product),
  bestsellers: (a, b) => byBestseller(a.product, b.product),
  'price-asc': (a, b) => (a.product.price ?? Infinity) - (b.product.price ?? Infinity) || byBestseller(a.product, b.product),
  'price-desc': (a, b) => (b.product.price ?? -Infinity) - (a.product.price ?? -Infinity) || byBestseller(a.product, b.product),
  rating: (a, b) => (b.product.rating ?? 0) - (a.product.rating ?? 0) || b.product.reviewCount - a.product.reviewCount,
  newest: (a, b) => (b.product.addedAt ?? '').localeCompare(a.product.addedAt ?? '') || byBestseller(a.product, b.product),
};

/** A positive whole number, or the fallback. */
function positiveInt(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/** Keyword, category and price filters, a sort and a page over the given products. */
export function searchProducts(products: readonly RetailProduct[], params: RetailSearchParams): RetailProduct[] {
  const words = queryWords(params.keywords ?? '');
  const ranked: Ranked[] = [];
  for (const product of products) {
    if (params.category && product.category !== params.category) continue;
    if (params.minPrice !== undefined && (product.price === null || product.price < params.minPrice)) continue;
    if (params.maxPrice !== undefined && (product.price === null || product.price > params.maxPrice)) continue;
    const score = words.length > 0 ? relevance(product, words) : 0;
    if (words.length > 0 && score === 0) continue;
    ranked.push({ product, score });
  }
  const sort = params.sort ?? (words.length > 0 ? 'relevance' : 'bestsellers');
  // Equal products keep a fixed order, so that pages never overlap.
  ranked.sort((a, b) => COMPARE[sort](a, b) || a.product.externalId.localeCompare(b.product.externalId));
  const itemCount = positiveInt(params.itemCount, SAMPLE_SEARCH_PAGE_SIZE);
  const start = (positiveInt(params.page, 1) - 1) * itemCount;
  return ranked.slice(start, start + itemCount).map(({ product }) => product);
}

// --- The source -----------------------------------------------------------------------------------

/** The built-in sample catalog as a retail source ('sample'). */
export function createSampleRetailSource(): RetailSource {
  return {
    name: 'sample',
    async bestsellers(category: BestsellerCategory, limit: number) {
      return sampleCatalog()
        .filter((product) => product.category === category)
        .sort(byBestseller)
        .slice(0, Math.max(0, Math.floor(limit)))
        .map(copy);
    },
    async search(params: RetailSearchParams) {
      return searchProducts(sampleCatalog(), params).map(copy);
    },
    async getItems(externalIds: string[]) {
      const byId = new Map(sampleCatalog().map((product) => [product.externalId, product]));
      return [...new Set(externalIds)].flatMap((id) => {
        const product = byId.get(id);
        return product ? [copy(product)] : [];
      });
    },
  };
}
