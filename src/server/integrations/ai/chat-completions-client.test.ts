import { describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from './chat-completions-client.js';
import { AiError } from './types.js';

const request = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }], temperature: 0.5, maxTokens: 10 };

function clientWith(fetchImpl: typeof fetch, apiKey = 'sk-secret-123') {
  return createChatCompletionsClient({ baseUrl: 'http://ai.test/v1/', apiKey, referer: 'http://site.test', timeoutMs: 1000, fetch: fetchImpl });
}

describe('createChatCompletionsClient (details the local-server tests cannot provoke)', () => {
  it('posts to {baseUrl}/chat/completions even when the base URL ends in a slash', async () => {
    let url = '';
    const client = clientWith(async (input) => {
      url = String(input);
      return new Response(JSON.stringify({ choices: [{ message: { content: 'ok' } }] }), { status: 200 });
    });
    expect(await client.complete(request)).toEqual({
      content: 'ok',
      model: 'm',
      usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
    });
    expect(url).toBe('http://ai.test/v1/chat/completions');
  });

  it('never lets the key into a network error message', async () => {
    const client = clientWith(async () => {
      throw new TypeError('fetch failed', { cause: new Error('socket hang up while sending sk-secret-123') });
    });
    const error = await client.complete(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('network');
    expect((error as AiError).message).toBe('OpenRouter API request failed: socket hang up while sending [redacted]');
  });

  it('names the network error code when there is one', async () => {
    const client = clientWith(async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    });
    await expect(client.complete(request)).rejects.toThrow('OpenRouter API request failed: ECONNREFUSED');
  });
});
