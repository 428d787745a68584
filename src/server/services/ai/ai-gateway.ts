import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/client.js';
import type { AiGateway } from '../../integrations/ai/types.js';

export interface AiGatewayDeps {
  db: Database;
  settings: Settings;
  now: () => Date;
  /** Replaced in tests (a fetch pointed at a local server). */
  fetch?: typeof fetch;
}

/** TEMPORARY SEAM (replaced by the AI helper). */
export function createAiGateway(_deps: AiGatewayDeps): AiGateway {
  return {
    isConfigured: async () => false,
    runFunction: async () => {
      throw new Error('createAiGateway: not built yet');
    },
  };
}
