import { BESTSELLER_CATEGORIES } from '#shared/constants/choice-lists.js';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';

/** How many picks one batch holds. */
export const BATCH_SIZE = 8;
/** The prompt names at most this many earlier titles (the newest), so that long runs keep short prompts. */
export const MAX_TITLES_IN_PROMPT = 40;

export interface PromptContext {
  /** How many ideas to ask for. */
  count: number;
  /** Titles already shown in this run: never to be repeated. */
  shownTitles: readonly string[];
  /** Picks marked 'more like this'. */
  moreLike: readonly string[];
  /** Picks marked 'not this'. */
  notThis: readonly string[];
  /** What the person ruled out (dislikes.ts describeExclusions): hard rules, never to be broken. */
  exclusions?: readonly string[];
}

const GENDER_WORDS: Record<string, string | null> = {
  female: 'female',
  male: 'male',
  'non-binary': 'non-binary',
  'prefer-not-to-say': null,
};

/** Whole dollars without decimals, cents when there are any: $0, $25, $19.99. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** One line of person-typed text: no line breaks, no quotes that could end the quoted value, trimmed. */
function quoted(text: string): string {
  return `"${text.replace(/\s+/g, ' ').replace(/"/g, "'").trim()}"`;
}

function titleList(titles: readonly string[]): string {
  return titles
    .slice(-MAX_TITLES_IN_PROMPT)
    .map((t) => `- ${quoted(t)}`)
    .join('\n');
}

/**
 * The user prompt of the 'gift-recommendations' function: the whole wizard profile, what was already shown
 * and the person's 'more like this' / 'not this' feedback, and the JSON shape we read back. The system
 * prompt, model, temperature and max tokens come from the function's stored configuration.
 */
export function buildGiftPrompt(profile: WizardProfile, context: PromptContext): string {
  const gender = GENDER_WORDS[profile.gender] ?? null;
  const budget = `${formatDollars(profile.budget.min)} to ${formatDollars(profile.budget.max)} (USD)`;
  const lines: string[] = [
    `Suggest ${context.count} gift ideas for the person described below.`,
    '',
    'Recipient:',
    `- Name: ${profile.name ? quoted(profile.name) : 'not given'}`,
    `- Age range: ${profile.age}`,
    `- Gender: ${gender ?? 'not given'}`,
    `- Relationship to the giver: ${profile.relationship}`,
    `- Occasion: ${profile.occasion}`,
    `- Budget: ${budget}`,
    `- Interests: ${profile.interests.join(', ')}`,
    `- Personality traits: ${profile.personalityTraits.length ? profile.personalityTraits.join(', ') : 'not given'}`,
    `- Additional information: ${profile.additionalInfo ? quoted(profile.additionalInfo) : 'none'}`,
  ];
  if (context.exclusions?.length) {
    lines.push(
      '',
      'Hard rules: the person must never be offered any of the following, nor anything that contains, uses or is about them. Suggest fewer ideas rather than break a rule:',
      ...context.exclusions.map((e) => `- ${e.replace(/\s+/g, ' ').trim()}`),
    );
  }
  if (context.shownTitles.length) {
    lines.push('', 'Already suggested (do not suggest these or near copies of them again):', titleList(context.shownTitles));
  }
  if (context.moreLike.length) {
    lines.push('', 'The giver liked these; suggest more ideas like them:', titleList(context.moreLike));
  }
  if (context.notThis.length) {
    lines.push('', 'The giver did not want these; avoid similar ideas:', titleList(context.notThis));
  }
  lines.push(
    '',
    `Every idea must cost between ${formatDollars(profile.budget.min)} and ${formatDollars(profile.budget.max)}.`,
    'Suggest specific, purchasable products, each different from the others.',
    'Answer with JSON only: an array of objects with these fields:',
    '- "title": the product, specific enough to find in a shop (required)',
    '- "description": one sentence about it',
    '- "estimatedPrice": its typical price in US dollars, as a number',
    // The same six categories the system prompt names (services/ai/function-presets.ts).
    `- "category": one of ${BESTSELLER_CATEGORIES.join(', ')}`,
    '- "searchKeywords": an array of 2 to 5 words to find it at a retailer',
    '- "reasons": an array of 1 to 3 short reasons it suits this person',
  );
  return lines.join('\n');
}
