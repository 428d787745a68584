import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '#server/config/settings.js';
import { aiFunctionConfigs, aiUsageLogs, apiConfigurations, users } from '#server/db/schema/index.js';
import { AiError } from '#server/integrations/ai/types.js';
import { parseModelJson } from '#server/integrations/ai/reply-json.js';
import { encryptSecret } from '#server/lib/secret-box.js';
import { createAiGateway, NOT_CONFIGURED_MESSAGE } from '#server/services/ai/ai-gateway.js';
import { GIFT_RECOMMENDATIONS_SYSTEM_PROMPT } from '#server/services/ai/function-presets.js';
import { OPENROUTER_KEY_CONTEXT } from '#server/services/ai/openrouter-config.js';
import { replies, startFakeChatCompletions, type FakeChatCompletions } from '../support/fake-chat-completions.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The real AI client and gateway against a local server that speaks the chat completions protocol. */
const KEY = 'test-key';
let fake: FakeChatCompletions;
let t: TestApp;
let clock: Date;

const gift = (title: string, estimatedPrice = 30) => ({
  title,
  description: `A lovely ${title.toLowerCase()}.`,
  estimatedPrice,
  category: 'Home & Garden',
  searchKeywords: [title.toLowerCase()],
  reasons: ['Matches their interests'],
});

beforeAll(async () => {
  fake = await startFakeChatCompletions(KEY);
  t = await createTestApp({
    now: () => clock,
    settings: {
      ai: { baseUrl: fake.baseUrl, apiKey: KEY, model: 'anthropic/claude-sonnet-4', timeoutMs: 500, configured: true },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await t.reset();
  fake.reset();
  clock = new Date();
});

const run = (prompt = 'Suggest 3 gifts for a coffee lover.', userId: string | null = null) =>
  t.ctx.ai.runFunction('gift-recommendations', prompt, { userId });

/** The AiError a call fails with (the test fails if it does not). */
async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

const logs = () => t.db.select().from(aiUsageLogs).orderBy(aiUsageLogs.createdAt);

async function addUser(id = 'user-1') {
  await t.db.insert(users).values({ id, name: 'Ana', email: `${id}@example.com` });
  return id;
}

function gatewayWith(ai: Partial<Settings['ai']>) {
  return createAiGateway({ db: t.db, settings: { ...t.ctx.settings, ai: { ...t.ctx.settings.ai, ...ai } }, now: () => clock });
}

async function storeOpenRouterConfig(configuration: Record<string, unknown>, apiKey?: string, context = OPENROUTER_KEY_CONTEXT) {
  await t.db.insert(apiConfigurations).values({
    serviceName: 'openrouter',
    configuration,
    apiKeyEncrypted: apiKey ? encryptSecret(apiKey, t.ctx.settings.secretsKey, context) : null,
  });
}

describe('a successful call', () => {
  it('sends the spec request: bearer key, referer, title, JSON body from the seeded configuration', async () => {
    fake.script(replies.json([gift('Mug')]));
    await run('Suggest 3 gifts for a coffee lover.');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.headers['http-referer']).toBe('http://localhost:3000');
    expect(request.headers['x-title']).toBe('Giftwise');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      model: 'anthropic/claude-sonnet-4',
      messages: [
        { role: 'system', content: GIFT_RECOMMENDATIONS_SYSTEM_PROMPT },
        { role: 'user', content: 'Suggest 3 gifts for a coffee lover.' },
      ],
      temperature: 0.8,
      max_tokens: 1200,
    });
  });

  it('seeds the missing gift-recommendations row with its preset and the default model', async () => {
    await run();
    const rows = await t.db.select().from(aiFunctionConfigs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      functionId: 'gift-recommendations',
      name: 'Gift Recommendations',
      model: 'anthropic/claude-sonnet-4',
      enabled: true,
      settings: { temperature: 0.8, maxTokens: 1200, systemPrompt: GIFT_RECOMMENDATIONS_SYSTEM_PROMPT, enabled: true },
    });
    for (const category of ['Electronics & Tech', 'Home & Garden', 'Health & Beauty', 'Sports & Outdoors', 'Books & Media', 'Fashion & Style']) {
      expect(GIFT_RECOMMENDATIONS_SYSTEM_PROMPT).toContain(`"${category}"`);
    }
    for (const field of ['title', 'description', 'estimatedPrice', 'category', 'searchKeywords', 'reasons']) {
      expect(GIFT_RECOMMENDATIONS_SYSTEM_PROMPT).toContain(`"${field}"`);
    }
    // A second call uses the row, and seeds nothing more.
    await run();
    expect(await t.db.select().from(aiFunctionConfigs)).toHaveLength(1);
  });

  it('returns the content, model and usage, and writes one usage row with the exact cost', async () => {
    const userId = await addUser();
    fake.script(replies.ok(JSON.stringify([gift('Mug')]), { prompt_tokens: 1000, completion_tokens: 500, total_tokens: 1500 }, 'anthropic/claude-4-sonnet-20250522'));
    const result = await run('Find gifts', userId);
    expect(result).toEqual({
      content: JSON.stringify([gift('Mug')]),
      model: 'anthropic/claude-4-sonnet-20250522',
      usage: { promptTokens: 1000, completionTokens: 500, totalTokens: 1500 },
    });
    const rows = await logs();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      functionId: 'gift-recommendations',
      model: 'anthropic/claude-sonnet-4',
      userId,
      promptTokens: 1000,
      completionTokens: 500,
      totalTokens: 1500,
      // 1000 / 1e6 x $3 + 500 / 1e6 x $15
      costUsd: 0.0105,
      success: true,
      errorMessage: null,
      responseData: { content: JSON.stringify([gift('Mug')]), reportedModel: 'anthropic/claude-4-sonnet-20250522', knownModelPrice: true },
    });
    expect(rows[0].responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(rows[0].createdAt.getTime()).toBe(clock.getTime());
    expect(rows[0].requestData).toEqual({
      model: 'anthropic/claude-sonnet-4',
      temperature: 0.8,
      max_tokens: 1200,
      messages: [
        { role: 'system', content: GIFT_RECOMMENDATIONS_SYSTEM_PROMPT, length: GIFT_RECOMMENDATIONS_SYSTEM_PROMPT.length },
        { role: 'user', content: 'Find gifts', length: 'Find gifts'.length },
      ],
    });
  });

  it('counts missing usage as zero tokens and zero cost', async () => {
    fake.script(replies.ok('[]', null));
    const result = await run();
    expect(result.usage).toEqual({ promptTokens: 0, completionTokens: 0, totalTokens: 0 });
    const [row] = await logs();
    expect(row).toMatchObject({ promptTokens: 0, completionTokens: 0, totalTokens: 0, costUsd: 0, success: true });
  });

  it('adds up a missing total from prompt and completion tokens', async () => {
    fake.script(replies.ok('[]', { prompt_tokens: 200, completion_tokens: 100 }));
    expect((await run()).usage).toEqual({ promptTokens: 200, completionTokens: 100, totalTokens: 300 });
  });

  it('accepts content given as a list of text parts', async () => {
    fake.script(replies.ok([{ type: 'text', text: '[{"title": ' }, { type: 'text', text: '"Mug"}]' }]));
    expect((await run()).content).toBe('[{"title": "Mug"}]');
  });
});

describe('the reply content is parsed tolerantly', () => {
  it('finds the ideas in a fenced reply with prose around it', async () => {
    const ideas = [gift('Mug'), gift('Lamp')];
    fake.script(replies.messy(ideas));
    const { content } = await run();
    expect(content).toContain('```json');
    expect(parseModelJson(content)).toEqual(ideas);
  });

  it('keeps the complete ideas of a reply cut off by max_tokens', async () => {
    fake.script(replies.truncated([gift('Mug'), gift('Lamp'), gift('Book')]));
    expect(parseModelJson((await run()).content)).toEqual([gift('Mug'), gift('Lamp')]);
  });

  it('repairs a malformed, cut-off reply (unquoted names and values) and keeps its complete element', async () => {
    fake.script(replies.malformed());
    expect(parseModelJson((await run()).content)).toEqual([{ title: 'Coffee Mug', price: 20 }]);
  });

  it('reports a reply without JSON as having none (the call itself succeeded and is logged so)', async () => {
    fake.script(replies.ok('I am sorry, I cannot suggest gifts for this person.'));
    const { content } = await run();
    expect(() => parseModelJson(content)).toThrow('No JSON found in the AI reply');
    expect((await logs())[0].success).toBe(true);
  });
});

describe('failures: the spec messages, one failed usage row each', () => {
  it.each([
    ['empty choices', replies.emptyChoices()],
    ['empty content', replies.emptyContent()],
    ['null content', replies.ok(null)],
    ['a body that is not JSON', { kind: 'garbage' as const, body: '<html>Gateway</html>' }],
  ])('%s: No response from OpenRouter API', async (_name, reply) => {
    fake.script(reply);
    const error = await failure(run());
    expect(error.message).toBe('No response from OpenRouter API');
    expect(error.kind).toBe('empty');
    const rows = await logs();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      success: false,
      errorMessage: 'No response from OpenRouter API',
      promptTokens: 0,
      completionTokens: 0,
      totalTokens: 0,
      costUsd: 0,
      responseData: { errorKind: 'empty', status: null, knownModelPrice: true },
    });
  });

  it('500: OpenRouter API error: 500 Internal Server Error', async () => {
    fake.script(replies.serverError());
    const error = await failure(run());
    expect([error.message, error.kind, error.status]).toEqual(['OpenRouter API error: 500 Internal Server Error', 'http', 500]);
    const [row] = await logs();
    expect(row).toMatchObject({
      success: false,
      errorMessage: 'OpenRouter API error: 500 Internal Server Error',
      responseData: { errorKind: 'http', status: 500 },
    });
  });

  it('502 with its own reason phrase', async () => {
    fake.script(replies.badGateway());
    expect((await failure(run())).message).toBe('OpenRouter API error: 502 Bad Gateway');
  });

  it('a refused key: 401 Unauthorized, and the key is in no error and no row', async () => {
    fake.setApiKey('another-key');
    const error = await failure(run());
    expect([error.message, error.kind, error.status]).toEqual(['OpenRouter API error: 401 Unauthorized', 'http', 401]);
    expect(fake.requests[0].headers.authorization).toBe('Bearer test-key');
    const rows = await logs();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(`${error.message} ${error.stack}`).not.toContain(KEY);
  });

  it('a slow endpoint: timed out after the configured time', async () => {
    fake.script(replies.hang());
    const error = await failure(run());
    expect([error.message, error.kind]).toEqual(['OpenRouter API request timed out after 500 ms', 'timeout']);
    const [row] = await logs();
    expect(row).toMatchObject({ success: false, errorMessage: 'OpenRouter API request timed out after 500 ms' });
    expect(row.responseTimeMs).toBeGreaterThanOrEqual(400);
  });

  it('an endpoint that cannot be reached: a network error, logged, without the key', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const gateway = gatewayWith({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failure(gateway.runFunction('gift-recommendations', 'x', { userId: null }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^OpenRouter API request failed: /);
    expect(error.message).not.toContain(KEY);
    const [row] = await logs();
    expect(row).toMatchObject({ success: false, errorMessage: error.message });
  });
});

describe('configuration read at call time', () => {
  it('uses the stored row as it is at each call: model, temperature, max tokens, system prompt', async () => {
    await run();
    await t.db
      .update(aiFunctionConfigs)
      .set({
        model: 'openai/gpt-4o-mini',
        settings: { temperature: 0.2, maxTokens: 300, systemPrompt: 'Answer with a JSON array.', enabled: true },
      })
      .where(eq(aiFunctionConfigs.functionId, 'gift-recommendations'));
    fake.script(replies.ok('[]', { prompt_tokens: 1234, completion_tokens: 567, total_tokens: 1801 }));
    await run('Again');
    expect(fake.requests[1].body).toEqual({
      model: 'openai/gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Answer with a JSON array.' },
        { role: 'user', content: 'Again' },
      ],
      temperature: 0.2,
      max_tokens: 300,
    });
    const rows = await logs();
    // 1234 / 1e6 x $0.15 + 567 / 1e6 x $0.60
    expect(rows.find((r) => r.model === 'openai/gpt-4o-mini')).toMatchObject({ costUsd: 0.000525, success: true });
  });

  it('falls back to the preset for unusable stored values', async () => {
    await run();
    await t.db
      .update(aiFunctionConfigs)
      .set({ settings: { temperature: 7, maxTokens: -1, systemPrompt: '  ', enabled: true } })
      .where(eq(aiFunctionConfigs.functionId, 'gift-recommendations'));
    await run();
    expect(fake.requests[1].body).toMatchObject({ temperature: 0.8, max_tokens: 1200 });
    expect(fake.requests[1].body.messages[0]).toEqual({ role: 'system', content: GIFT_RECOMMENDATIONS_SYSTEM_PROMPT });
  });

  it('an unknown model costs 0 and is flagged; its tokens are still recorded', async () => {
    await run();
    await t.db.update(aiFunctionConfigs).set({ model: 'acme/mystery-model' }).where(eq(aiFunctionConfigs.functionId, 'gift-recommendations'));
    await run();
    expect(fake.requests[1].body.model).toBe('acme/mystery-model');
    const row = (await logs()).find((r) => r.model === 'acme/mystery-model');
    expect(row).toMatchObject({ promptTokens: 1000, completionTokens: 500, totalTokens: 1500, costUsd: 0, success: true });
    expect(row?.responseData).toMatchObject({ knownModelPrice: false });
  });

  it('a disabled function is refused before the endpoint, with no row (switch or settings flag)', async () => {
    await run();
    await t.db.update(aiFunctionConfigs).set({ enabled: false }).where(eq(aiFunctionConfigs.functionId, 'gift-recommendations'));
    let error = await failure(run());
    expect([error.kind, error.message]).toEqual(['disabled', "AI function 'gift-recommendations' is disabled"]);
    await t.db
      .update(aiFunctionConfigs)
      .set({ enabled: true, settings: { temperature: 0.8, maxTokens: 1200, systemPrompt: 'x', enabled: false } })
      .where(eq(aiFunctionConfigs.functionId, 'gift-recommendations'));
    error = await failure(run());
    expect(error.kind).toBe('disabled');
    expect(fake.requests).toHaveLength(1);
    expect(await logs()).toHaveLength(1);
  });

  it('an unknown function is a programming error, not a call', async () => {
    await expect(t.ctx.ai.runFunction('no-such-function', 'x', { userId: null })).rejects.toThrow('AI function not found');
    expect(fake.requests).toHaveLength(0);
  });

  it('seeds the other functions with their presets', async () => {
    await t.ctx.ai.runFunction('personality-analysis', 'x', { userId: null });
    expect(fake.requests[0].body).toMatchObject({ temperature: 0.3, max_tokens: 800 });
    await t.ctx.ai.runFunction('content-generation', 'x', { userId: null });
    expect(fake.requests[1].body).toMatchObject({ temperature: 0.9, max_tokens: 400 });
  });
});

describe('configured or not', () => {
  it('not configured: isConfigured false, the spec error, no request and no row', async () => {
    const gateway = gatewayWith({ apiKey: undefined, baseUrl: 'https://openrouter.ai/api/v1', configured: false });
    expect(await gateway.isConfigured()).toBe(false);
    const error = await failure(gateway.runFunction('gift-recommendations', 'x', { userId: null }));
    expect([error.message, error.kind]).toEqual([NOT_CONFIGURED_MESSAGE, 'not-configured']);
    expect(error.message).toBe('OpenRouter not configured. Please set API key in admin panel.');
    expect(fake.requests).toHaveLength(0);
    expect(await logs()).toHaveLength(0);
  });

  it('configured from the environment', async () => {
    expect(await t.ctx.ai.isConfigured()).toBe(true);
  });

  it('a local endpoint without a key sends no Authorization header', async () => {
    fake.setApiKey(null);
    const gateway = gatewayWith({ apiKey: undefined, configured: true });
    await gateway.runFunction('gift-recommendations', 'x', { userId: null });
    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });

  it("the site's AI Recommendations switch turned off: not configured, calls refused without a row", async () => {
    await t.ctx.siteSettings.set('aiRecommendations', false);
    expect(await t.ctx.ai.isConfigured()).toBe(false);
    const error = await failure(run());
    expect([error.kind, error.message]).toEqual(['disabled', 'AI recommendations are switched off']);
    expect(fake.requests).toHaveLength(0);
    expect(await logs()).toHaveLength(0);
    await t.ctx.siteSettings.set('aiRecommendations', true);
    expect(await t.ctx.ai.isConfigured()).toBe(true);
  });

  it('open() reads the endpoint and the switch once for a piece of work; its calls use what was read', async () => {
    const session = await t.ctx.ai.open();
    expect(session.configured).toBe(true);
    // Switched off after the read: the work under way finishes with what it read, a new call is refused.
    await t.ctx.siteSettings.set('aiRecommendations', false);
    await session.runFunction('gift-recommendations', 'x', { userId: null });
    expect(fake.requests).toHaveLength(1);
    expect((await failure(run())).kind).toBe('disabled');
    const off = await t.ctx.ai.open();
    expect(off.configured).toBe(false);
    expect((await failure(off.runFunction('gift-recommendations', 'x', { userId: null }))).kind).toBe('disabled');
    await t.ctx.siteSettings.set('aiRecommendations', true);
  });

  it("the admin's stored key and base URL override the environment's", async () => {
    const other = await startFakeChatCompletions('stored-key');
    try {
      await storeOpenRouterConfig({ baseUrl: other.baseUrl }, 'stored-key');
      const gateway = gatewayWith({ apiKey: undefined, baseUrl: 'https://openrouter.ai/api/v1', configured: false });
      expect(await gateway.isConfigured()).toBe(true);
      await gateway.runFunction('gift-recommendations', 'x', { userId: null });
      expect(other.requests).toHaveLength(1);
      expect(other.requests[0].headers.authorization).toBe('Bearer stored-key');
      expect(fake.requests).toHaveLength(0);
      expect(JSON.stringify(await logs())).not.toContain('stored-key');
    } finally {
      await other.close();
    }
  });

  it('a stored key that cannot be opened is ignored: the environment key is used', async () => {
    await storeOpenRouterConfig({}, 'stored-key', 'another-context');
    await run();
    expect(fake.requests[0].headers.authorization).toBe('Bearer test-key');
  });

  it('a soft-deleted stored configuration counts for nothing', async () => {
    await t.db.insert(apiConfigurations).values({ serviceName: 'openrouter', configuration: { baseUrl: 'http://127.0.0.1:9' }, isActive: false });
    await run();
    expect(fake.requests).toHaveLength(1);
  });
});

describe('rate limits, counted in ai_usage_logs', () => {
  it('the stored per-minute and per-day limits', async () => {
    await storeOpenRouterConfig({ rateLimits: { requestsPerMinute: 2, requestsPerDay: 3 } });
    await run();
    await run();
    let error = await failure(run());
    expect([error.kind, error.message]).toEqual(['rate-limited', 'AI rate limit reached: 2 requests per minute']);
    expect(fake.requests).toHaveLength(2);
    expect(await logs()).toHaveLength(2);

    clock = new Date(clock.getTime() + 61_000);
    await run();
    error = await failure(run());
    expect([error.kind, error.message]).toEqual(['rate-limited', 'AI rate limit reached: 3 requests per day']);
    expect(fake.requests).toHaveLength(3);

    clock = new Date(clock.getTime() + 24 * 3600_000);
    await run();
    expect(fake.requests).toHaveLength(4);
  });

  it('failed calls count too; refusals do not', async () => {
    await storeOpenRouterConfig({ rateLimits: { requestsPerMinute: 1 } });
    fake.script(replies.serverError());
    await failure(run());
    const error = await failure(run());
    expect(error.kind).toBe('rate-limited');
    expect(await logs()).toHaveLength(1);
  });

  it('defaults: 100 per minute', async () => {
    await t.db.execute(sql`
      insert into ai_usage_logs (function_id, model, success, created_at)
      select 'gift-recommendations', 'anthropic/claude-sonnet-4', true, ${new Date(clock.getTime() - 30_000).toISOString()}::timestamptz
      from generate_series(1, 99)`);
    await run();
    const error = await failure(run());
    expect(error.message).toBe('AI rate limit reached: 100 requests per minute');
  });

  it('defaults: 10000 per day, counted over every function and user', async () => {
    await t.db.execute(sql`
      insert into ai_usage_logs (function_id, model, success, created_at)
      select case when i % 2 = 0 then 'content-generation' else 'gift-recommendations' end, 'm', i % 3 = 0,
             ${new Date(clock.getTime() - 3 * 3600_000).toISOString()}::timestamptz
      from generate_series(1, 10000) as i`);
    const error = await failure(run());
    expect(error.message).toBe('AI rate limit reached: 10000 requests per day');
    expect(fake.requests).toHaveLength(0);
  });

  it('a call under way counts against the limit before its row is written', async () => {
    await storeOpenRouterConfig({ rateLimits: { requestsPerMinute: 1 } });
    fake.script({ kind: 'held', then: replies.json([gift('Mug')]) });
    // One gateway (the count of calls under way is its own), with time to spare for the held reply.
    const gateway = gatewayWith({ timeoutMs: 30_000 });
    const first = gateway.runFunction('gift-recommendations', 'x', { userId: null });
    await fake.waitForRequests(1);
    const error = await failure(gateway.runFunction('gift-recommendations', 'x', { userId: null }));
    expect(error.kind).toBe('rate-limited');
    fake.release();
    expect(parseModelJson((await first).content)).toEqual([gift('Mug')]);
    expect(await logs()).toHaveLength(1);
  });
});
