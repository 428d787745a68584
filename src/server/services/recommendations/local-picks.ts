import { and, gte, isNotNull, lte } from 'drizzle-orm';
import type { Budget, WizardProfile } from '#shared/schemas/gift-finder.js';
import type { Database } from '#server/db/client.js';
import { productCacheState, products } from '#server/db/schema/products.js';
import { currentProductJoin, productColumns } from '#server/services/products/catalog-cache.service.js';
import { type Exclusions, NO_EXCLUSIONS } from './dislikes.js';
import { titleKey } from './gift-ideas.js';
import { type EngineProduct, rankForProfile } from './local-engine.js';
import { MAX_REASONS } from './pick-reasons.js';
import type { History, NewPick, Taken } from './run-history.js';
import type { ProductRow } from './run-store.js';

/**
 * The active catalog within the budget, in one query: the products the cache currently lists (rows of
 * another source, or that dropped out of a best-seller list, stay for old picks but are not offered).
 */
function catalogWithin(db: Database, budget: Budget): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(productCacheState, currentProductJoin)
    .where(and(isNotNull(products.price), gte(products.price, budget.min), lte(products.price, budget.max)));
}

/**
 * The local engine's picks: never a product or a title already shown (in the run or earlier in this batch), never
 * one outside the budget or the age range or that the person ruled out (exclusions).
 */
export async function localPicks(
  db: Database,
  profile: WizardProfile,
  history: History,
  taken: Taken,
  limit: number,
  exclusions: Exclusions = NO_EXCLUSIONS,
): Promise<NewPick[]> {
  if (limit <= 0) return [];
  const catalog = await catalogWithin(db, profile.budget);
  const exclude = new Set([...history.productIds, ...taken.productIds]);
  const feedbackProducts = (list: History['more']): EngineProduct[] => list.flatMap((f) => (f.product ? [f.product] : []));
  const ranked = rankForProfile(catalog, profile, {
    // A few spare in case some share a title with an earlier pick.
    limit: limit + Math.min(taken.titleKeys.size + history.titleKeys.size, 16),
    exclude,
    exclusions,
    feedback: { more: feedbackProducts(history.more), not: feedbackProducts(history.not) },
  });
  const picks: NewPick[] = [];
  for (const pick of ranked) {
    if (picks.length === limit) break;
    const key = titleKey(pick.product.title);
    if (history.titleKeys.has(key) || taken.titleKeys.has(key)) continue;
    taken.titleKeys.add(key);
    taken.productIds.add(pick.product.id);
    picks.push({
      productId: pick.product.id,
      title: pick.product.title,
      description: pick.product.description,
      reasons: pick.reasons.slice(0, MAX_REASONS),
      price: pick.product.price,
      giftScore: pick.giftScore,
      searchUrl: null,
    });
  }
  return picks;
}
