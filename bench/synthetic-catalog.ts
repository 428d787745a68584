import {
  AGE_RANGES,
  BESTSELLER_CATEGORIES,
  GIFT_OCCASIONS,
  INTERESTS,
  PERSONALITY_TRAITS,
  RELATIONSHIPS,
} from '#shared/constants/choice-lists.js';
import type { EngineProduct } from '#server/services/recommendations/local-engine.js';

/** mulberry32: a small seeded PRNG, so that every run ranks the same catalog. Returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'camera lens tripod journal notebook mug espresso grinder kettle blanket candle lamp speaker headphones ' +
  'watch backpack bottle tent lantern boots jacket scarf puzzle chess cards game novel cookbook apron knife ' +
  'planter seeds pruner yoga mat dumbbell tracker charger keyboard mouse drone frame print poster vinyl ' +
  'record guitar ukulele paint brush easel sketchbook perfume serum lotion necklace bracelet ring wallet ' +
  'hiking travel coffee wine gardening film vintage wireless portable leather wooden ceramic'
).split(' ');
const BRANDS = ['Acme', 'Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Umbrella', 'Hooli', null];

/** n plausible products, the same for the same seed: random suitability tags, prices from $5 to $500. */
export function syntheticCatalog(n: number, seed = 42): EngineProduct[] {
  const random = seededRandom(seed);
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const count = min + int(max - min + 1);
    const chosen = new Set<T>();
    while (chosen.size < count) chosen.add(pick(list));
    return [...chosen];
  };
  const hex = (digits: number) => Array.from({ length: digits }, () => int(16).toString(16)).join('');

  return Array.from({ length: n }, (): EngineProduct => {
    const price = Math.round((5 + random() * 495) * 100) / 100;
    const onSale = random() < 0.3;
    const tags = some(WORDS, 2, 5);
    return {
      id: `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
      title: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`.replace(/^./, (c) => c.toUpperCase()),
      brand: pick(BRANDS),
      category: pick(BESTSELLER_CATEGORIES),
      tags,
      price,
      originalPrice: onSale ? Math.round(price * (1.1 + random() * 0.5) * 100) / 100 : null,
      rating: random() < 0.05 ? null : Math.round((3 + random() * 2) * 10) / 10,
      reviewCount: Math.floor(10 ** (random() * 5)),
      isPrime: random() < 0.6,
      salesRank: random() < 0.8 ? 1 + int(5000) : null,
      suitsInterests: some(INTERESTS, 1, 3),
      suitsTraits: some(PERSONALITY_TRAITS, 0, 3),
      suitsOccasions: some(GIFT_OCCASIONS, 1, 5),
      suitsAgeRanges: random() < 0.2 ? [] : some(AGE_RANGES, 1, 4),
      suitsRelationships: some(RELATIONSHIPS, 1, 4),
    };
  });
}
