import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_BASE_URL, type AiSettings } from '#server/config/settings.js';
import { DEFAULT_AI_RATE_LIMITS, resolveAiEndpoint } from './openrouter-config.js';

const env = (over: Partial<AiSettings> = {}): AiSettings => ({
  baseUrl: DEFAULT_AI_BASE_URL,
  model: 'anthropic/claude-sonnet-4',
  timeoutMs: 30_000,
  configured: false,
  ...over,
});

describe('resolveAiEndpoint', () => {
  it('without a stored configuration: the environment and the default limits', () => {
    expect(resolveAiEndpoint(env({ apiKey: 'k', configured: true }), null)).toEqual({
      baseUrl: DEFAULT_AI_BASE_URL,
      apiKey: 'k',
      configured: true,
      rateLimits: { requestsPerMinute: 100, requestsPerDay: 10_000 },
    });
    expect(DEFAULT_AI_RATE_LIMITS).toEqual({ requestsPerMinute: 100, requestsPerDay: 10_000 });
    expect(resolveAiEndpoint(env(), null).configured).toBe(false);
  });

  it('the stored key, base URL and limits win field by field', () => {
    const stored = { apiKey: 'stored', baseUrl: 'http://ollama:11434/v1', rateLimits: { requestsPerMinute: 5 } };
    expect(resolveAiEndpoint(env({ apiKey: 'env', configured: true }), stored)).toEqual({
      baseUrl: 'http://ollama:11434/v1',
      apiKey: 'stored',
      configured: true,
      rateLimits: { requestsPerMinute: 5, requestsPerDay: 10_000 },
    });
    // No stored key: the environment's is kept.
    expect(resolveAiEndpoint(env({ apiKey: 'env', configured: true }), { rateLimits: {} }).apiKey).toBe('env');
  });

  it('a stored key, or a stored base URL other than the default, configures the endpoint', () => {
    expect(resolveAiEndpoint(env(), { apiKey: 'stored', rateLimits: {} }).configured).toBe(true);
    expect(resolveAiEndpoint(env(), { baseUrl: 'http://localhost:8000/v1', rateLimits: {} }).configured).toBe(true);
    expect(resolveAiEndpoint(env(), { baseUrl: DEFAULT_AI_BASE_URL, rateLimits: {} }).configured).toBe(false);
    expect(resolveAiEndpoint(env(), { rateLimits: { requestsPerDay: 50 } }).configured).toBe(false);
  });
});
