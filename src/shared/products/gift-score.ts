/**
 * The gift score and what is shown around it (core-app.md 9). Pure functions: the server scores products
 * with them, the client colours the badge with them, and the unit tests pin the spec's numbers.
 */

export const GIFT_SCORE_BASE = 80;
export const GIFT_SCORE_MIN = 60;
export const GIFT_SCORE_MAX = 100;
/** Interest match adds 8 (the score still stops at 100). */
export const INTEREST_BONUS = 8;
export const INTEREST_REASON = 'Matches your interests';

export interface ScorableProduct {
  rating: number | null;
  reviews: number;
  isPrime: boolean;
  price: number | null;
  originalPrice: number | null;
}

/** On sale: an original price above the current one. */
export function isOnSale(p: Pick<ScorableProduct, 'price' | 'originalPrice'>): boolean {
  return p.price !== null && p.originalPrice !== null && p.originalPrice > p.price;
}

/** Rounded percent off, for the discount badge; null when not on sale. */
export function discountPercent(p: Pick<ScorableProduct, 'price' | 'originalPrice'>): number | null {
  if (!isOnSale(p)) return null;
  return Math.round(((p.originalPrice! - p.price!) / p.originalPrice!) * 100);
}

/**
 * base 80, plus 10 x (rating - 4), plus up to 10 from 2 x log10(review count), plus 5 for Prime, plus 3
 * when on sale; clamped to 60-100 and rounded to a whole number. A product without a rating is taken as 4
 * (neither bonus nor penalty); no reviews add nothing.
 */
export function giftScore(p: ScorableProduct): number {
  const rating = p.rating ?? 4;
  const reviewPart = p.reviews > 0 ? Math.min(10, 2 * Math.log10(p.reviews)) : 0;
  const raw = GIFT_SCORE_BASE + 10 * (rating - 4) + reviewPart + (p.isPrime ? 5 : 0) + (isOnSale(p) ? 3 : 0);
  return Math.round(Math.min(GIFT_SCORE_MAX, Math.max(GIFT_SCORE_MIN, raw)));
}

/** The interest bonus: +8, at most 100. */
export function withInterestBonus(score: number): number {
  return Math.min(GIFT_SCORE_MAX, score + INTEREST_BONUS);
}

export type GiftScoreColour = 'green' | 'blue' | 'yellow' | 'grey';

/** 90+ green, 80+ blue, 70+ yellow, lower grey. */
export function giftScoreColour(score: number): GiftScoreColour {
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  return 'grey';
}
