/**
 * The built-in model catalogue (admin-area.md 3: 'Model catalogue entry', about 12 models) and the cost of
 * one AI call (admin-area.md 9: tokens / 1,000,000 x the per-million rate, input and output separately).
 *
 * Prices are the providers' published list prices in US dollars per million tokens as OpenRouter lists them
 * (several providers serve the open models at different prices; the table keeps a typical one). Models whose
 * id ends in ':free' are OpenRouter's free variants and cost nothing. The admin's Available Models tab starts
 * from this table; ai_usage_logs.cost_usd is computed from it.
 */
export interface ModelCatalogueEntry {
  id: string;
  name: string;
  provider: string;
  costPerMillionInput: number;
  costPerMillionOutput: number;
  contextWindow: number;
  capabilities: string[];
  recommended: boolean;
  removable: boolean;
}

export const DEFAULT_MODEL_ID = 'anthropic/claude-sonnet-4';

export const MODEL_CATALOGUE: readonly ModelCatalogueEntry[] = [
  {
    id: 'anthropic/claude-sonnet-4',
    name: 'Claude Sonnet 4',
    provider: 'Anthropic',
    costPerMillionInput: 3,
    costPerMillionOutput: 15,
    contextWindow: 200_000,
    capabilities: ['text', 'reasoning', 'analysis', 'creative writing'],
    recommended: true,
    // The default model: it stays in the catalogue.
    removable: false,
  },
  {
    id: 'anthropic/claude-3.5-haiku',
    name: 'Claude 3.5 Haiku',
    provider: 'Anthropic',
    costPerMillionInput: 0.8,
    costPerMillionOutput: 4,
    contextWindow: 200_000,
    capabilities: ['text', 'fast responses'],
    recommended: true,
    removable: true,
  },
  {
    id: 'openai/gpt-4o',
    name: 'GPT-4o',
    provider: 'OpenAI',
    costPerMillionInput: 2.5,
    costPerMillionOutput: 10,
    contextWindow: 128_000,
    capabilities: ['text', 'vision', 'reasoning'],
    recommended: false,
    removable: true,
  },
  {
    id: 'openai/gpt-4o-mini',
    name: 'GPT-4o mini',
    provider: 'OpenAI',
    costPerMillionInput: 0.15,
    costPerMillionOutput: 0.6,
    contextWindow: 128_000,
    capabilities: ['text', 'vision', 'fast responses'],
    recommended: true,
    removable: true,
  },
  {
    id: 'google/gemini-2.5-flash',
    name: 'Gemini 2.5 Flash',
    provider: 'Google',
    costPerMillionInput: 0.3,
    costPerMillionOutput: 2.5,
    contextWindow: 1_048_576,
    capabilities: ['text', 'vision', 'fast responses', 'long context'],
    recommended: true,
    removable: true,
  },
  {
    id: 'google/gemini-2.5-pro',
    name: 'Gemini 2.5 Pro',
    provider: 'Google',
    costPerMillionInput: 1.25,
    costPerMillionOutput: 10,
    contextWindow: 1_048_576,
    capabilities: ['text', 'vision', 'reasoning', 'long context'],
    recommended: false,
    removable: true,
  },
  {
    id: 'meta-llama/llama-3.1-70b-instruct',
    name: 'Llama 3.1 70B Instruct',
    provider: 'Meta',
    costPerMillionInput: 0.4,
    costPerMillionOutput: 0.4,
    contextWindow: 131_072,
    capabilities: ['text', 'open weights'],
    recommended: false,
    removable: true,
  },
  {
    id: 'mistralai/mistral-large',
    name: 'Mistral Large',
    provider: 'Mistral AI',
    costPerMillionInput: 2,
    costPerMillionOutput: 6,
    contextWindow: 128_000,
    capabilities: ['text', 'multilingual', 'reasoning'],
    recommended: false,
    removable: true,
  },
  {
    id: 'deepseek/deepseek-chat',
    name: 'DeepSeek V3',
    provider: 'DeepSeek',
    costPerMillionInput: 0.27,
    costPerMillionOutput: 1.1,
    contextWindow: 64_000,
    capabilities: ['text', 'reasoning', 'low cost'],
    recommended: false,
    removable: true,
  },
  {
    id: 'meta-llama/llama-3.3-70b-instruct:free',
    name: 'Llama 3.3 70B Instruct (free)',
    provider: 'Meta',
    costPerMillionInput: 0,
    costPerMillionOutput: 0,
    contextWindow: 131_072,
    capabilities: ['text', 'open weights', 'free'],
    recommended: false,
    removable: true,
  },
  {
    id: 'deepseek/deepseek-chat-v3-0324:free',
    name: 'DeepSeek V3 0324 (free)',
    provider: 'DeepSeek',
    costPerMillionInput: 0,
    costPerMillionOutput: 0,
    contextWindow: 163_840,
    capabilities: ['text', 'reasoning', 'free'],
    recommended: false,
    removable: true,
  },
  {
    id: 'mistralai/mistral-7b-instruct:free',
    name: 'Mistral 7B Instruct (free)',
    provider: 'Mistral AI',
    costPerMillionInput: 0,
    costPerMillionOutput: 0,
    contextWindow: 32_768,
    capabilities: ['text', 'fast responses', 'free'],
    recommended: false,
    removable: true,
  },
];

const BY_ID = new Map(MODEL_CATALOGUE.map((m) => [m.id, m]));

export function findModel(id: string): ModelCatalogueEntry | undefined {
  return BY_ID.get(id.trim());
}

/** OpenRouter's free variants: an id ending in ':free' never costs anything, whether listed here or not. */
export function isFreeModelId(id: string): boolean {
  return id.trim().endsWith(':free');
}

/** A token count as the cost rule accepts it: a whole number of at least 0 (anything else counts as 0). */
function tokens(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The cost of one call in US dollars: promptTokens / 1,000,000 x the input rate plus completionTokens /
 * 1,000,000 x the output rate. A model outside the table costs 0 and says so (knownModel false), so that
 * the usage log can flag it instead of silently under-reporting. Rounded to 10 decimal places to drop
 * floating-point noise (the database keeps 6).
 */
export function aiCallCost(
  model: string,
  promptTokens: number,
  completionTokens: number,
): { costUsd: number; knownModel: boolean } {
  const entry = findModel(model);
  if (!entry) return { costUsd: 0, knownModel: isFreeModelId(model) };
  const micro = tokens(promptTokens) * entry.costPerMillionInput + tokens(completionTokens) * entry.costPerMillionOutput;
  return { costUsd: Math.round((micro / 1_000_000) * 1e10) / 1e10, knownModel: true };
}
