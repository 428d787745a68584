import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateRecommendationRequest, WizardProfile } from '#shared/schemas/gift-finder.js';
import { recommendationRuns } from '#server/db/schema/recommendations.js';
import { notFound } from '#server/errors.js';
import { createRecipient, getRecipient } from '#server/services/recipients/recipient.service.js';
import { exclusionsFor } from './dislikes.js';
import { notifyPicks } from './notify-picks.js';
import { produceBatch } from './produce-batch.js';
import { openAiForRun, type RecommendationDeps } from './recommendation-deps.js';
import { historyOf } from './run-history.js';
import { getRun, type RunRow, type RunWithItems } from './run-store.js';
import { completeBatch } from './store-batch.js';

/** The message of a run that could not be answered at all (an unexpected error, logged). */
export const RUN_FAILED_MESSAGE = 'We could not find gift ideas right now. Please try again.';

/** POST /api/recommendations's body as the contract parsed it (saveRecipient defaulted): it is not parsed again. */
export type ParsedRunRequest = z.output<typeof CreateRecommendationRequest>;

export interface CreateRunOptions {
  /**
   * Whether the person is still waiting for this answer when it is ready (the caller knows: the page that asked
   * may have been closed). Without it the run counts as finished in the background.
   */
  personWaiting?: () => boolean;
}

/** core-app.md 3 "Saved recipient payload", linked to the run; a failure is logged and the flow goes on (core-app.md 8). */
async function saveRecipientOf(deps: RecommendationDeps, userId: string, run: RunRow, profile: WizardProfile, at: Date): Promise<RunRow> {
  const { db } = deps;
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
      at,
    );
    const [updated] = await db.update(recommendationRuns).set({ recipientId: recipient.id }).where(eq(recommendationRuns.id, run.id)).returning();
    return updated;
  } catch (error) {
    deps.log.warn({ err: error, runId: run.id }, 'recipient could not be saved; the gift finder goes on');
    return run;
  }
}

async function markFailed(deps: RecommendationDeps, runId: string): Promise<void> {
  await deps.db
    .update(recommendationRuns)
    .set({ status: 'failed', error: RUN_FAILED_MESSAGE, completedAt: deps.now() })
    .where(eq(recommendationRuns.id, runId));
}

/**
 * Starts a run: stores the profile, saves the named recipient and produces the first batch. A
 * gift_recommendation notification (to this run's page) only tells of picks that finished while the person
 * was not looking: someone who watched them appear needs no notice of what they just did (issue 10). A first
 * batch with no product within the budget completes with no picks; an unexpected failure marks the run failed
 * with RUN_FAILED_MESSAGE.
 */
export async function createRun(
  deps: RecommendationDeps,
  userId: string,
  { profile, saveRecipient, recipientId }: ParsedRunRequest,
  options: CreateRunOptions = {},
): Promise<RunWithItems> {
  const { db } = deps;
  const recipient = recipientId ? await getRecipient(db, userId, recipientId) : null;
  if (recipientId && !recipient) throw notFound('Recipient not found.');
  const startedAt = deps.now();
  let [run] = await db
    .insert(recommendationRuns)
    .values({ userId, recipientId: recipientId ?? null, profile, source: 'local', status: 'running', createdAt: startedAt })
    .returning();
  if (!recipientId && saveRecipient && profile.name.trim()) run = await saveRecipientOf(deps, userId, run, profile, startedAt);

  try {
    const ai = await openAiForRun(deps);
    const exclusions = exclusionsFor(profile.additionalInfo, recipient);
    const outcome = await produceBatch(deps, { userId, profile, history: historyOf([], new Map()), ai, exclusions });
    const finishedAt = deps.now();
    await completeBatch(db, run.id, outcome, finishedAt);
    const watched = options.personWaiting?.() ?? false;
    if (outcome.picks.length > 0 && !watched) await notifyPicks(deps, userId, run.id, profile, outcome.picks.length, finishedAt);
  } catch (error) {
    deps.log.error({ err: error, runId: run.id }, 'recommendation run failed');
    await markFailed(deps, run.id);
  }
  return (await getRun(db, userId, run.id))!;
}
