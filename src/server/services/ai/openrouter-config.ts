import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type AiSettings, DEFAULT_AI_BASE_URL } from '#server/config/settings.js';
import type { Database } from '#server/db/client.js';
import { apiConfigurations } from '#server/db/schema/index.js';
import { decryptSecret } from '#server/lib/secret-box.js';

/**
 * The admin's stored OpenRouter configuration (admin-area.md 3 'OpenRouter settings', kept in the active
 * api_configurations row with service_name 'openrouter'), and how it combines with the environment.
 *
 * HOOK FOR THE ADMIN ISSUE: its Settings sub-tab writes that row: api_key_encrypted sealed with
 * encryptSecret(key, settings.secretsKey, OPENROUTER_KEY_CONTEXT), and `configuration` as
 * {baseUrl, rateLimits: {requestsPerMinute, requestsPerDay}, monitoring: {...}}. The AI gateway reads the
 * row on every call, so a saved change applies at once on every instance; nothing else needs changing.
 */
const OPENROUTER_SERVICE_NAME = 'openrouter';
/** Associated data of the sealed key: a ciphertext copied from another row does not open as this one. */
export const OPENROUTER_KEY_CONTEXT = 'api_configurations:openrouter';
/** admin-area.md 9: default rate limits 100 per minute and 10000 per day. */
export const DEFAULT_AI_RATE_LIMITS = { requestsPerMinute: 100, requestsPerDay: 10_000 } as const;

export interface AiRateLimits {
  requestsPerMinute: number;
  requestsPerDay: number;
}

export interface StoredOpenRouterConfig {
  /** The decrypted key; absent when none is stored or it could not be opened. */
  apiKey?: string;
  baseUrl?: string;
  rateLimits: Partial<AiRateLimits>;
}

const limit = z.coerce.number().int().positive().optional().catch(undefined);
const StoredConfiguration = z.object({
  baseUrl: z
    .string()
    .trim()
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional()
    .catch(undefined),
  rateLimits: z
    .object({ requestsPerMinute: limit, requestsPerDay: limit })
    .optional()
    .catch(undefined)
    .transform((v) => v ?? {}),
});

/** The active 'openrouter' row, or null when the admin has saved none. */
export async function readStoredOpenRouterConfig(db: Database, secretsKey: Buffer): Promise<StoredOpenRouterConfig | null> {
  const [row] = await db
    .select({ apiKeyEncrypted: apiConfigurations.apiKeyEncrypted, configuration: apiConfigurations.configuration })
    .from(apiConfigurations)
    .where(and(eq(apiConfigurations.serviceName, OPENROUTER_SERVICE_NAME), eq(apiConfigurations.isActive, true)))
    .limit(1);
  if (!row) return null;
  const parsed = StoredConfiguration.safeParse(row.configuration ?? {});
  const configuration = parsed.success ? parsed.data : { baseUrl: undefined, rateLimits: {} };
  let apiKey: string | undefined;
  if (row.apiKeyEncrypted) {
    try {
      apiKey = decryptSecret(row.apiKeyEncrypted, secretsKey, OPENROUTER_KEY_CONTEXT).trim() || undefined;
    } catch {
      // The key is never named; the likely cause is.
      console.warn('The stored OpenRouter API key could not be decrypted (was SECRETS_KEY changed?); using AI_API_KEY instead');
    }
  }
  return { apiKey, baseUrl: configuration.baseUrl, rateLimits: configuration.rateLimits };
}

/** The endpoint one call uses: the stored configuration field by field, else the environment, else defaults. */
export interface AiEndpoint {
  baseUrl: string;
  apiKey?: string;
  /** A key, or a base URL other than OpenRouter's (Ollama, vLLM need no key). */
  configured: boolean;
  rateLimits: AiRateLimits;
}

export function resolveAiEndpoint(env: AiSettings, stored: StoredOpenRouterConfig | null): AiEndpoint {
  const apiKey = stored?.apiKey ?? env.apiKey;
  const baseUrl = stored?.baseUrl ?? env.baseUrl;
  const storedConfigures = Boolean(stored?.apiKey) || (stored?.baseUrl !== undefined && stored.baseUrl !== DEFAULT_AI_BASE_URL);
  return {
    baseUrl,
    apiKey,
    configured: env.configured || storedConfigures,
    rateLimits: {
      requestsPerMinute: stored?.rateLimits.requestsPerMinute ?? DEFAULT_AI_RATE_LIMITS.requestsPerMinute,
      requestsPerDay: stored?.rateLimits.requestsPerDay ?? DEFAULT_AI_RATE_LIMITS.requestsPerDay,
    },
  };
}
