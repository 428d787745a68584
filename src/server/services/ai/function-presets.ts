import { BESTSELLER_CATEGORIES } from '#shared/constants/choice-lists.js';
import type { AiFunctionSettings } from '#server/db/schema/ai.js';

/**
 * The AI functions' presets (admin-area.md 9: gift-recommendations 0.8 / 1200 tokens, personality-analysis
 * 0.3 / 800, conversation-assistant 0.8 / 600, content-generation 0.9 / 400). The first call of a function
 * whose ai_function_configs row is missing stores its preset (with the default model); from then on the
 * row, which the admin edits, is what counts. image-generation has no preset (the spec shows none).
 */
export interface FunctionPreset {
  functionId: string;
  name: string;
  description: string;
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
}

const categories = BESTSELLER_CATEGORIES.map((c) => `"${c}"`).join(', ');

export const GIFT_RECOMMENDATIONS_SYSTEM_PROMPT = [
  'You are Giftwise, a thoughtful and practical gift advisor.',
  'You suggest specific, purchasable gifts that suit the recipient described by the user: their interests,',
  'personality, age range, relationship to the giver, the occasion and the budget. Every idea must fit the',
  'budget, be different from the others, and be something a person can buy from an ordinary online retailer.',
  'Never suggest anything dangerous, illegal, age-inappropriate or offensive.',
  '',
  'Answer with JSON only: one JSON array, with no prose before or after it and no code fences.',
  'Each element is an object with exactly these fields:',
  '- "title": the product, specific enough to find in a shop (string)',
  '- "description": one or two sentences about the gift (string)',
  '- "estimatedPrice": its typical price in US dollars (number, no currency sign)',
  `- "category": one of ${categories} (string)`,
  '- "searchKeywords": 2 to 5 words to find it at a retailer (array of strings)',
  '- "reasons": 1 to 3 short reasons why it suits this recipient, naming what it matches (array of strings)',
].join('\n');

const FUNCTION_PRESETS: Readonly<Record<string, FunctionPreset>> = {
  'gift-recommendations': {
    functionId: 'gift-recommendations',
    name: 'Gift Recommendations',
    description: 'Suggests gift ideas from a recipient profile: interests, personality, occasion and budget.',
    temperature: 0.8,
    maxTokens: 1200,
    systemPrompt: GIFT_RECOMMENDATIONS_SYSTEM_PROMPT,
  },
  'personality-analysis': {
    functionId: 'personality-analysis',
    name: 'Personality Analysis',
    description: "Reads a person's interests and answers to describe the personality traits that guide gift choices.",
    temperature: 0.3,
    maxTokens: 800,
    systemPrompt:
      'You analyse the interests, habits and answers a user gives about a person and describe the personality ' +
      'traits that matter when choosing a gift for them. Be concise, kind and concrete; do not speculate about ' +
      'health, religion, politics or other sensitive matters.',
  },
  'conversation-assistant': {
    functionId: 'conversation-assistant',
    name: 'Conversation Assistant',
    description: 'Answers questions about gifts in a conversation (the last 5 messages are kept as history).',
    temperature: 0.8,
    maxTokens: 600,
    systemPrompt:
      'You are Giftwise, a friendly gift-finding assistant. Help the user find a gift through a short ' +
      'conversation: ask about the recipient when you need to, and suggest specific, purchasable ideas ' +
      'within their budget. Keep answers brief.',
  },
  'content-generation': {
    functionId: 'content-generation',
    name: 'Content Generation',
    description: 'Writes short texts: gift descriptions, card messages and blog snippets.',
    temperature: 0.9,
    maxTokens: 400,
    systemPrompt:
      'You write short, warm and original texts for a gift-discovery website: product blurbs, gift card ' +
      'messages and blog snippets. Match the tone the user asks for and keep to the requested length.',
  },
};

export function findPreset(functionId: string): FunctionPreset | undefined {
  return Object.hasOwn(FUNCTION_PRESETS, functionId) ? FUNCTION_PRESETS[functionId] : undefined;
}

/** The settings a function's row is seeded with. */
export function presetSettings(preset: FunctionPreset): AiFunctionSettings {
  return {
    temperature: preset.temperature,
    maxTokens: preset.maxTokens,
    systemPrompt: preset.systemPrompt,
    enabled: true,
  };
}
