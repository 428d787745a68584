import { AiError, type ChatCompletionRequest, type ChatCompletionResult } from './types.js';

/**
 * A client for any OpenAI-compatible chat completions endpoint (OpenRouter by default; Ollama, vLLM and
 * others through their base URL): POST {baseUrl}/chat/completions with the body and headers of
 * admin-area.md 7. Every failure is an AiError with the spec's message; the API key is never part of one.
 */
export interface ChatCompletionsClientOptions {
  /** Without a trailing slash, e.g. https://openrouter.ai/api/v1. */
  baseUrl: string;
  /** Optional: local endpoints need none, and then no Authorization header is sent. */
  apiKey?: string;
  /** The site's BASE_URL, sent as HTTP-Referer (OpenRouter attributes traffic with it). */
  referer: string;
  /** Sent as X-Title; 'Giftwise' by default. */
  title?: string;
  timeoutMs: number;
  /** Replaced in tests. */
  fetch?: typeof fetch;
}

export interface ChatCompletionsClient {
  complete(request: ChatCompletionRequest): Promise<ChatCompletionResult>;
}

const NO_RESPONSE_MESSAGE = 'No response from OpenRouter API';

interface WireResponse {
  model?: unknown;
  choices?: { message?: { content?: unknown } }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown };
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** content is a string, or (some providers) a list of parts of which the text ones count. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : ''))
      .join('');
  }
  return '';
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The reason a request never got an answer, in words that name no URL and no header. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string' && cause.message) return cause.message;
  return error instanceof Error && error.message ? error.message : 'network error';
}

export function createChatCompletionsClient(options: ChatCompletionsClientOptions): ChatCompletionsClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const apiKey = options.apiKey?.trim() || undefined;
  /** Belt and braces: whatever a message carries, the key is not in it. */
  const redact = (message: string) => (apiKey ? message.split(apiKey).join('[redacted]') : message);

  return {
    async complete(request) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        'HTTP-Referer': options.referer,
        'X-Title': options.title ?? 'Giftwise',
      };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const body = JSON.stringify({
        model: request.model,
        messages: request.messages,
        temperature: request.temperature,
        max_tokens: request.maxTokens,
      });

      let wire: WireResponse;
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) {
          // Drain the body so that the connection can be reused; its text is not needed.
          await response.body?.cancel().catch(() => undefined);
          throw new AiError(`OpenRouter API error: ${response.status} ${response.statusText}`, 'http', response.status);
        }
        const text = await response.text();
        try {
          wire = JSON.parse(text) as WireResponse;
        } catch {
          throw new AiError(NO_RESPONSE_MESSAGE, 'empty');
        }
      } catch (error) {
        if (error instanceof AiError) throw error;
        if (isTimeout(error)) {
          throw new AiError(`OpenRouter API request timed out after ${options.timeoutMs} ms`, 'timeout');
        }
        throw new AiError(redact(`OpenRouter API request failed: ${networkReason(error)}`), 'network');
      }

      const choice = Array.isArray(wire?.choices) ? wire.choices[0] : undefined;
      const content = contentText(choice?.message?.content);
      if (!content.trim()) throw new AiError(NO_RESPONSE_MESSAGE, 'empty');

      const promptTokens = count(wire.usage?.prompt_tokens);
      const completionTokens = count(wire.usage?.completion_tokens);
      const totalTokens = count(wire.usage?.total_tokens) || promptTokens + completionTokens;
      return {
        content,
        model: typeof wire.model === 'string' && wire.model ? wire.model : request.model,
        usage: { promptTokens, completionTokens, totalTokens },
      };
    },
  };
}
