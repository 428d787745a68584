import { eq, gt, sql } from 'drizzle-orm';
import { aiCallCost } from '#shared/ai/model-prices.js';
import type { Settings } from '#server/config/settings.js';
import type { Database } from '#server/db/client.js';
import { type AiFunctionSettings, aiFunctionConfigs, aiUsageLogs } from '#server/db/schema/ai.js';
import { createChatCompletionsClient } from '#server/integrations/ai/chat-completions-client.js';
import { AiError, type AiGateway, type ChatCompletionRequest, type ChatCompletionResult } from '#server/integrations/ai/types.js';
import { createSiteSettingsService } from '#server/services/settings/site-settings.service.js';
import type { SiteSettingsService } from '#server/services/settings/site-settings.js';
import { findPreset, presetSettings } from './function-presets.js';
import { type AiEndpoint, type AiRateLimits, readStoredOpenRouterConfig, resolveAiEndpoint } from './openrouter-config.js';

export interface AiGatewayDeps {
  db: Database;
  settings: Settings;
  now: () => Date;
  /** Replaced in tests (a fetch pointed at a local server). */
  fetch?: typeof fetch;
  /**
   * The site settings (the admin's 'AI Recommendations' switch). Default: read from the database on every
   * call, so a switch turned off on one instance applies on all of them at once.
   */
  siteSettings?: SiteSettingsService;
}

/** admin-area.md 8. */
export const NOT_CONFIGURED_MESSAGE = 'OpenRouter not configured. Please set API key in admin panel.';
const SWITCHED_OFF_MESSAGE = 'AI recommendations are switched off';
/** admin-area.md 9: completion defaults, used when a stored setting is unusable and the function has no preset. */
const DEFAULT_TEMPERATURE = 0.7;
const DEFAULT_MAX_TOKENS = 1000;
/** Each stored message is cut to this length in request_data (the rows stay small; nothing in them is secret). */
const MAX_LOGGED_MESSAGE = 20_000;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface FunctionConfig {
  model: string;
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
  enabled: boolean;
}

/** The row's settings as the call uses them: an unusable stored value falls back to the preset's, then the default. */
function effectiveConfig(
  row: { functionId: string; model: string; enabled: boolean; settings: Partial<AiFunctionSettings> | null },
  defaultModel: string,
): FunctionConfig {
  const preset = findPreset(row.functionId);
  const s = row.settings ?? {};
  const temperature =
    typeof s.temperature === 'number' && Number.isFinite(s.temperature) && s.temperature >= 0 && s.temperature <= 2
      ? s.temperature
      : (preset?.temperature ?? DEFAULT_TEMPERATURE);
  const maxTokens =
    typeof s.maxTokens === 'number' && Number.isInteger(s.maxTokens) && s.maxTokens > 0 ? s.maxTokens : (preset?.maxTokens ?? DEFAULT_MAX_TOKENS);
  const systemPrompt = typeof s.systemPrompt === 'string' && s.systemPrompt.trim() ? s.systemPrompt : (preset?.systemPrompt ?? '');
  return {
    model: row.model.trim() || defaultModel,
    temperature,
    maxTokens,
    systemPrompt,
    enabled: row.enabled && s.enabled !== false,
  };
}

/**
 * The AI functions over the configured chat completions endpoint. Each call reads the endpoint (the admin's
 * stored configuration over the environment), the function's configuration and the site's switch from the
 * database, so changes apply at once on every instance; the rate limits count ai_usage_logs rows, which
 * every instance writes.
 */
export function createAiGateway(deps: AiGatewayDeps): AiGateway {
  const { db, settings, now } = deps;
  const siteSettings = deps.siteSettings ?? createSiteSettingsService(db, { cacheMs: 0, now });
  /** Calls of this instance under way: not yet in ai_usage_logs, but counted against the limits. */
  let inFlight = 0;

  async function endpoint(): Promise<AiEndpoint> {
    return resolveAiEndpoint(settings.ai, await readStoredOpenRouterConfig(db, settings.secretsKey));
  }

  async function switchedOn(): Promise<boolean> {
    return (await siteSettings.get()).aiRecommendations;
  }

  /** The function's stored configuration; a missing row is seeded from its preset with the default model. */
  async function functionConfig(functionId: string): Promise<FunctionConfig> {
    const select = () => db.select().from(aiFunctionConfigs).where(eq(aiFunctionConfigs.functionId, functionId)).limit(1);
    let [row] = await select();
    if (!row) {
      const preset = findPreset(functionId);
      if (!preset) throw new Error('AI function not found');
      await db
        .insert(aiFunctionConfigs)
        .values({
          functionId,
          name: preset.name,
          description: preset.description,
          model: settings.ai.model,
          settings: presetSettings(preset),
          enabled: true,
        })
        .onConflictDoNothing({ target: aiFunctionConfigs.functionId });
      [row] = await select();
    }
    return effectiveConfig(row, settings.ai.model);
  }

  async function checkRateLimits(limits: AiRateLimits): Promise<void> {
    const t = now().getTime();
    const minuteAgo = new Date(t - MINUTE_MS).toISOString();
    const [counts] = await db
      .select({
        minute: sql<number>`count(*) filter (where ${aiUsageLogs.createdAt} > ${minuteAgo}::timestamptz)`.mapWith(Number),
        day: sql<number>`count(*)`.mapWith(Number),
      })
      .from(aiUsageLogs)
      .where(gt(aiUsageLogs.createdAt, new Date(t - DAY_MS)));
    if (counts.minute + inFlight >= limits.requestsPerMinute) {
      throw new AiError(`AI rate limit reached: ${limits.requestsPerMinute} requests per minute`, 'rate-limited');
    }
    if (counts.day + inFlight >= limits.requestsPerDay) {
      throw new AiError(`AI rate limit reached: ${limits.requestsPerDay} requests per day`, 'rate-limited');
    }
  }

  async function logUsage(row: typeof aiUsageLogs.$inferInsert): Promise<void> {
    try {
      await db.insert(aiUsageLogs).values(row);
    } catch (error) {
      // The call itself went through; a lost log row must not turn it into a failure.
      console.warn(`ai_usage_logs: could not record a ${row.functionId} call: ${(error as Error).message}`);
    }
  }

  return {
    async isConfigured() {
      return (await endpoint()).configured && (await switchedOn());
    },

    async runFunction(functionId, userPrompt, options) {
      const ep = await endpoint();
      if (!ep.configured) throw new AiError(NOT_CONFIGURED_MESSAGE, 'not-configured');
      if (!(await switchedOn())) throw new AiError(SWITCHED_OFF_MESSAGE, 'disabled');
      return runWith(ep, functionId, userPrompt, options);
    },

    async open() {
      const ep = await endpoint();
      const configured = ep.configured && (await switchedOn());
      return {
        configured,
        runFunction: async (functionId, userPrompt, options) => {
          if (!ep.configured) throw new AiError(NOT_CONFIGURED_MESSAGE, 'not-configured');
          if (!configured) throw new AiError(SWITCHED_OFF_MESSAGE, 'disabled');
          return runWith(ep, functionId, userPrompt, options);
        },
      };
    },
  };

  /** One call of a function on an endpoint already read (and found configured and switched on). */
  async function runWith(ep: AiEndpoint, functionId: string, userPrompt: string, { userId }: { userId: string | null }): Promise<ChatCompletionResult> {
    const config = await functionConfig(functionId);
    if (!config.enabled) throw new AiError(`AI function '${functionId}' is disabled`, 'disabled');
    await checkRateLimits(ep.rateLimits);

    const request: ChatCompletionRequest = {
      model: config.model,
      messages: [
        ...(config.systemPrompt ? [{ role: 'system' as const, content: config.systemPrompt }] : []),
        { role: 'user' as const, content: userPrompt },
      ],
      temperature: config.temperature,
      maxTokens: config.maxTokens,
    };
    const requestData = {
      model: request.model,
      temperature: request.temperature,
      max_tokens: request.maxTokens,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content.slice(0, MAX_LOGGED_MESSAGE), length: m.content.length })),
    };
    const client = createChatCompletionsClient({
      baseUrl: ep.baseUrl,
      apiKey: ep.apiKey,
      referer: settings.baseUrl,
      title: 'Giftwise',
      timeoutMs: settings.ai.timeoutMs,
      fetch: deps.fetch,
    });

    inFlight++;
    const started = performance.now();
    const elapsed = () => Math.max(0, Math.round(performance.now() - started));
    let result: ChatCompletionResult;
    try {
      try {
        result = await client.complete(request);
      } catch (error) {
        const aiError = error instanceof AiError ? error : new AiError('Unknown error', 'network');
        await logUsage({
          functionId,
          model: config.model,
          userId,
          success: false,
          errorMessage: aiError.message,
          responseTimeMs: elapsed(),
          requestData,
          responseData: { errorKind: aiError.kind, status: aiError.status ?? null, knownModelPrice: aiCallCost(config.model, 0, 0).knownModel },
          createdAt: now(),
        });
        throw aiError;
      }
      const { promptTokens, completionTokens, totalTokens } = result.usage;
      const { costUsd, knownModel } = aiCallCost(config.model, promptTokens, completionTokens);
      await logUsage({
        functionId,
        model: config.model,
        userId,
        promptTokens,
        completionTokens,
        totalTokens,
        costUsd,
        responseTimeMs: elapsed(),
        success: true,
        errorMessage: null,
        requestData,
        responseData: { content: result.content, reportedModel: result.model, knownModelPrice: knownModel },
        createdAt: now(),
      });
      return result;
    } finally {
      inFlight--;
    }
  }
}
