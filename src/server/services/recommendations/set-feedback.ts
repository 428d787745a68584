import { and, eq } from 'drizzle-orm';
import type { Feedback } from '#shared/schemas/gift-finder.js';
import { recommendationItems } from '#server/db/schema/recommendations.js';
import { notFound } from '#server/errors.js';
import type { RecommendationDeps } from './recommendation-deps.js';
import { getRun, ownRun, type RunWithItems } from './run-store.js';

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
