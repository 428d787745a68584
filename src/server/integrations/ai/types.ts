/** The OpenAI-compatible chat completions protocol, as far as Giftwise uses it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
}

export interface ChatCompletionResult {
  content: string;
  /** The model that answered, as the endpoint reports it (else the one asked for). */
  model: string;
  usage: { promptTokens: number; completionTokens: number; totalTokens: number };
}

/**
 * The spec's errors (admin-area.md 7): 'OpenRouter API error: {status} {statusText}', 'No response from
 * OpenRouter API', 'OpenRouter not configured. Please set API key in admin panel.', plus a timeout and
 * the per-minute and per-day limits.
 */
export class AiError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'empty' | 'not-configured' | 'timeout' | 'network' | 'rate-limited' | 'disabled',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** What the rest of the server calls: one AI function with its stored configuration, logged in ai_usage_logs. */
export interface AiGateway {
  /** An endpoint is configured (a key, or a local endpoint's base URL) and AI recommendations are switched on. */
  isConfigured(): Promise<boolean>;
  /**
   * Runs a function ('gift-recommendations') with the system prompt, model, temperature and max tokens
   * read from its configuration at call time. Writes one ai_usage_logs row, success or not. Throws AiError.
   */
  runFunction(functionId: string, userPrompt: string, options: { userId: string | null }): Promise<ChatCompletionResult>;
  /**
   * Reads the endpoint and the site's switch once, for one piece of work (a recommendation run): `configured`
   * says whether the AI answers it, and its runFunction uses what was read instead of reading it again.
   */
  open(): Promise<AiRun>;
}

/** The AI for one piece of work, its configuration read once (AiGateway.open). */
export interface AiRun {
  configured: boolean;
  runFunction: AiGateway['runFunction'];
}
