import { giftScore, withInterestBonus } from '#shared/products/gift-score.js';
import { productReasons } from '#shared/products/tags-and-reasons.js';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import type { GiftIdea } from './gift-ideas.js';
import type { ProductRow } from './run-store.js';

/** A pick shows at most this many reasons. */
export const MAX_REASONS = 4;

function suitsInterests(product: Pick<ProductRow, 'suitsInterests'>, profile: WizardProfile): boolean {
  return product.suitsInterests.some((i) => (profile.interests as readonly string[]).includes(i));
}

/** The spec's gift score of a product for this profile (with the interest bonus when it suits one of their interests). */
export function scoreFor(product: ProductRow, profile: WizardProfile): number {
  const base = giftScore({
    rating: product.rating,
    reviews: product.reviewCount,
    isPrime: product.isPrime,
    price: product.price,
    originalPrice: product.originalPrice,
  });
  return suitsInterests(product, profile) ? withInterestBonus(base) : base;
}

function unique(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = r.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The AI's own reasons first, then why the catalog product fits; at most four. */
export function reasonsFor(idea: GiftIdea, product: ProductRow | null, profile: WizardProfile): string[] {
  const reasons = [...(idea.reasons ?? []).slice(0, 3)];
  if (product) {
    const interest = product.suitsInterests.find((i) => (profile.interests as readonly string[]).includes(i));
    if (interest) reasons.push(`Perfect for someone into ${interest}`);
    reasons.push(
      ...productReasons({
        rating: product.rating,
        reviews: product.reviewCount,
        isPrime: product.isPrime,
        price: product.price,
        originalPrice: product.originalPrice,
        brand: product.brand,
        category: product.category,
        salesRank: product.salesRank,
      }),
    );
  }
  if (reasons.length === 0) reasons.push(`Picked for someone into ${profile.interests.slice(0, 2).join(' and ')}`);
  return unique(reasons).slice(0, MAX_REASONS);
}
