import { sql } from 'drizzle-orm';
import { BESTSELLER_CATEGORIES, type BestsellerCategory } from '#shared/constants/choice-lists.js';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import type { Database } from '#server/db/client.js';
import { productCacheState, products } from '#server/db/schema/products.js';

/**
 * Products written straight into the cache for tests that need a catalog of their own: each category used
 * gets a product_cache_state row refreshed at `now`, so the rows count as the current catalog and nothing
 * refills it.
 */

export type NewProduct = typeof products.$inferInsert;
export type FixtureProduct = Partial<NewProduct> & { title: string };

let counter = 0;

function fixtureProduct(p: FixtureProduct, now: Date): NewProduct {
  counter += 1;
  const externalId = p.externalId ?? `fixture-${counter}`;
  return {
    source: 'sample',
    externalId,
    description: `${p.title}, a well-made gift.`,
    brand: 'Fixture Co',
    price: 25,
    originalPrice: null,
    currency: 'USD',
    imageUrl: '/images/products/placeholder.webp',
    category: 'Home & Garden',
    tags: [],
    rating: 4.4,
    reviewCount: 250,
    isPrime: true,
    salesRank: counter,
    url: `https://www.amazon.com/dp/${externalId}`,
    suitsInterests: [],
    suitsTraits: [],
    suitsOccasions: [],
    suitsAgeRanges: [],
    suitsRelationships: [],
    cachedAt: now,
    ...p,
  };
}

/** Inserts the products and marks their categories' cache as refreshed at `now`. */
export async function insertProducts(db: Database, list: FixtureProduct[], now = new Date()) {
  const rows = await db.insert(products).values(list.map((p) => fixtureProduct(p, now))).returning();
  const categories = new Set<BestsellerCategory>(rows.map((r) => r.category));
  for (const category of categories) {
    const values = {
      category,
      source: 'sample' as const,
      status: 'ok',
      productCount: rows.filter((r) => r.category === category).length,
      lastRefreshedAt: now,
      lastAttemptAt: now,
      updatedAt: now,
    };
    // A category refreshed earlier keeps its time, so that its earlier fixtures stay current too.
    await db
      .insert(productCacheState)
      .values(values)
      .onConflictDoUpdate({
        target: productCacheState.category,
        set: { ...values, lastRefreshedAt: sql`least(${productCacheState.lastRefreshedAt}, excluded.last_refreshed_at)` },
      });
  }
  return rows;
}

const NAMES: Record<BestsellerCategory, string[]> = {
  'Electronics & Tech': ['Instant Film Camera', 'Wireless Noise Cancelling Headphones', 'Smart Speaker', 'Portable Power Bank', 'Retro Handheld Game Console', 'Bluetooth Tracker Tag', 'E-Reader Tablet', 'Mechanical Keyboard'],
  'Home & Garden': ['Pour Over Coffee Set', 'Indoor Herb Garden Kit', 'Scented Soy Candle Trio', 'Cast Iron Skillet', 'Bamboo Cheese Board', 'Weighted Throw Blanket', 'Espresso Cup Set', 'Terrarium Building Kit'],
  'Health & Beauty': ['Jade Face Roller', 'Aromatherapy Diffuser', 'Bath Bomb Gift Box', 'Yoga Mat Premium', 'Silk Sleep Mask', 'Skincare Sampler Set', 'Massage Gun Mini', 'Resistance Band Set'],
  'Sports & Outdoors': ['Insulated Water Bottle', 'Hammock for Camping', 'Trail Running Vest', 'Pickleball Paddle Set', 'Compact Binoculars', 'Headlamp Rechargeable', 'Climbing Chalk Bag', 'Picnic Backpack'],
  'Books & Media': ['World Atlas Hardcover', 'Cookbook of Italian Classics', 'Photography Field Guide', 'History of Science Illustrated', 'Vinyl Record Starter Pack', 'Puzzle Book Collection', 'Travel Journal Notebook', 'Board Game Strategy Classic'],
  'Fashion & Style': ['Leather Card Wallet', 'Cashmere Scarf', 'Minimalist Watch', 'Silver Pendant Necklace', 'Canvas Tote Bag', 'Wool Beanie', 'Sunglasses Polarized', 'Silk Pocket Square'],
};

const INTERESTS_BY_CATEGORY: Record<BestsellerCategory, string[][]> = {
  'Electronics & Tech': [['Photography', 'Travel'], ['Music', 'Technology'], ['Technology', 'Music'], ['Technology', 'Travel'], ['Gaming', 'Collectibles'], ['Technology', 'Travel'], ['Books', 'Technology'], ['Technology', 'Gaming']],
  'Home & Garden': [['Coffee', 'Cooking'], ['Gardening', 'Cooking'], ['Home Decor'], ['Cooking'], ['Cooking', 'Wine'], ['Home Decor'], ['Coffee'], ['Gardening', 'DIY/Crafts']],
  'Health & Beauty': [['Beauty'], ['Beauty', 'Home Decor'], ['Beauty'], ['Fitness'], ['Beauty', 'Travel'], ['Beauty'], ['Fitness', 'Sports'], ['Fitness']],
  'Sports & Outdoors': [['Outdoor Activities', 'Fitness'], ['Outdoor Activities', 'Travel'], ['Fitness', 'Sports'], ['Sports'], ['Outdoor Activities', 'Science'], ['Outdoor Activities'], ['Sports', 'Outdoor Activities'], ['Outdoor Activities', 'Cooking']],
  'Books & Media': [['Travel', 'History'], ['Cooking', 'Books'], ['Photography', 'Books'], ['History', 'Science'], ['Music', 'Collectibles'], ['Books', 'Board Games'], ['Travel', 'Art'], ['Board Games']],
  'Fashion & Style': [['Fashion'], ['Fashion'], ['Fashion', 'Jewelry'], ['Jewelry'], ['Fashion', 'Art'], ['Fashion', 'Outdoor Activities'], ['Fashion', 'Travel'], ['Fashion']],
};

/**
 * A small catalog: eight products in each of the six categories (48), priced from $12 to about $180 so
 * that every budget band has picks, each suiting interests, occasions, ages and relationships.
 */
export async function insertGiftCatalog(db: Database, now = new Date()) {
  const list: FixtureProduct[] = BESTSELLER_CATEGORIES.flatMap((category, c) =>
    NAMES[category].map((title, i) => ({
      title,
      category,
      price: Math.round((12 + ((c * 8 + i) * 17) % 170) * 100) / 100,
      rating: [4.1, 4.8, 4.5, 4.3, 4.9, 4.0, 4.6, 4.2][i],
      reviewCount: [120, 5400, 800, 60, 12000, 30, 950, 2300][i],
      isPrime: i % 2 === 0,
      tags: title.toLowerCase().split(' ').slice(0, 3),
      suitsInterests: INTERESTS_BY_CATEGORY[category][i],
      suitsTraits: [['Creative', 'Adventurous'], ['Practical'], ['Homebody', 'Tech-savvy'], ['Organized', 'Minimalist']][i % 4],
      suitsOccasions: [['Birthday', 'Christmas'], ['Anniversary', 'Valentine\'s Day'], ['Graduation', 'Just Because'], ['Housewarming', 'Thank You']][(i + c) % 4],
      suitsAgeRanges: [['18-25', '26-35'], ['26-35', '36-50'], ['36-50', '51-65'], ['51-65', '65+']][(i + c) % 4],
      suitsRelationships: [['Friend', 'Sibling'], ['Spouse/Partner'], ['Parent', 'Extended Family'], ['Colleague', 'Boss']][(i * 3 + c) % 4],
    })),
  );
  return insertProducts(db, list, now);
}

/** A gift finder brief the gift catalogue above answers with a full batch (8 picks between $20 and $100). */
export const SAMPLE_WIZARD_PROFILE: WizardProfile = {
  name: 'Sam',
  age: '26-35',
  gender: 'female',
  relationship: 'Friend',
  occasion: 'Birthday',
  budget: { min: 20, max: 100 },
  interests: ['Photography', 'Travel'],
  personalityTraits: ['Creative'],
  additionalInfo: 'Loves taking photos on trips',
};
