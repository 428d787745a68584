import { BESTSELLER_CATEGORIES, type BestsellerCategory, type ProductSource } from '#shared/constants/choice-lists.js';
import type { RetailProduct, RetailSource } from '#server/integrations/retail/types.js';

/** The interests each category's default fake products suit. */
const CATEGORY_INTERESTS: Record<BestsellerCategory, string[]> = {
  'Electronics & Tech': ['Technology', 'Gaming'],
  'Home & Garden': ['Home Decor', 'Cooking'],
  'Health & Beauty': ['Beauty', 'Fitness'],
  'Sports & Outdoors': ['Sports', 'Outdoor Activities'],
  'Books & Media': ['Books', 'History'],
  'Fashion & Style': ['Fashion', 'Jewelry'],
};

const REVIEWS = [50, 120, 300, 800, 75, 200, 450, 60];
const DAY = 24 * 60 * 60 * 1000;

export function fakeProduct(overrides: Partial<RetailProduct> & Pick<RetailProduct, 'externalId' | 'title' | 'category'>): RetailProduct {
  return {
    description: null,
    brand: null,
    price: 25,
    originalPrice: null,
    currency: 'USD',
    imageUrl: '/images/products/placeholder.webp',
    tags: [],
    rating: 4.2,
    reviewCount: 100,
    isPrime: false,
    salesRank: 1,
    url: `https://www.amazon.com/dp/${overrides.externalId}`,
    suits: { interests: [], traits: [], occasions: [], ageRanges: [], relationships: [] },
    ...overrides,
  };
}

/** The photography product ranked last in Home & Garden: only a Photography fan sees it rise. */
export const CAMERA_ID = 'home-garden-7';

/**
 * Eight products per category (48 in all, so one limit=50 request sees them all), with varied ratings,
 * reviews, Prime and sales; scores stay between about 83 and 98, except CAMERA_ID (91, or 99 with the
 * Photography interest).
 */
function defaultFakeCatalog(): RetailProduct[] {
  return BESTSELLER_CATEGORIES.flatMap((category, c) =>
    Array.from({ length: 8 }, (_, i) => {
      const slug = category.toLowerCase().replace(/[^a-z]+/g, '-');
      const price = Math.round((10 + c * 7 + i * 5.5) * 100) / 100;
      const base = fakeProduct({
        externalId: `${slug}-${i}`,
        title: `${category} pick ${i}`,
        category,
        brand: `Brand${c}${i}`,
        price,
        originalPrice: i % 3 === 0 ? price + 10 : null,
        rating: 4 + ((i + c) % 5) / 10,
        reviewCount: REVIEWS[i],
        isPrime: (i + c) % 2 === 0,
        salesRank: i + 1,
        tags: [slug, `tag${i}`],
        suits: { interests: CATEGORY_INTERESTS[category], traits: [], occasions: [], ageRanges: [], relationships: [] },
        addedAt: new Date(Date.UTC(2025, 0, 1) + (c * 8 + i) * DAY).toISOString(),
      });
      if (base.externalId !== CAMERA_ID) return base;
      return {
        ...base,
        title: 'Instant Film Camera',
        rating: 4.5,
        reviewCount: 1000,
        isPrime: false,
        originalPrice: null,
        suits: { ...base.suits, interests: ['Photography'] },
      };
    }),
  );
}

/**
 * A retail source the tests steer: its catalog, a failure to throw, and a gate that holds every call until
 * opened. `calls` counts best-seller requests (one per category per refresh).
 */
export class FakeBestsellerSource implements RetailSource {
  calls = 0;
  failWith: Error | null = null;
  catalog: RetailProduct[] = defaultFakeCatalog();
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;

  constructor(readonly name: ProductSource = 'amazon') {}

  /** Refreshes asked of this source so far (each asks once per category). */
  get refreshes(): number {
    return this.calls / BESTSELLER_CATEGORIES.length;
  }

  hold(): void {
    this.gate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  release(): void {
    this.openGate?.();
    this.gate = null;
    this.openGate = null;
  }

  resetState(): void {
    this.calls = 0;
    this.failWith = null;
    this.catalog = defaultFakeCatalog();
    this.release();
  }

  async bestsellers(category: BestsellerCategory, limit: number): Promise<RetailProduct[]> {
    this.calls++;
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    return this.catalog
      .filter((p) => p.category === category)
      .sort((a, b) => (a.salesRank ?? Infinity) - (b.salesRank ?? Infinity))
      .slice(0, limit);
  }

  async search(): Promise<RetailProduct[]> {
    return [];
  }

  async getItems(): Promise<RetailProduct[]> {
    return [];
  }
}
