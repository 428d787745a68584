import type { Database } from '#server/db/client.js';
import type { AiGateway } from '#server/integrations/ai/types.js';

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
 * Whether the AI answers this run: read once per run (create or regenerate) and passed down. A configuration
 * that cannot be read counts as none (logged): the local engine answers.
 */
export async function readAiConfigured(deps: Pick<RecommendationDeps, 'ai' | 'log'>): Promise<boolean> {
  try {
    return await deps.ai.isConfigured();
  } catch (error) {
    deps.log.error({ err: error }, 'AI configuration could not be read; the local engine answers');
    return false;
  }
}
