import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import type { Database } from '#server/db/client.js';
import { type Exclusions, NO_EXCLUSIONS, violatesExclusions, violatesLimits } from './dislikes.js';
import { type GiftIdea, searchUrlFor, titleKey, withinBudget } from './gift-ideas.js';
import { bestMatch, findIdeaCandidates } from './idea-matcher.js';
import { reasonsFor, scoreFor } from './pick-reasons.js';
import type { History, NewPick, Taken } from './run-history.js';

/**
 * The AI's ideas as picks: each matched to a catalog product when the catalog has it (left out when that
 * product was already shown or costs more than the budget), else kept as an idea with a retailer search
 * link and its estimated price, which must lie within the budget (ideas without a price or outside the
 * budget are dropped). Repeats, by product or by title, are skipped. The catalog is searched once for all
 * the ideas. The model is not trusted with the hard limits (decision 189): an idea that mentions something the
 * person ruled out is dropped, and so is a matched product outside the budget or the age range or that does.
 */
export async function picksFromIdeas(
  db: Database,
  ideas: GiftIdea[],
  profile: WizardProfile,
  history: History,
  taken: Taken,
  limit: number,
  exclusions: Exclusions = NO_EXCLUSIONS,
): Promise<NewPick[]> {
  const limits = { budget: profile.budget, age: profile.age, exclusions };
  const ideaText = (idea: GiftIdea) => ({
    title: idea.title,
    description: idea.description ?? null,
    category: idea.category ?? null,
    tags: [...(idea.searchKeywords ?? []), ...(idea.reasons ?? [])],
  });
  const notKeys = new Set(history.not.map((n) => titleKey(n.title)));
  const isRepeat = (key: string) => !key || history.titleKeys.has(key) || taken.titleKeys.has(key) || notKeys.has(key);
  // Ideas already shown or unwanted are not searched for.
  const searched = ideas.filter((idea) => !isRepeat(titleKey(idea.title)));
  // Enough candidates per idea to find one not shown: at most every product of the run and one per idea are.
  const perIdea = history.productIds.size + taken.productIds.size + searched.length + 1;
  const candidates = searched.length > 0 ? await findIdeaCandidates(db, searched, { budget: profile.budget, perIdea }) : [];

  const picks: NewPick[] = [];
  for (const [index, idea] of searched.entries()) {
    if (picks.length === limit) break;
    const ideaKey = titleKey(idea.title);
    if (isRepeat(ideaKey)) continue;
    if (violatesExclusions(ideaText(idea), exclusions)) continue;
    const shown = new Set([...history.productIds, ...taken.productIds]);
    const match = bestMatch(candidates[index], shown);
    if (match) {
      const product = match.product;
      const productKey = titleKey(product.title);
      // The catalog has this gift: already shown (a repeat) or outside the budget, it is left out.
      if (shown.has(product.id) || history.titleKeys.has(productKey) || taken.titleKeys.has(productKey)) continue;
      if (product.price === null || !withinBudget(product.price, profile.budget)) continue;
      if (violatesLimits(product, limits)) continue;
      taken.productIds.add(product.id);
      taken.titleKeys.add(productKey);
      taken.titleKeys.add(ideaKey);
      picks.push({
        productId: product.id,
        title: product.title,
        description: idea.description ?? product.description,
        reasons: reasonsFor(idea, product, profile),
        price: product.price,
        giftScore: scoreFor(product, profile),
        searchUrl: null,
      });
      continue;
    }
    if (idea.estimatedPrice === undefined || !withinBudget(idea.estimatedPrice, profile.budget)) continue;
    taken.titleKeys.add(ideaKey);
    picks.push({
      productId: null,
      title: idea.title,
      description: idea.description ?? null,
      reasons: reasonsFor(idea, null, profile),
      price: idea.estimatedPrice,
      giftScore: null,
      searchUrl: searchUrlFor(idea),
    });
  }
  return picks;
}
