import { z } from 'zod';
import type { Budget } from '#shared/schemas/gift-finder.js';
import { parseModelJson } from '#server/integrations/ai/reply-json.js';

/**
 * Gift ideas as the 'gift-recommendations' AI function returns them: repaired (parseModelJson, jsonrepair),
 * then validated one by one with zod. An idea needs a title; every other field is optional and a bad value in one
 * of them is dropped, not the idea. Entries that are not ideas at all are left out, the rest kept.
 */

const MAX_TITLE = 200;
const MAX_TEXT = 1000;
const MAX_LIST = 8;

/** A price as models write it: 25, "25", "$24.99", "20-30" (the middle of a range), "about $40". */
export function parsePrice(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : undefined;
  if (typeof value !== 'string') return undefined;
  const numbers = [...value.replace(/,(?=\d{3}\b)/g, '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (numbers.length === 0) return undefined;
  const price = numbers.length >= 2 ? (numbers[0] + numbers[1]) / 2 : numbers[0];
  return Math.round(price * 100) / 100;
}

/** A list of short strings from an array or a comma-separated string. */
function stringList(value: unknown): string[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;\n]/) : undefined;
  if (!raw) return undefined;
  const list = raw
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).replace(/\s+/g, ' ').trim())
    .filter((v) => v.length > 0 && v.length <= 200)
    .slice(0, MAX_LIST);
  return list.length ? list : undefined;
}

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() || undefined : undefined), z.string().max(max).optional()).catch(
    undefined,
  );

export const GiftIdea = z.object({
  title: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(MAX_TITLE)),
  description: optionalText(MAX_TEXT),
  estimatedPrice: z.preprocess(parsePrice, z.number().optional()).catch(undefined),
  category: optionalText(MAX_TITLE),
  searchKeywords: z.preprocess(stringList, z.array(z.string()).optional()).catch(undefined),
  reasons: z.preprocess(stringList, z.array(z.string()).optional()).catch(undefined),
});
export type GiftIdea = z.infer<typeof GiftIdea>;

/** Field names models use instead of ours. */
const ALIASES: Record<string, keyof GiftIdea> = {
  name: 'title',
  product: 'title',
  productName: 'title',
  gift: 'title',
  price: 'estimatedPrice',
  estimated_price: 'estimatedPrice',
  priceEstimate: 'estimatedPrice',
  keywords: 'searchKeywords',
  search_keywords: 'searchKeywords',
  searchTerms: 'searchKeywords',
  reason: 'reasons',
  why: 'reasons',
  whyItFits: 'reasons',
};

function withAliases(entry: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...entry };
  for (const [alias, field] of Object.entries(ALIASES)) {
    if (out[field] === undefined && entry[alias] !== undefined) out[field] = entry[alias];
  }
  return out;
}

/** The list of candidate ideas in a reply: an array, or the first array-valued member of an object ({"gifts": [...]}), or one idea. */
function candidates(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return [];
  const obj = value as Record<string, unknown>;
  for (const key of ['recommendations', 'gifts', 'ideas', 'giftIdeas', 'gift_ideas', 'items', 'suggestions', 'products']) {
    if (Array.isArray(obj[key])) return obj[key];
  }
  const firstArray = Object.values(obj).find(Array.isArray);
  if (firstArray) return firstArray;
  return 'title' in obj || 'name' in obj ? [obj] : [];
}

/** Validates each entry; invalid ones are dropped, valid ones kept. */
export function validateGiftIdeas(value: unknown): { ideas: GiftIdea[]; dropped: number } {
  const list = candidates(value);
  const ideas: GiftIdea[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const parsed = GiftIdea.safeParse(withAliases(entry as Record<string, unknown>));
    if (parsed.success) ideas.push(parsed.data);
  }
  return { ideas, dropped: list.length - ideas.length };
}

/** An AI reply's text as gift ideas: the first JSON in it that holds at least one. Throws when none does (NO_JSON_MESSAGE). */
export function parseGiftIdeas(text: string): { ideas: GiftIdea[]; dropped: number } {
  return validateGiftIdeas(parseModelJson(text, (value) => validateGiftIdeas(value).ideas.length > 0));
}

export function withinBudget(price: number, budget: Budget): boolean {
  return price >= budget.min && price <= budget.max;
}

/** The words to find an idea with: its search keywords, else its title. */
function searchTermsOf(idea: GiftIdea): string {
  return (idea.searchKeywords?.length ? idea.searchKeywords.join(' ') : idea.title).replace(/\s+/g, ' ').trim();
}

/** A retailer search for an idea with no catalog match (plain: presenters add the affiliate tag). */
export function searchUrlFor(idea: GiftIdea): string {
  const url = new URL('https://www.amazon.com/s');
  url.searchParams.set('k', searchTermsOf(idea));
  return url.toString();
}

/** Titles compared as people read them: case, spacing and punctuation aside. */
export function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
