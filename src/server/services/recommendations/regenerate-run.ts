import { eq } from 'drizzle-orm';
import type { Budget } from '#shared/schemas/gift-finder.js';
import { recommendationRuns } from '#server/db/schema/recommendations.js';
import { getRecipient } from '#server/services/recipients/recipient.service.js';
import { exclusionsFor } from './dislikes.js';
import { produceBatch } from './produce-batch.js';
import { openAiForRun, type RecommendationDeps } from './recommendation-deps.js';
import { historyOf } from './run-history.js';
import { getRun, itemsWithProducts, ownRun, type RunWithItems } from './run-store.js';
import { completeBatch } from './store-batch.js';

/**
 * A new batch for a run (max batch + 1), never repeating what it has shown, honouring its feedback;
 * a new budget (validated by the contract), when given, replaces the profile's.
 */
export async function regenerate(deps: RecommendationDeps, runId: string, userId: string, options: { budget?: Budget } = {}): Promise<RunWithItems> {
  const { db } = deps;
  let run = await ownRun(db, userId, runId);
  let profile = run.profile;
  if (options.budget) {
    profile = { ...profile, budget: options.budget };
    [run] = await db.update(recommendationRuns).set({ profile }).where(eq(recommendationRuns.id, run.id)).returning();
  }
  const existing = await itemsWithProducts(db, run.id);
  const ai = await openAiForRun(deps);
  // The saved recipient's recorded limits as they are now (they may have been edited since the run began).
  const recipient = run.recipientId ? await getRecipient(db, userId, run.recipientId) : null;
  const exclusions = exclusionsFor(profile.additionalInfo, recipient);
  const outcome = await produceBatch(deps, { userId, profile, history: historyOf(existing.items, existing.products), ai, exclusions });
  await completeBatch(db, run.id, outcome, deps.now());
  return (await getRun(db, userId, run.id))!;
}
