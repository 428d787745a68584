/**
 * Builds the built-in sample catalog (the default retail source) from the curated definitions in
 * scripts/sample-catalog/products.ts:
 *
 *   npx tsx scripts/build-sample-catalog.ts
 *
 * writes src/server/integrations/retail/sample-catalog.json (one product per line) and one image per
 * product, src/client/public/catalog/<externalId>.svg (stale images are removed). The output is
 * deterministic: the illustrative figures a curated definition does not give (rating, review count,
 * Prime, sale price, date added, image colours) come from a PRNG seeded with the product's externalId,
 * so rerunning the script changes nothing unless a definition changed. It refuses to write a catalog
 * that misses the coverage the wizard needs (checkCoverage).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AGE_RANGES,
  BESTSELLER_CATEGORIES,
  type BestsellerCategory,
  GIFT_OCCASIONS,
  INTERESTS,
  PERSONALITY_TRAITS,
  RELATIONSHIPS,
} from '#shared/constants/choice-lists.js';
import { pictogram, type PictogramKind } from './sample-catalog/pictograms.js';
import { CATALOG, PRESETS, type ProductDefinition } from './sample-catalog/products.js';

const CATALOG_FILE = path.resolve('src/server/integrations/retail/sample-catalog.json');
const IMAGE_DIR = path.resolve('src/client/public/catalog');
/** "Today" for the catalog's dates: products were added over the 520 days before it. */
const CATALOG_DATE = Date.UTC(2026, 10, 15);
const DAY_MS = 86_400_000;

/** The wizard's needs (issue 4): each choice suited by enough products, and every interest in budget. */
const MIN_PRODUCTS_PER_CHOICE = 12;
const MIN_PER_INTEREST_PRICE_BAND = 3;

const ID_PREFIX: Record<BestsellerCategory, string> = {
  'Electronics & Tech': 'elec',
  'Home & Garden': 'home',
  'Health & Beauty': 'beauty',
  'Sports & Outdoors': 'sport',
  'Books & Media': 'books',
  'Fashion & Style': 'fashion',
};

/** Each category's hue on the colour wheel; products vary around it. */
const CATEGORY_HUE: Record<BestsellerCategory, number> = {
  'Electronics & Tech': 204,
  'Home & Garden': 112,
  'Health & Beauty': 334,
  'Sports & Outdoors': 26,
  'Books & Media': 266,
  'Fashion & Style': 178,
};

/** The suits lists in the order a definition gives them, with their allowed values. */
const SUIT_LISTS = [
  ['interests', INTERESTS],
  ['traits', PERSONALITY_TRAITS],
  ['occasions', GIFT_OCCASIONS],
  ['ageRanges', AGE_RANGES],
  ['relationships', RELATIONSHIPS],
] as const;
type SuitKey = (typeof SUIT_LISTS)[number][0];

interface CatalogProduct {
  externalId: string;
  title: string;
  brand: string;
  description: string;
  price: number;
  originalPrice: number | null;
  currency: 'USD';
  rating: number;
  reviewCount: number;
  isPrime: boolean;
  salesRank: number;
  category: BestsellerCategory;
  tags: string[];
  imageUrl: string;
  url: string;
  addedAt: string;
  suits: Record<SuitKey, string[]>;
}

// --- Deterministic randomness -------------------------------------------------------------------

/** A small seeded PRNG (mulberry32) over the FNV-1a hash of a string. */
function randomFor(seed: string): () => number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

// --- From definition to product -----------------------------------------------------------------

function parseSuits(text: string, where: string): Record<SuitKey, string[]> {
  const groups = text.split('|').map((group) => group.trim());
  if (groups.length !== SUIT_LISTS.length) throw new Error(`${where}: suits needs ${SUIT_LISTS.length} groups`);
  const suits = {} as Record<SuitKey, string[]>;
  SUIT_LISTS.forEach(([key, allowed], i) => {
    const presets: Record<string, readonly string[]> = key in PRESETS ? PRESETS[key as keyof typeof PRESETS] : {};
    const values = new Set<string>();
    for (const token of groups[i].split(',').map((t) => t.trim()).filter(Boolean)) {
      const expanded = token.startsWith('@') ? presets[token] : [token];
      if (!expanded) throw new Error(`${where}: unknown ${key} preset ${token}`);
      for (const value of expanded) {
        if (!(allowed as readonly string[]).includes(value)) throw new Error(`${where}: '${value}' is not one of ${key}`);
        values.add(value);
      }
    }
    if (values.size === 0) throw new Error(`${where}: no ${key}`);
    // The lists' own order, so that the file reads the same way the wizard does.
    suits[key] = allowed.filter((value) => values.has(value));
  });
  return suits;
}

/** About 30% of products are on sale: an original price 12-40% above the price, ending in .99. */
function originalPriceFor(price: number, random: () => number): number | null {
  if (random() >= 0.32) return null;
  return Math.ceil(price * (1.12 + random() * 0.28)) - 0.01;
}

function buildProduct(def: ProductDefinition, category: BestsellerCategory, rank: number): CatalogProduct {
  const externalId = `sample-${ID_PREFIX[category]}-${String(rank).padStart(3, '0')}`;
  const random = randomFor(externalId);
  const tags = [...new Set(def.tags.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  if (tags.length < 3 || tags.length > 8) throw new Error(`${externalId}: give 3 to 8 tags`);
  const description = def.description.trim();
  if (!/[.!?]$/.test(description)) throw new Error(`${externalId}: the description should be whole sentences`);

  // Best sellers have the most reviews: about 60,000 at rank 1, a few hundred at rank 40, with noise.
  const reviewCount = Math.max(40, Math.min(60_000, Math.round(60_000 * Math.exp(-(rank - 1) / 7.5) * 10 ** (random() * 0.75 - 0.6))));
  const rating = Math.round((3.6 + 1.3 * random() ** 0.6) * 10) / 10;
  const isPrime = random() < 0.78;
  const originalPrice = originalPriceFor(def.price, random);
  const addedAt = new Date(CATALOG_DATE - Math.floor(random() * 520) * DAY_MS - Math.floor(random() * 24) * 3_600_000);

  return {
    externalId,
    title: def.title,
    brand: def.brand,
    description,
    price: round2(def.price),
    originalPrice,
    currency: 'USD',
    rating,
    reviewCount,
    isPrime,
    salesRank: rank,
    category,
    tags,
    imageUrl: `/catalog/${externalId}.svg`,
    url: `https://www.amazon.com/s?${new URLSearchParams({ k: def.title })}`,
    addedAt: addedAt.toISOString(),
    suits: parseSuits(def.suits, externalId),
  };
}

// --- Images -------------------------------------------------------------------------------------

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A soft gradient in the category's colour (the hue shifted per product), a halo and the pictogram. */
function productImage(externalId: string, category: BestsellerCategory, kind: PictogramKind): string {
  const random = randomFor(`${externalId}:image`);
  const hue = (CATEGORY_HUE[category] + Math.round(random() * 28 - 14) + 360) % 360;
  const from = hsl(hue, 78, 92);
  const to = hsl((hue + 18) % 360, 62, 78);
  const ink = hsl(hue, 48, 24);
  const accent = hsl((hue + 12) % 360, 64, 66);
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [0, 1, 1, 0],
  ][Math.floor(random() * 4)];
  // Three soft dots in a corner, placed per product, so that two products of one kind differ.
  const dots = Array.from({ length: 3 }, (_, i) => {
    const cx = Math.round(40 + random() * 320);
    const cy = Math.round(i === 0 ? 28 + random() * 40 : 332 + random() * 40);
    return `<circle cx="${cx}" cy="${cy}" r="${Math.round(6 + random() * 10)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>` +
    `<circle cx="200" cy="200" r="146" fill="#fff" fill-opacity=".42"/>` +
    `<g fill="#fff" fill-opacity=".5">${dots}</g>` +
    `<g fill="#fff" stroke="${ink}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round">` +
    pictogram(kind, { accent, ink }) +
    `</g></svg>\n`
  );
}

// --- Checks -------------------------------------------------------------------------------------

/** Throws unless every wizard choice finds enough products and every interest has budget options. */
function checkCoverage(products: CatalogProduct[]): void {
  const problems: string[] = [];
  for (const [key, allowed] of SUIT_LISTS) {
    for (const value of allowed) {
      const count = products.filter((product) => product.suits[key].includes(value)).length;
      if (count < MIN_PRODUCTS_PER_CHOICE) problems.push(`${key} '${value}': ${count} products`);
    }
  }
  for (const interest of INTERESTS) {
    const suited = products.filter((product) => product.suits.interests.includes(interest));
    const under50 = suited.filter((product) => product.price < 50).length;
    const from50to150 = suited.filter((product) => product.price >= 50 && product.price <= 150).length;
    if (under50 < MIN_PER_INTEREST_PRICE_BAND) problems.push(`interest '${interest}': ${under50} under $50`);
    if (from50to150 < MIN_PER_INTEREST_PRICE_BAND) problems.push(`interest '${interest}': ${from50to150} at $50-150`);
  }
  const ids = new Set(products.map((product) => product.externalId));
  if (ids.size !== products.length) problems.push('duplicate externalIds');
  const titles = new Set(products.map((product) => product.title));
  if (titles.size !== products.length) problems.push('duplicate titles');
  if (problems.length > 0) throw new Error(`The sample catalog misses the wizard's needs:\n  ${problems.join('\n  ')}`);
}

// --- Main ---------------------------------------------------------------------------------------

const products = BESTSELLER_CATEGORIES.flatMap((category) =>
  CATALOG[category].map((def, i) => ({ def, product: buildProduct(def, category, i + 1) })),
);
checkCoverage(products.map(({ product }) => product));

writeFileSync(CATALOG_FILE, `[\n${products.map(({ product }) => JSON.stringify(product)).join(',\n')}\n]\n`);

rmSync(IMAGE_DIR, { recursive: true, force: true });
mkdirSync(IMAGE_DIR, { recursive: true });
for (const { def, product } of products) {
  writeFileSync(path.join(IMAGE_DIR, `${product.externalId}.svg`), productImage(product.externalId, product.category, def.kind));
}

const onSale = products.filter(({ product }) => product.originalPrice !== null).length;
console.log(`Wrote ${products.length} products to ${path.relative(process.cwd(), CATALOG_FILE)} (${onSale} on sale)`);
for (const category of BESTSELLER_CATEGORIES) console.log(`  ${category}: ${CATALOG[category].length}`);
console.log(`Wrote ${readdirSync(IMAGE_DIR).length} images to ${path.relative(process.cwd(), IMAGE_DIR)}`);
