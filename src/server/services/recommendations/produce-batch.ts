import type { RecommendationSource, WizardProfile } from '#shared/schemas/gift-finder.js';
import { AiError, type AiRun } from '#server/integrations/ai/types.js';
import { describeExclusions, type Exclusions, NO_EXCLUSIONS } from './dislikes.js';
import { type GiftIdea, parseGiftIdeas } from './gift-ideas.js';
import { BATCH_SIZE, buildGiftPrompt } from './gift-prompt.js';
import { picksFromIdeas } from './idea-picks.js';
import { localPicks } from './local-picks.js';
import type { RecommendationDeps } from './recommendation-deps.js';
import type { History, NewPick, Taken } from './run-history.js';

/**
 * One batch of picks (issue 4 "AI picks"): from the 'gift-recommendations' AI function when one is configured
 * (its ideas matched to catalog products or turned into retailer search links, topped up by the local engine),
 * else from the local engine over the catalog, which also answers when the AI call fails (fallbackReason says
 * why). Nothing shown in a run is shown again in it; 'more like this' / 'not this' steer the next batch.
 */

export const AI_FUNCTION_ID = 'gift-recommendations';
const FALLBACK_TAIL = 'these picks come from our own matching.';
/** Why the local engine answered although an AI model is configured (shown as a note on the page). */
export const FALLBACK_REASONS = {
  aiError: (message: string) => `The AI service did not answer (${message}); ${FALLBACK_TAIL}`,
  unreadable: `The AI service gave an answer we could not read; ${FALLBACK_TAIL}`,
  noIdeas: `The AI service suggested no gifts within the budget; ${FALLBACK_TAIL}`,
  unexpected: `The AI suggestions could not be used; ${FALLBACK_TAIL}`,
} as const;

export interface BatchOutcome {
  picks: NewPick[];
  source: RecommendationSource;
  model: string | null;
  fallbackReason: string | null;
}

/** What a batch is produced for: the person, their profile, what the run has shown, and whether the AI answers (read once per run). */
export interface BatchRequest {
  userId: string;
  profile: WizardProfile;
  history: History;
  /** The AI for this run (its configuration read once), or null: the local engine answers. */
  ai: AiRun | null;
  /** What the person ruled out (the notes, and the saved recipient's recorded limits): hard limits on every pick. */
  exclusions?: Exclusions;
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

/** The AI's picks, or why the local engine answers instead. */
async function aiPicks(
  deps: RecommendationDeps,
  ai: AiRun,
  { userId, profile, history, exclusions = NO_EXCLUSIONS }: BatchRequest,
  taken: Taken,
): Promise<BatchOutcome | { fallbackReason: string }> {
  try {
    const prompt = buildGiftPrompt(profile, {
      count: BATCH_SIZE,
      shownTitles: history.titles,
      moreLike: history.more.map((m) => m.title),
      notThis: history.not.map((n) => n.title),
      exclusions: describeExclusions(exclusions),
    });
    const result = await ai.runFunction(AI_FUNCTION_ID, prompt, { userId });
    let ideas: GiftIdea[];
    try {
      ideas = parseGiftIdeas(result.content).ideas;
    } catch (error) {
      deps.log.warn({ err: error }, 'AI gift ideas could not be read');
      return { fallbackReason: FALLBACK_REASONS.unreadable };
    }
    // Never trust the model: its ideas pass the same hard limits as the local engine's picks.
    const picks = await picksFromIdeas(deps.db, ideas, profile, history, taken, BATCH_SIZE, exclusions);
    if (picks.length === 0) return { fallbackReason: FALLBACK_REASONS.noIdeas };
    // Fewer usable ideas than a batch holds: the local engine fills the rest.
    picks.push(...(await localPicks(deps.db, profile, history, taken, BATCH_SIZE - picks.length, exclusions)));
    return { picks, source: 'ai', model: result.model, fallbackReason: null };
  } catch (error) {
    taken.productIds.clear();
    taken.titleKeys.clear();
    if (error instanceof AiError) {
      deps.log.warn({ err: error, kind: error.kind }, 'AI gift recommendations failed; the local engine answers');
      return { fallbackReason: FALLBACK_REASONS.aiError(error.message) };
    }
    deps.log.error({ err: error }, 'AI gift recommendations could not be used; the local engine answers');
    return { fallbackReason: FALLBACK_REASONS.unexpected };
  }
}

/** One batch of picks: the AI when configured (topped up by the local engine), else or on failure the local engine. */
export async function produceBatch(deps: RecommendationDeps, request: BatchRequest): Promise<BatchOutcome> {
  await ensureCatalog(deps);
  const taken: Taken = { productIds: new Set(), titleKeys: new Set() };
  let fallbackReason: string | null = null;
  if (request.ai) {
    const outcome = await aiPicks(deps, request.ai, request, taken);
    if ('picks' in outcome) return outcome;
    fallbackReason = outcome.fallbackReason;
  }
  const picks = await localPicks(deps.db, request.profile, request.history, taken, BATCH_SIZE, request.exclusions);
  return { picks, source: 'local', model: null, fallbackReason };
}
