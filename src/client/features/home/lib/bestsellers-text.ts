import type { ProductSource } from '#shared/constants/choice-lists';
import { updatedAgo } from '#shared/products/updated-ago';

/**
 * The texts of the home best-sellers section (core-app.md 2 "Home", 9). While the built-in sample catalog
 * answers, its title and note name the sample catalog instead of the marketplace: its ratings and review
 * counts are illustrative, and the page says so.
 */
export const SIGNED_IN_TITLE = 'Trending Gifts for You';
export const MARKETPLACE_TITLE = 'Amazon Best Sellers';
export const SAMPLE_TITLE = 'Best Sellers from our Sample Catalog';
export const SAMPLE_NOTE = 'Sample catalog: ratings and review counts are illustrative.';
export const AFFILIATE_DISCLOSURE = 'As an Amazon Associate we earn from qualifying purchases.';
export const ERROR_HEADING = 'Unable to load real Amazon products';
export const EMPTY_HEADING = 'No Amazon products found';
export const MARKETPLACE_BESTSELLERS_URL = 'https://www.amazon.com/gp/bestsellers';

export function bestsellersTitle(signedIn: boolean, source: ProductSource): string {
  if (signedIn) return SIGNED_IN_TITLE;
  return source === 'sample' ? SAMPLE_TITLE : MARKETPLACE_TITLE;
}

/** 'Showing 12 Amazon best-selling products • Updated 3 hours ago' (the time part only when the cache has one). */
export function bestsellersNote(input: { count: number; source: ProductSource; lastUpdated: string | null; now: Date }): string {
  const noun = input.source === 'sample' ? 'sample catalog' : 'Amazon best-selling';
  const products = input.count === 1 ? 'product' : 'products';
  const shown = `Showing ${input.count} ${noun} ${products}`;
  const updated = input.lastUpdated ? new Date(input.lastUpdated) : null;
  if (!updated || Number.isNaN(updated.getTime())) return shown;
  return `${shown} • Updated ${updatedAgo(updated, input.now)}`;
}

/**
 * The marketplace's best sellers page for 'View All', with our affiliate tag when the products' links carry
 * one (the server adds it to every retailer link when it is set).
 */
export function marketplaceBestsellersUrl(productLinks: readonly string[]): string {
  for (const link of productLinks) {
    try {
      const tag = new URL(link).searchParams.get('tag');
      if (tag) {
        const url = new URL(MARKETPLACE_BESTSELLERS_URL);
        url.searchParams.set('tag', tag);
        return url.toString();
      }
    } catch {
      // Not a URL: look at the next one.
    }
  }
  return MARKETPLACE_BESTSELLERS_URL;
}
