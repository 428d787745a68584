import { and, asc, count, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { giftRecommendationNotification } from '#shared/notifications/generators.js';
import { giftScore, withInterestBonus } from '#shared/products/gift-score.js';
import { productReasons } from '#shared/products/tags-and-reasons.js';
import {
  type Budget,
  CreateRecommendationRequest,
  type Feedback,
  type RecommendationSource,
  WizardProfile,
} from '#shared/schemas/gift-finder.js';
import type { Database } from '#server/db/client.js';
import { productCacheState, products } from '#server/db/schema/products.js';
import { recommendationItems, recommendationRuns } from '#server/db/schema/recommendations.js';
import { notFound } from '#server/errors.js';
import { AiError, type AiGateway } from '#server/integrations/ai/types.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import { type CatalogProductRow, currentProductJoin, productColumns } from '#server/services/products/catalog-cache.service.js';
import { createRecipient, getRecipient } from '#server/services/recipients/recipient.service.js';
import { type GiftIdea, parseGiftIdeas, searchUrlFor, titleKey, withinBudget } from './gift-ideas.js';
import { BATCH_SIZE, buildGiftPrompt } from './gift-prompt.js';
import { matchIdeaToProduct } from './idea-matcher.js';
import { type EngineProduct, rankForProfile } from './local-engine.js';

/**
 * The gift finder's runs (issue 4 "/recommendations", "AI picks"). A run stores the wizard profile and
 * every batch of picks; each batch comes from the 'gift-recommendations' AI function when one is
 * configured (its ideas matched to catalog products or turned into retailer search links) or from the
 * local engine over the catalog, which also answers when the AI call fails (fallbackReason says why).
 * Nothing shown in a run is shown again in it; 'more like this' / 'not this' steer the next batch.
 */

export type RunRow = typeof recommendationRuns.$inferSelect;
export type ItemRow = typeof recommendationItems.$inferSelect;
export type ProductRow = CatalogProductRow;

export interface RecommendationLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RecommendationDeps {
  db: Database;
  ai: AiGateway;
  now: () => Date;
  log: RecommendationLog;
  /** Fills the product catalog when it is empty; called before each batch. */
  ensureCatalog?: () => Promise<unknown>;
}

/** A run with its picks (every batch) and the catalog products they name. */
export interface RunWithItems {
  run: RunRow;
  items: ItemRow[];
  products: Map<string, ProductRow>;
}

export interface RunSummaryRow {
  run: RunRow;
  itemCount: number;
}

export const AI_FUNCTION_ID = 'gift-recommendations';
/** GET /api/recommendations lists this many of the latest runs. */
const RUN_LIST_LIMIT = 20;
/** The message of a run that could not be answered at all (an unexpected error, logged). */
export const RUN_FAILED_MESSAGE = 'We could not find gift ideas right now. Please try again.';
const FALLBACK_TAIL = 'these picks come from our own matching.';
/** Why the local engine answered although an AI model is configured (shown as a note on the page). */
export const FALLBACK_REASONS = {
  aiError: (message: string) => `The AI service did not answer (${message}); ${FALLBACK_TAIL}`,
  unreadable: `The AI service gave an answer we could not read; ${FALLBACK_TAIL}`,
  noIdeas: `The AI service suggested no gifts within the budget; ${FALLBACK_TAIL}`,
  unexpected: `The AI suggestions could not be used; ${FALLBACK_TAIL}`,
} as const;
const MAX_REASONS = 4;

/** One pick before it is stored. */
interface NewPick {
  productId: string | null;
  title: string;
  description: string | null;
  reasons: string[];
  price: number | null;
  giftScore: number | null;
  searchUrl: string | null;
}

interface BatchOutcome {
  picks: NewPick[];
  source: RecommendationSource;
  model: string | null;
  fallbackReason: string | null;
}

/** What the run has shown so far, and the feedback on it. */
interface History {
  productIds: Set<string>;
  titleKeys: Set<string>;
  titles: string[];
  more: { title: string; product: ProductRow | null }[];
  not: { title: string; product: ProductRow | null }[];
  lastBatch: number;
}

function suitsInterests(product: Pick<ProductRow, 'suitsInterests'>, profile: WizardProfile): boolean {
  return product.suitsInterests.some((i) => (profile.interests as readonly string[]).includes(i));
}

/** The spec's gift score of a product for this profile (with the interest bonus when it suits one of their interests). */
function scoreFor(product: ProductRow, profile: WizardProfile): number {
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
function reasonsFor(idea: GiftIdea, product: ProductRow | null, profile: WizardProfile): string[] {
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

// ---------------------------------------------------------------------------------------------------------
// Reading runs

/** A run by id, whoever it belongs to (routes check the policy; another person's answers 404). */
export async function findRun(db: Database, runId: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(recommendationRuns).where(eq(recommendationRuns.id, runId)).limit(1);
  return row;
}

async function ownRun(db: Database, userId: string, runId: string): Promise<RunRow> {
  const [row] = await db
    .select()
    .from(recommendationRuns)
    .where(and(eq(recommendationRuns.id, runId), eq(recommendationRuns.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Recommendation run not found.');
  return row;
}

async function itemsWithProducts(db: Database, runId: string): Promise<{ items: ItemRow[]; products: Map<string, ProductRow> }> {
  const rows = await db
    .select({ item: recommendationItems, product: productColumns })
    .from(recommendationItems)
    .leftJoin(products, eq(products.id, recommendationItems.productId))
    .where(eq(recommendationItems.runId, runId))
    .orderBy(desc(recommendationItems.batch), asc(recommendationItems.position), asc(recommendationItems.id));
  const map = new Map<string, ProductRow>();
  for (const r of rows) if (r.product) map.set(r.product.id, r.product);
  return { items: rows.map((r) => r.item), products: map };
}

/** One of the person's runs with every pick, newest batch first; undefined for another person's or an unknown id. */
export async function getRun(db: Database, userId: string, runId: string): Promise<RunWithItems | undefined> {
  const [run] = await db
    .select()
    .from(recommendationRuns)
    .where(and(eq(recommendationRuns.id, runId), eq(recommendationRuns.userId, userId)))
    .limit(1);
  if (!run) return undefined;
  return { run, ...(await itemsWithProducts(db, run.id)) };
}

/** The person's latest runs (at most 20), newest first, with how many picks each holds. */
export async function listRuns(db: Database, userId: string): Promise<RunSummaryRow[]> {
  const rows = await db
    .select({ run: recommendationRuns, itemCount: count(recommendationItems.id) })
    .from(recommendationRuns)
    .leftJoin(recommendationItems, eq(recommendationItems.runId, recommendationRuns.id))
    .where(eq(recommendationRuns.userId, userId))
    .groupBy(recommendationRuns.id)
    .orderBy(desc(recommendationRuns.createdAt), desc(recommendationRuns.id))
    .limit(RUN_LIST_LIMIT);
  return rows.map((r) => ({ run: r.run, itemCount: Number(r.itemCount) }));
}

// ---------------------------------------------------------------------------------------------------------
// Producing a batch

function historyOf(items: ItemRow[], productMap: Map<string, ProductRow>): History {
  const history: History = { productIds: new Set(), titleKeys: new Set(), titles: [], more: [], not: [], lastBatch: 0 };
  // Oldest first, so that the prompt's lists end with the newest titles.
  const ordered = [...items].sort((a, b) => a.batch - b.batch || a.position - b.position);
  for (const item of ordered) {
    if (item.productId) history.productIds.add(item.productId);
    history.titleKeys.add(titleKey(item.title));
    history.titles.push(item.title);
    history.lastBatch = Math.max(history.lastBatch, item.batch);
    const product = item.productId ? (productMap.get(item.productId) ?? null) : null;
    if (item.feedback === 'more') history.more.push({ title: item.title, product });
    if (item.feedback === 'not') history.not.push({ title: item.title, product });
  }
  return history;
}

/**
 * The active catalog within the budget, in one query: the products the cache currently lists (rows of
 * another source, or that dropped out of a best-seller list, stay for old picks but are not offered).
 */
async function catalogWithin(deps: RecommendationDeps, budget: Budget): Promise<ProductRow[]> {
  return deps.db
    .select(productColumns)
    .from(products)
    .innerJoin(productCacheState, currentProductJoin)
    .where(and(isNotNull(products.price), gte(products.price, budget.min), lte(products.price, budget.max)));
}

/** The local engine's picks: never a product or a title already shown (in the run or earlier in this batch). */
async function localPicks(
  deps: RecommendationDeps,
  profile: WizardProfile,
  history: History,
  taken: { productIds: Set<string>; titleKeys: Set<string> },
  limit: number,
): Promise<NewPick[]> {
  if (limit <= 0) return [];
  const catalog = await catalogWithin(deps, profile.budget);
  const exclude = new Set([...history.productIds, ...taken.productIds]);
  const feedbackProducts = (list: History['more']): EngineProduct[] =>
    list.flatMap((f) => (f.product ? [f.product] : []));
  const ranked = rankForProfile(catalog, profile, {
    // A few spare in case some share a title with an earlier pick.
    limit: limit + Math.min(taken.titleKeys.size + history.titleKeys.size, 16),
    exclude,
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

/**
 * The AI's ideas as picks: each matched to a catalog product when the catalog has it (left out when that
 * product was already shown or costs more than the budget), else kept as an idea with a retailer search
 * link and its estimated price, which must lie within the budget (ideas without a price or outside the
 * budget are dropped). Repeats, by product or by title, are skipped.
 */
async function picksFromIdeas(
  deps: RecommendationDeps,
  ideas: GiftIdea[],
  profile: WizardProfile,
  history: History,
  taken: { productIds: Set<string>; titleKeys: Set<string> },
  limit: number,
): Promise<NewPick[]> {
  const picks: NewPick[] = [];
  const notKeys = new Set(history.not.map((n) => titleKey(n.title)));
  for (const idea of ideas) {
    if (picks.length === limit) break;
    const ideaKey = titleKey(idea.title);
    if (!ideaKey || history.titleKeys.has(ideaKey) || taken.titleKeys.has(ideaKey) || notKeys.has(ideaKey)) continue;
    const shown = new Set([...history.productIds, ...taken.productIds]);
    const match = await matchIdeaToProduct(deps.db, idea, { budget: profile.budget, shown });
    if (match) {
      const product = match.product;
      const productKey = titleKey(product.title);
      // The catalog has this gift: already shown (a repeat) or outside the budget, it is left out.
      if (shown.has(product.id) || history.titleKeys.has(productKey) || taken.titleKeys.has(productKey)) continue;
      if (product.price === null || !withinBudget(product.price, profile.budget)) continue;
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

async function aiConfigured(deps: RecommendationDeps): Promise<boolean> {
  try {
    return await deps.ai.isConfigured();
  } catch (error) {
    deps.log.error({ err: error }, 'AI configuration could not be read; the local engine answers');
    return false;
  }
}

async function ensureCatalog(deps: RecommendationDeps): Promise<void> {
  if (!deps.ensureCatalog) return;
  try {
    await deps.ensureCatalog();
  } catch (error) {
    // The picks come from whatever the catalog holds; the cache reports its own failure.
    deps.log.warn({ err: error }, 'catalog could not be filled before a recommendation batch');
  }
}

/** One batch of picks: the AI when configured (topped up by the local engine), else or on failure the local engine. */
async function produceBatch(deps: RecommendationDeps, userId: string, profile: WizardProfile, history: History): Promise<BatchOutcome> {
  await ensureCatalog(deps);
  const taken = { productIds: new Set<string>(), titleKeys: new Set<string>() };
  let fallbackReason: string | null = null;
  if (await aiConfigured(deps)) {
    try {
      const prompt = buildGiftPrompt(profile, {
        count: BATCH_SIZE,
        shownTitles: history.titles,
        moreLike: history.more.map((m) => m.title),
        notThis: history.not.map((n) => n.title),
      });
      const result = await deps.ai.runFunction(AI_FUNCTION_ID, prompt, { userId });
      let ideas: GiftIdea[] | null = null;
      try {
        ideas = parseGiftIdeas(result.content).ideas;
      } catch (error) {
        deps.log.warn({ err: error }, 'AI gift ideas could not be read');
        fallbackReason = FALLBACK_REASONS.unreadable;
      }
      if (ideas) {
        const picks = await picksFromIdeas(deps, ideas, profile, history, taken, BATCH_SIZE);
        if (picks.length > 0) {
          // Fewer usable ideas than a batch holds: the local engine fills the rest.
          picks.push(...(await localPicks(deps, profile, history, taken, BATCH_SIZE - picks.length)));
          return { picks, source: 'ai', model: result.model, fallbackReason: null };
        }
        fallbackReason = FALLBACK_REASONS.noIdeas;
      }
    } catch (error) {
      if (error instanceof AiError) {
        deps.log.warn({ err: error, kind: error.kind }, 'AI gift recommendations failed; the local engine answers');
        fallbackReason = FALLBACK_REASONS.aiError(error.message);
      } else {
        deps.log.error({ err: error }, 'AI gift recommendations could not be used; the local engine answers');
        fallbackReason = FALLBACK_REASONS.unexpected;
      }
      taken.productIds.clear();
      taken.titleKeys.clear();
    }
  }
  const picks = await localPicks(deps, profile, history, taken, BATCH_SIZE);
  return { picks, source: 'local', model: null, fallbackReason };
}

/**
 * Writes a batch as the run's next one. The run row is locked for the few statements of the write (never
 * across the AI call), so two 'Show more ideas' at once get batches N and N+1, and the later one drops the
 * picks the earlier one already stored: a run never repeats a product or an idea title.
 */
async function storeBatch(db: Database, runId: string, picks: NewPick[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: recommendationRuns.id }).from(recommendationRuns).where(eq(recommendationRuns.id, runId)).for('update');
    const shown = await tx
      .select({ batch: recommendationItems.batch, productId: recommendationItems.productId, title: recommendationItems.title })
      .from(recommendationItems)
      .where(eq(recommendationItems.runId, runId));
    const batch = shown.reduce((highest, item) => Math.max(highest, item.batch), 0) + 1;
    const shownProducts = new Set(shown.map((item) => item.productId).filter(Boolean));
    const shownTitles = new Set(shown.map((item) => titleKey(item.title)));
    const fresh = picks.filter((p) => !(p.productId && shownProducts.has(p.productId)) && !shownTitles.has(titleKey(p.title)));
    if (fresh.length === 0) return batch;
    await tx.insert(recommendationItems).values(
      fresh.map((p, index) => ({
        runId,
        batch,
        position: index + 1,
        productId: p.productId,
        title: p.title,
        description: p.description,
        reasons: p.reasons,
        price: p.price,
        giftScore: p.giftScore,
        searchUrl: p.searchUrl,
        createdAt: now,
      })),
    );
    return batch;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Changing runs

export interface CreateRunOptions {
  /**
   * Whether the person is still waiting for this answer when it is ready (the caller knows: the page that asked
   * may have been closed). Without it the run counts as finished in the background.
   */
  personWaiting?: () => boolean;
}

/**
 * Starts a run: stores the profile, saves the named recipient (core-app.md 3 "Saved recipient payload"; a
 * failure is logged and the flow goes on) and produces the first batch. A gift_recommendation notification (to
 * this run's page) only tells of picks that finished while the person was not looking: someone who watched them
 * appear needs no notice of what they just did (issue 10). A first batch with no product within the budget
 * completes with no picks; an unexpected failure marks the run failed with RUN_FAILED_MESSAGE.
 */
export async function createRun(
  deps: RecommendationDeps,
  userId: string,
  request: CreateRecommendationRequest,
  options: CreateRunOptions = {},
): Promise<RunWithItems> {
  const { profile, saveRecipient, recipientId } = CreateRecommendationRequest.parse(request);
  const { db } = deps;
  if (recipientId && !(await getRecipient(db, userId, recipientId))) throw notFound('Recipient not found.');
  const startedAt = deps.now();
  const [created] = await db
    .insert(recommendationRuns)
    .values({
      userId,
      recipientId: recipientId ?? null,
      profile: profile,
      source: 'local',
      status: 'running',
      createdAt: startedAt,
    })
    .returning();
  let run = created;

  if (!recipientId && saveRecipient && profile.name.trim()) {
    try {
      const recipient = await createRecipient(
        db,
        userId,
        {
          name: profile.name,
          age: profile.age,
          gender: profile.gender,
          relationship: profile.relationship,
          interests: profile.interests,
          personality_traits: profile.personalityTraits,
          additional_info: profile.additionalInfo,
          email_reminders: true,
          push_reminders: false,
        },
        startedAt,
      );
      [run] = await db.update(recommendationRuns).set({ recipientId: recipient.id }).where(eq(recommendationRuns.id, run.id)).returning();
    } catch (error) {
      // core-app.md 8: a recipient save failure is logged and the flow continues.
      deps.log.warn({ err: error, runId: run.id }, 'recipient could not be saved; the gift finder goes on');
    }
  }

  try {
    const outcome = await produceBatch(deps, userId, profile, historyOf([], new Map()));
    const finishedAt = deps.now();
    await storeBatch(db, run.id, outcome.picks, finishedAt);
    await db
      .update(recommendationRuns)
      .set({ status: 'completed', completedAt: finishedAt, source: outcome.source, model: outcome.model, fallbackReason: outcome.fallbackReason, error: null })
      .where(eq(recommendationRuns.id, run.id));
    const watched = options.personWaiting?.() ?? false;
    if (outcome.picks.length > 0 && !watched) await notifyPicks(deps, userId, run.id, profile, outcome.picks.length, finishedAt);
  } catch (error) {
    deps.log.error({ err: error, runId: run.id }, 'recommendation run failed');
    await db
      .update(recommendationRuns)
      .set({ status: 'failed', error: RUN_FAILED_MESSAGE, completedAt: deps.now() })
      .where(eq(recommendationRuns.id, run.id));
  }
  return (await getRun(db, userId, run.id))!;
}

/** gift_recommendation (core-app.md 9: priority 3, 'View Gifts'), pointing at this run's own page. */
async function notifyPicks(deps: RecommendationDeps, userId: string, runId: string, profile: WizardProfile, count: number, now: Date) {
  const content = giftRecommendationNotification({ count, recipientName: profile.name.trim() || undefined });
  try {
    await createNotification(
      deps.db,
      { userId, ...content, actionUrl: `/recommendations?run=${runId}`, data: { ...content.data, runId } },
      now,
    );
  } catch (error) {
    deps.log.warn({ err: error, runId }, 'gift recommendation notification could not be created');
  }
}

/**
 * A new batch for a run (max batch + 1), never repeating what it has shown, honouring its feedback;
 * a new budget, when given, replaces the profile's.
 */
export async function regenerate(deps: RecommendationDeps, runId: string, userId: string, options: { budget?: Budget } = {}): Promise<RunWithItems> {
  const { db } = deps;
  let run = await ownRun(db, userId, runId);
  let profile = run.profile;
  if (options.budget) {
    profile = WizardProfile.parse({ ...profile, budget: options.budget });
    [run] = await db
      .update(recommendationRuns)
      .set({ profile: profile })
      .where(eq(recommendationRuns.id, run.id))
      .returning();
  }
  const existing = await itemsWithProducts(db, run.id);
  const history = historyOf(existing.items, existing.products);
  const outcome = await produceBatch(deps, userId, profile, history);
  const finishedAt = deps.now();
  await storeBatch(db, run.id, outcome.picks, finishedAt);
  await db
    .update(recommendationRuns)
    .set({ status: 'completed', completedAt: finishedAt, source: outcome.source, model: outcome.model, fallbackReason: outcome.fallbackReason, error: null })
    .where(eq(recommendationRuns.id, run.id));
  return (await getRun(db, userId, run.id))!;
}

/** 'more like this', 'not this', or null to undo, on one pick of the person's run. */
export async function setFeedback(
  deps: Pick<RecommendationDeps, 'db' | 'now'>,
  runId: string,
  itemId: string,
  userId: string,
  feedback: Feedback | null,
): Promise<RunWithItems> {
  const { db } = deps;
  const run = await ownRun(db, userId, runId);
  const updated = await db
    .update(recommendationItems)
    .set({ feedback, feedbackAt: feedback ? deps.now() : null })
    .where(and(eq(recommendationItems.id, itemId), eq(recommendationItems.runId, run.id)))
    .returning({ id: recommendationItems.id });
  if (updated.length === 0) throw notFound('Recommendation not found.');
  return (await getRun(db, userId, run.id))!;
}
