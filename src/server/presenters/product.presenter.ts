import type { BestsellersResponse, GiftProduct, ProductSearchResponse } from '#shared/schemas/products.js';
import { giftScore, INTEREST_REASON, withInterestBonus } from '#shared/products/gift-score.js';
import { productReasons, productTags } from '#shared/products/tags-and-reasons.js';
import type { CatalogProductRow } from '#server/services/products/catalog-cache.service.js';
import type { BestsellersPage, ProductSearchPage, ProductViewer } from '#server/services/products/product-query.service.js';

export type ProductRow = CatalogProductRow;

const SIGNED_OUT_VIEWER: ProductViewer = { wishlistProductIds: new Set(), interests: [] };

const RETAILER_NAMES = { amazon: 'Amazon', sample: 'Amazon' } as const;

/** The retailer link with our affiliate tag (Amazon's `tag` parameter), when one is set. */
export function withAffiliateTag(url: string, tag: string | undefined): string {
  if (!tag) return url;
  try {
    const u = new URL(url);
    u.searchParams.set('tag', tag);
    return u.toString();
  } catch {
    return url;
  }
}

function matchesInterests(row: Pick<ProductRow, 'suitsInterests'>, interests: readonly string[]): boolean {
  return interests.length > 0 && row.suitsInterests.some((i) => interests.includes(i));
}

/**
 * A product row as a gift card shows it (core-app.md 3): score, tags and reasons from the shared rules;
 * for a signed-in person the interest bonus (+8, 'Matches your interests') and whether it is in their
 * default wishlist.
 */
export function presentProduct(row: ProductRow, viewer: ProductViewer = SIGNED_OUT_VIEWER): GiftProduct {
  const facts = {
    rating: row.rating,
    reviews: row.reviewCount,
    isPrime: row.isPrime,
    price: row.price,
    originalPrice: row.originalPrice,
    brand: row.brand,
    category: row.category,
    salesRank: row.salesRank,
  };
  let score = giftScore(facts);
  const reasons = productReasons(facts);
  if (matchesInterests(row, viewer.interests)) {
    score = withInterestBonus(score);
    reasons.unshift(INTEREST_REASON);
  }
  const link = withAffiliateTag(row.url, viewer.affiliateTag);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    currency: row.currency,
    image: row.imageUrl,
    category: row.category,
    tags: productTags(facts),
    giftScore: score,
    rating: row.rating,
    reviews: row.reviewCount,
    reasonsForRecommendation: reasons,
    inWishlist: viewer.wishlistProductIds.has(row.id),
    retailer: RETAILER_NAMES[row.source],
    amazonUrl: link,
    url: link,
    brand: row.brand,
    isPrime: row.isPrime,
    salesRank: row.salesRank,
    cachedAt: row.cachedAt.toISOString(),
    source: row.source,
  };
}

/** Sorted by score, best first (core-app.md 9: "results sorted by score descending"); ties keep their order. */
export function sortByScore(list: GiftProduct[]): GiftProduct[] {
  return list
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.giftScore - a.p.giftScore || a.i - b.i)
    .map(({ p }) => p);
}

/**
 * GET /api/bestsellers: the page's products as gift cards. A signed-in list is ordered by the score the person
 * sees (the query already picked the best `limit` by the same score in SQL).
 */
export function presentBestsellers(page: BestsellersPage, viewer: ProductViewer, signedIn: boolean): BestsellersResponse {
  const list = page.products.map((row) => presentProduct(row, viewer));
  return {
    success: true,
    products: signedIn ? sortByScore(list) : list,
    cached: page.cached,
    lastUpdated: page.lastUpdated,
    source: page.source,
  };
}

/** GET /api/products: one page of the /discover search as gift cards, with the paging facts. */
export function presentProductSearch(page: ProductSearchPage, viewer: ProductViewer): ProductSearchResponse {
  return { ...page, products: page.products.map((row) => presentProduct(row, viewer)) };
}
