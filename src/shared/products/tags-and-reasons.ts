import { isOnSale, type ScorableProduct } from './gift-score.js';

/** A product as the tag and reason rules read it. */
export interface DescribableProduct extends ScorableProduct {
  brand: string | null;
  category: string;
  salesRank: number | null;
}

/** A sales rank at or under this is a best seller in its category. */
export const BEST_SELLER_RANK = 100;

const REASONS = {
  excellentReviews: 'Excellent reviews',
  greatReviews: 'Great reviews',
  thousandsOfReviews: 'Thousands of reviews',
  prime: 'Prime delivery',
  onSale: 'On sale now',
  bestSeller: 'Best seller',
} as const;

/**
 * core-app.md 9: tags derive from brand, prime, rating at least 4.5 (highly-rated), reviews over 1000
 * (popular), on-sale, and category, in that order.
 */
export function productTags(p: DescribableProduct): string[] {
  const tags: string[] = [];
  if (p.brand) tags.push(p.brand);
  if (p.isPrime) tags.push('prime');
  if ((p.rating ?? 0) >= 4.5) tags.push('highly-rated');
  if (p.reviews > 1000) tags.push('popular');
  if (isOnSale(p)) tags.push('on-sale');
  tags.push(p.category);
  return tags;
}

/**
 * core-app.md 9: rating at least 4.7 'Excellent reviews', at least 4.3 'Great reviews', reviews over 5000
 * 'Thousands of reviews', Prime delivery, On sale now, best seller.
 */
export function productReasons(p: DescribableProduct): string[] {
  const reasons: string[] = [];
  const rating = p.rating ?? 0;
  if (rating >= 4.7) reasons.push(REASONS.excellentReviews);
  else if (rating >= 4.3) reasons.push(REASONS.greatReviews);
  if (p.reviews > 5000) reasons.push(REASONS.thousandsOfReviews);
  if (p.isPrime) reasons.push(REASONS.prime);
  if (isOnSale(p)) reasons.push(REASONS.onSale);
  if (p.salesRank !== null && p.salesRank <= BEST_SELLER_RANK) reasons.push(REASONS.bestSeller);
  return reasons;
}

/** Grid cards show at most 2 tags and '+N' for the rest; list rows show 3. */
export const VISIBLE_TAGS = { grid: 2, list: 3 } as const;

export function visibleTags(tags: readonly string[], view: keyof typeof VISIBLE_TAGS): { shown: string[]; more: number } {
  const max = VISIBLE_TAGS[view];
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
