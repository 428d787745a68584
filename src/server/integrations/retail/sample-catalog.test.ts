import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  AGE_RANGES,
  BESTSELLER_CATEGORIES,
  GIFT_OCCASIONS,
  INTERESTS,
  PERSONALITY_TRAITS,
  RELATIONSHIPS,
} from '#shared/constants/choice-lists.js';
import { loadSampleCatalog, parseSampleCatalog } from './sample-source.js';
import type { RetailProduct } from './types.js';

/**
 * The sample catalog's content (sample-catalog.json and its images): what the wizard, the home page and
 * /discover need from it. Regenerate both with `npx tsx scripts/build-sample-catalog.ts`.
 */

const products = loadSampleCatalog();
const publicDir = fileURLToPath(new URL('../../../client/public', import.meta.url));

const suitedBy = (key: keyof RetailProduct['suits'], value: string) => products.filter((p) => p.suits[key].includes(value));

describe('the sample catalog file', () => {
  it('validates against the schema as it is on disk', () => {
    const raw: unknown = JSON.parse(readFileSync(new URL('./sample-catalog.json', import.meta.url), 'utf8'));
    expect(parseSampleCatalog(raw)).toHaveLength(products.length);
  });

  it('has at least 240 products and at least 40 in each category', () => {
    expect(products.length).toBeGreaterThanOrEqual(240);
    for (const category of BESTSELLER_CATEGORIES) {
      expect(products.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(40);
    }
  });

  it('has unique externalIds and titles', () => {
    expect(new Set(products.map((p) => p.externalId)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
  });

  it('ranks each category 1..N, each rank once', () => {
    for (const category of BESTSELLER_CATEGORIES) {
      const ranks = products.filter((p) => p.category === category).map((p) => p.salesRank);
      expect(
        [...ranks].sort((a, b) => a! - b!),
        category,
      ).toEqual(Array.from({ length: ranks.length }, (_, i) => i + 1));
    }
  });

  it('has realistic prices, ratings and review counts', () => {
    for (const p of products) {
      expect(p.price, p.externalId).toBeGreaterThanOrEqual(5);
      expect(p.price, p.externalId).toBeLessThanOrEqual(400);
      expect(p.rating, p.externalId).toBeGreaterThanOrEqual(3.6);
      expect(p.rating, p.externalId).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(p.rating! * 10), p.externalId).toBe(true);
      expect(p.reviewCount, p.externalId).toBeGreaterThanOrEqual(40);
      expect(p.reviewCount, p.externalId).toBeLessThanOrEqual(60_000);
      expect(p.currency).toBe('USD');
    }
    expect(products.filter((p) => p.price! < 50).length).toBeGreaterThan(products.length / 3);
    expect(products.filter((p) => p.price! >= 50 && p.price! <= 150).length).toBeGreaterThan(products.length / 5);
    expect(products.filter((p) => p.price! > 150).length).toBeGreaterThan(0);
  });

  it('puts about 30% on sale, always above the price', () => {
    const onSale = products.filter((p) => p.originalPrice !== null);
    expect(onSale.length / products.length).toBeGreaterThan(0.2);
    expect(onSale.length / products.length).toBeLessThan(0.4);
    for (const p of onSale) expect(p.originalPrice!, p.externalId).toBeGreaterThan(p.price!);
  });

  it('gives each product 3 to 16 search tags', () => {
    for (const p of products) {
      expect(p.tags.length, p.externalId).toBeGreaterThanOrEqual(3);
      expect(p.tags.length, p.externalId).toBeLessThanOrEqual(16);
    }
  });

  it('links each product to a retailer search for its title and dates it within the last 18 months', () => {
    for (const p of products) {
      expect(new URL(p.url).searchParams.get('k'), p.externalId).toBe(p.title);
      expect(p.url.startsWith('https://www.amazon.com/s?k='), p.externalId).toBe(true);
      const added = new Date(p.addedAt!).getTime();
      expect(added, p.externalId).toBeGreaterThan(Date.UTC(2025, 4, 1));
      expect(added, p.externalId).toBeLessThanOrEqual(Date.UTC(2026, 10, 22));
    }
  });
});

describe('what the gift finder needs', () => {
  const lists = [
    ['interests', INTERESTS],
    ['traits', PERSONALITY_TRAITS],
    ['occasions', GIFT_OCCASIONS],
    ['ageRanges', AGE_RANGES],
    ['relationships', RELATIONSHIPS],
  ] as const;

  it.each(lists)('every %s choice is suited by at least 12 products', (key, choices) => {
    const short = choices
      .map((choice) => [choice, suitedBy(key, choice).length] as const)
      .filter(([, count]) => count < 12);
    expect(short).toEqual([]);
  });

  it('every interest has at least 3 products under $50 and 3 at $50-150', () => {
    const short = INTERESTS.flatMap((interest) => {
      const suited = suitedBy('interests', interest);
      const under50 = suited.filter((p) => p.price! < 50).length;
      const from50to150 = suited.filter((p) => p.price! >= 50 && p.price! <= 150).length;
      return under50 >= 3 && from50to150 >= 3 ? [] : [{ interest, under50, from50to150 }];
    });
    expect(short).toEqual([]);
  });

  it('has real products for children and teens', () => {
    const kids = suitedBy('ageRanges', '0-12');
    const teens = suitedBy('ageRanges', '13-17');
    expect(kids.filter((p) => /kids|baby|picture book|board book|toy/i.test(`${p.title} ${p.tags.join(' ')}`)).length).toBeGreaterThanOrEqual(12);
    expect(teens.length).toBeGreaterThanOrEqual(12);
    expect(new Set(kids.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('the catalog images', () => {
  it('has a small, self-contained SVG with an <svg> root for every product', () => {
    const parser = new new JSDOM('').window.DOMParser();
    for (const p of products) {
      const file = `${publicDir}${p.imageUrl}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(Buffer.byteLength(svg), file).toBeLessThan(3 * 1024);
      // XML that is not well formed parses to a <parsererror> document.
      const doc = parser.parseFromString(svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), file).toHaveLength(0);
      const root = doc.documentElement;
      expect(root.localName, file).toBe('svg');
      expect(root.namespaceURI, file).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox'), file).toBe('0 0 400 400');
      expect(svg, file).not.toMatch(/(?:href|src)=|url\((?!#)/);
    }
    // Parsing ~280 files takes about a second; allow for a busy machine.
  }, 30_000);

  it('gives every product an image of its own', () => {
    const images = products.map((p) => readFileSync(`${publicDir}${p.imageUrl}`, 'utf8'));
    expect(new Set(images).size).toBe(products.length);
  });
});
