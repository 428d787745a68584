import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import { giftScore, withInterestBonus, type ScorableProduct } from '#shared/products/gift-score.js';
import { productReasons } from '#shared/products/tags-and-reasons.js';
import { compileExclusions, type Exclusions, fitsAgeGroup, NO_EXCLUSIONS, violatesExclusions } from './dislikes.js';

/**
 * The local recommendation engine: ranks the catalog against the whole wizard profile through the products'
 * suitability tags, with no AI, and explains each pick (issue 4). The recommendations service calls it when no AI
 * endpoint is set or the AI call fails.
 *
 * How a product scores (matchScore, higher is better):
 * - hard limits (issue 19, decision 189), never broken, fewer picks rather than a violating one: the price must lie
 *   within [budget.min, budget.max] (no price, no pick); a product must be made for the person's age group (child
 *   0-12, teen 13-17, adult 18+: no toy for an adult, no adult gift for a child); nothing the person ruled out
 *   (options.exclusions, see dislikes.ts) is picked;
 * - interests weigh most: 10 for the first matched interest, 4 more for each further one (up to 3);
 * - the person's own notes (additionalInfo): 3 per word found in the title, brand or tags (up to 3 words);
 * - occasion 5, relationship 4, age range 4 (and -4 when the product names other age ranges of the same group);
 * - personality traits: 3 per matched trait (up to 2);
 * - quality: (gift score - 80) / 10, so -2 to +2;
 * - price: up to +1.5 for a price in the comfortable middle/upper part of the budget (people like to use it);
 * - feedback: 'not this' products are left out and similar ones lose up to 8; 'more like this' ones gain up to 8.
 * Gender is read nowhere: the catalog says nothing about gender and gifts are not assigned by it.
 *
 * The picks are chosen greedily with a small penalty (2) for each pick already taken from the same category, so
 * that a list is not all from one category when others match nearly as well. Ties break by gift score, then id,
 * so the same input always gives the same output.
 */

/** The fields the engine reads; a products row (typeof products.$inferSelect) satisfies it as is. */
export interface EngineProduct {
  id: string;
  title: string;
  brand: string | null;
  category: string;
  tags: string[];
  price: number | null;
  originalPrice: number | null;
  rating: number | null;
  reviewCount: number;
  isPrime: boolean;
  salesRank: number | null;
  suitsInterests: string[];
  suitsTraits: string[];
  suitsOccasions: string[];
  suitsAgeRanges: string[];
  suitsRelationships: string[];
  /** Read by the exclusions check when present (a products row has it). */
  description?: string | null;
}

/** 'more like this' / 'not this' picks of the run so far. */
export interface EngineFeedback {
  more: readonly EngineProduct[];
  not: readonly EngineProduct[];
}

export interface RankOptions {
  /** How many picks to return. */
  limit: number;
  /** Product ids already shown in this run (never repeated). */
  exclude?: ReadonlySet<string>;
  /** The feedback products themselves are never picked again (they were shown); 'not' ones also push similar ones down. */
  feedback?: EngineFeedback;
  /** What the person ruled out (dislikes, allergies, things they already have): never picked. */
  exclusions?: Exclusions;
}

export interface RankedPick<P extends EngineProduct = EngineProduct> {
  product: P;
  /** The engine's relevance, higher is better (before the category-variety penalty that orders the list). */
  matchScore: number;
  /** The spec's gift score, with withInterestBonus when the product suits one of the profile's interests. */
  giftScore: number;
  /** Human reasons, most specific first, then the product's own reasons; at most 4. */
  reasons: string[];
}

/** The weights, exported so that tests and the docs can speak of them. */
const WEIGHTS = {
  interest: 10,
  extraInterest: 4,
  maxInterests: 3,
  keyword: 3,
  maxKeywords: 3,
  occasion: 5,
  relationship: 4,
  age: 4,
  ageMismatch: -4,
  trait: 3,
  maxTraits: 2,
  /** Per gift-score point above or below 80. */
  quality: 0.1,
  budgetFit: 1.5,
  feedback: 8,
  categoryRepeat: 2,
} as const;

export const MAX_REASONS = 4;
/** At most this many words of the notes are matched. */
const MAX_KEYWORDS = 20;

/** Words of the notes that say nothing about a product. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also always am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing done down during each either else enjoy enjoys enjoyed enough ' +
    'ever every few for from further get gets getting gift gifts got had has have having he her here hers herself ' +
    'him himself his how however i if in into is it its itself just kind kinds last like liked likes lot lots love ' +
    'loved loves loving many maybe me might more most much must my myself need needs never new nice no nor not now ' +
    'of off often old on once one only or other our ours ourselves out over own please quite rather really recently ' +
    'same she should so some someone something sometimes still such than that the their theirs them themselves then ' +
    'there these they thing things this those though through to too truly under until up us very want wants was we ' +
    'well were what when where whether which while who whom whose why will with would year years yet you your yours ' +
    'yourself big small good great bit ago since usually already especially favorite favourite fan huge person'
  ).split(' '),
);

interface Keyword {
  word: string;
  stem: string;
}

/** A light stem, so that 'hiking' finds 'hike' and 'hiker', 'books' finds 'book'; matched as a word prefix. */
function stemOf(word: string): string {
  const strip = (suffix: string) => (word.length - suffix.length >= 3 && word.endsWith(suffix) ? word.slice(0, -suffix.length) : null);
  return strip('ing') ?? strip('ers') ?? strip('ies') ?? strip('es') ?? (word.endsWith('ss') ? null : strip('s')) ?? word;
}

/** Words start after the text's start or after anything that is neither a letter nor a digit. */
const wordStart = (alternatives: readonly string[]) => new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'iu');

/** The notes' meaningful words, lowercased, without stop words or duplicates, in the order written. */
export function keywordsOf(text: string): Keyword[] {
  const seen = new Set<string>();
  const keywords: Keyword[] = [];
  // Split on anything but letters and digits, so the stems need no escaping in a pattern.
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word) || seen.has(word)) continue;
    seen.add(word);
    const stem = stemOf(word);
    keywords.push({ word, stem });
    if (keywords.length === MAX_KEYWORDS) break;
  }
  return keywords;
}

/** Whether the title, brand or a tag has a word the pattern finds (no allocation: the hot loop calls this). */
function mentions(p: EngineProduct, pattern: RegExp): boolean {
  if (pattern.test(p.title)) return true;
  if (p.brand !== null && pattern.test(p.brand)) return true;
  for (const tag of p.tags) if (pattern.test(tag)) return true;
  return false;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether lowercase text has a word starting with stem: the same rule as wordStart, without a pattern per keyword. */
function hasWordStartingWith(text: string, stem: string): boolean {
  for (let at = text.indexOf(stem); at !== -1; at = text.indexOf(stem, at + 1)) {
    if (at === 0 || !LETTER_OR_DIGIT.test(text[at - 1])) return true;
  }
  return false;
}

/** The keywords a product mentions (in the order written, at most maxKeywords). */
function matchedKeywords(p: EngineProduct, keywords: readonly Keyword[]): Keyword[] {
  const text = `${p.title}\n${p.brand ?? ''}\n${p.tags.join('\n')}`.toLowerCase();
  const found: Keyword[] = [];
  for (const k of keywords) {
    if (hasWordStartingWith(text, k.stem)) {
      found.push(k);
      if (found.length === WEIGHTS.maxKeywords) break;
    }
  }
  return found;
}

/** What the engine knows of the profile, worked out once per call. */
interface Compiled {
  interests: ReadonlySet<string>;
  traits: ReadonlySet<string>;
  occasion: string;
  relationship: string;
  age: string;
  keywords: Keyword[];
  /** Any of the keywords: most products mention none, and one test tells. */
  anyKeyword: RegExp | null;
  min: number;
  max: number;
  more: FeedbackShape[];
  not: FeedbackShape[];
}

interface FeedbackShape {
  category: string;
  interests: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

function feedbackShape(p: EngineProduct): FeedbackShape {
  return { category: p.category, interests: new Set(p.suitsInterests), tags: new Set(p.tags) };
}

/**
 * How alike a product is to a feedback product, 0 to 1: same category 0.4, shared interests and tags 0.15 each (2 at
 * most). Tags are compared as stored: they come from one catalog, written one way.
 */
function similarity(p: EngineProduct, f: FeedbackShape): number {
  let sim = p.category === f.category ? 0.4 : 0;
  let shared = 0;
  for (const i of p.suitsInterests) if (f.interests.has(i) && ++shared === 2) break;
  sim += 0.15 * shared;
  shared = 0;
  for (const t of p.tags) if (f.tags.has(t) && ++shared === 2) break;
  return sim + 0.15 * shared;
}

function maxSimilarity(p: EngineProduct, shapes: readonly FeedbackShape[]): number {
  let best = 0;
  for (const s of shapes) {
    const sim = similarity(p, s);
    if (sim > best) best = sim;
  }
  return best;
}

function countMatches(values: readonly string[], wanted: ReadonlySet<string>, cap: number): number {
  if (wanted.size === 0) return 0;
  let n = 0;
  for (const v of values) if (wanted.has(v) && ++n === cap) break;
  return n;
}

/** up to +1.5 for a price in the comfortable middle/upper part of the budget: full from 40% to 90% of the way up. */
export function budgetFit(price: number, min: number, max: number): number {
  if (max <= min) return WEIGHTS.budgetFit;
  const t = (price - min) / (max - min);
  if (t < 0.4) return (WEIGHTS.budgetFit * t) / 0.4;
  if (t <= 0.9) return WEIGHTS.budgetFit;
  // Right at the top is still fine, a little less comfortable.
  return WEIGHTS.budgetFit * (1 - ((t - 0.9) / 0.1) * (1 / 3));
}

interface Scored {
  index: number;
  score: number;
  gift: number;
}

/** Better first: higher match score, then higher gift score, then smaller id (code units, not locale). */
function isBetter(aScore: number, aGift: number, aId: string, bScore: number, bGift: number, bId: string): boolean {
  if (aScore !== bScore) return aScore > bScore;
  if (aGift !== bGift) return aGift > bGift;
  return aId < bId;
}

/**
 * The catalog ranked for a profile: at most options.limit picks within the budget, none of options.exclude nor
 * of the feedback products, each with its relevance, gift score and reasons.
 */
export function rankForProfile<P extends EngineProduct>(
  products: readonly P[],
  profile: WizardProfile,
  options: RankOptions,
): RankedPick<P>[] {
  const limit = Math.max(0, Math.floor(options.limit));
  if (limit === 0 || products.length === 0) return [];
  const feedback = options.feedback ?? { more: [], not: [] };
  const exclude = options.exclude ?? new Set<string>();
  // Feedback products were shown in this run; 'not this' ones must never come back.
  const skip = new Set<string>(exclude);
  for (const p of feedback.not) skip.add(p.id);
  for (const p of feedback.more) skip.add(p.id);

  const exclusions = compileExclusions(options.exclusions ?? NO_EXCLUSIONS);
  const keywords = keywordsOf(profile.additionalInfo ?? '');
  const c: Compiled = {
    interests: new Set(profile.interests),
    traits: new Set(profile.personalityTraits ?? []),
    occasion: profile.occasion,
    relationship: profile.relationship,
    age: profile.age,
    keywords,
    anyKeyword: keywords.length > 0 ? wordStart(keywords.map((k) => k.stem)) : null,
    min: profile.budget.min,
    max: profile.budget.max,
    more: feedback.more.map(feedbackShape),
    not: feedback.not.map(feedbackShape),
  };

  // The best `limit` of each category, best first: the greedy variety pass never reaches deeper than that.
  const buckets = new Map<string, Scored[]>();
  // One scratch object for giftScore: no allocation per product.
  const scratch: ScorableProduct = { rating: null, reviews: 0, isPrime: false, price: null, originalPrice: null };

  for (let index = 0; index < products.length; index++) {
    const p = products[index];
    const price = p.price;
    if (price === null || price < c.min || price > c.max || skip.has(p.id)) continue;
    if (!fitsAgeGroup(p.suitsAgeRanges, c.age) || violatesExclusions(p, exclusions)) continue;

    scratch.rating = p.rating;
    scratch.reviews = p.reviewCount;
    scratch.isPrime = p.isPrime;
    scratch.price = price;
    scratch.originalPrice = p.originalPrice;
    const base = giftScore(scratch);

    const interests = countMatches(p.suitsInterests, c.interests, WEIGHTS.maxInterests);
    let score = interests > 0 ? WEIGHTS.interest + WEIGHTS.extraInterest * (interests - 1) : 0;
    score += WEIGHTS.trait * countMatches(p.suitsTraits, c.traits, WEIGHTS.maxTraits);
    if (p.suitsOccasions.includes(c.occasion)) score += WEIGHTS.occasion;
    if (p.suitsRelationships.includes(c.relationship)) score += WEIGHTS.relationship;
    if (p.suitsAgeRanges.length > 0) score += p.suitsAgeRanges.includes(c.age) ? WEIGHTS.age : WEIGHTS.ageMismatch;
    if (c.anyKeyword !== null && mentions(p, c.anyKeyword)) score += WEIGHTS.keyword * matchedKeywords(p, c.keywords).length;
    score += WEIGHTS.quality * (base - 80);
    score += budgetFit(price, c.min, c.max);
    if (c.more.length > 0) score += WEIGHTS.feedback * maxSimilarity(p, c.more);
    if (c.not.length > 0) score -= WEIGHTS.feedback * maxSimilarity(p, c.not);

    const gift = interests > 0 ? withInterestBonus(base) : base;
    let bucket = buckets.get(p.category);
    if (!bucket) {
      bucket = [];
      buckets.set(p.category, bucket);
    }
    if (bucket.length === limit) {
      const worst = bucket[limit - 1];
      if (!isBetter(score, gift, p.id, worst.score, worst.gift, products[worst.index].id)) continue;
      bucket.pop();
    }
    // Binary search for the place that keeps the bucket best first.
    let lo = 0;
    let hi = bucket.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const m = bucket[mid];
      if (isBetter(score, gift, p.id, m.score, m.gift, products[m.index].id)) hi = mid;
      else lo = mid + 1;
    }
    bucket.splice(lo, 0, { index, score, gift });
  }

  // Greedy variety: each turn takes the best head, less 2 for every pick already taken from its category.
  const heads = [...buckets.entries()].map(([category, list]) => ({ category, list, next: 0, taken: 0 }));
  const picks: RankedPick<P>[] = [];
  while (picks.length < limit) {
    let best: (typeof heads)[number] | null = null;
    let bestAdjusted = 0;
    for (const h of heads) {
      if (h.next >= h.list.length) continue;
      const s = h.list[h.next];
      const adjusted = s.score - WEIGHTS.categoryRepeat * h.taken;
      if (best) {
        const b = best.list[best.next];
        if (!isBetter(adjusted, s.gift, products[s.index].id, bestAdjusted, b.gift, products[b.index].id)) continue;
      }
      best = h;
      bestAdjusted = adjusted;
    }
    if (!best) break;
    const s = best.list[best.next++];
    best.taken++;
    const product = products[s.index];
    picks.push({ product, matchScore: s.score, giftScore: s.gift, reasons: reasonsFor(product, c) });
  }
  return picks;
}

/** 'a' or 'an' before a word, by its sound as far as its first letter tells. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function occasionReason(occasion: string): string {
  if (occasion === 'Just Because') return 'A thoughtful gift, just because';
  return `A thoughtful ${occasion} gift`;
}

function relationshipReason(relationship: string): string {
  if (relationship === 'Extended Family') return 'Great for Extended Family';
  return `Great for ${article(relationship)} ${relationship}`;
}

function ageReason(age: string): string {
  if (age.endsWith('+')) return `Popular with people over ${age.slice(0, -1)}`;
  return `Popular with ${age} year olds`;
}

/** Why a pick fits, most specific first: interests, the person's own words, traits, occasion, relationship, age, feedback, then the product itself. */
function reasonsFor(p: EngineProduct, c: Compiled): string[] {
  const reasons: string[] = [];
  const interests = p.suitsInterests.filter((i) => c.interests.has(i)).slice(0, WEIGHTS.maxInterests);
  if (interests.length > 0) reasons.push(`Perfect for someone into ${listOf(interests)}`);
  if (c.keywords.length > 0) {
    const words = matchedKeywords(p, c.keywords).map((k) => `"${k.word}"`);
    if (words.length > 0) reasons.push(`Mentions ${listOf(words)} from your notes`);
  }
  const traits = p.suitsTraits.filter((t) => c.traits.has(t)).slice(0, WEIGHTS.maxTraits);
  if (traits.length > 0) reasons.push(`Suits ${article(traits[0])} ${listOf(traits)} personality`);
  if (p.suitsOccasions.includes(c.occasion)) reasons.push(occasionReason(c.occasion));
  if (p.suitsRelationships.includes(c.relationship)) reasons.push(relationshipReason(c.relationship));
  if (p.suitsAgeRanges.includes(c.age)) reasons.push(ageReason(c.age));
  if (c.more.length > 0 && maxSimilarity(p, c.more) >= 0.5) reasons.push('Like the picks you wanted more of');
  if (reasons.length < MAX_REASONS) {
    reasons.push(
      ...productReasons({
        rating: p.rating,
        reviews: p.reviewCount,
        isPrime: p.isPrime,
        price: p.price,
        originalPrice: p.originalPrice,
        brand: p.brand,
        category: p.category,
        salesRank: p.salesRank,
      }),
    );
  }
  return reasons.slice(0, MAX_REASONS);
}
