import type { Database } from '#server/db/client.js';
import type { AiGateway, AiRun } from '#server/integrations/ai/types.js';

export interface RecommendationLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What the gift finder's operations need (the route builds it per request). */
export interface RecommendationDeps {
  db: Database;
  ai: AiGateway;
  now: () => Date;
  log: RecommendationLog;
  /** Fills the product catalog when it is empty; called before each batch. */
  ensureCatalog?: () => Promise<unknown>;
}

/**
 * The AI for this run, its configuration read once per run (create or regenerate) and passed down; null when it
 * does not answer this run. A configuration that cannot be read counts as none (logged): the local engine answers.
 */
export async function openAiForRun(deps: Pick<RecommendationDeps, 'ai' | 'log'>): Promise<AiRun | null> {
  try {
    const run = await deps.ai.open();
    return run.configured ? run : null;
  } catch (error) {
    deps.log.error({ err: error }, 'AI configuration could not be read; the local engine answers');
    return null;
  }
}
