import type { AgeRange, BestsellerCategory } from '#shared/constants/choice-lists.js';
import type { Budget } from '#shared/schemas/gift-finder.js';

/**
 * Dislikes are hard limits (issue 19, section 1; decision 189). The person's free text (the wizard's
 * additionalInfo) and a saved recipient's recorded dislikes, allergies and things they already have are read for
 * exclusions: 'hates gadgets', 'no alcohol', 'already has a Kindle', 'nothing scented', 'not into tech',
 * "doesn't drink", 'allergic to nuts'. Each becomes categories left out wholesale and terms (with their synonyms)
 * that a product or an idea must not mention. Negation-aware: 'loves gadgets' and "doesn't mind gadgets" exclude
 * nothing, and 'not allergic to nuts' neither.
 *
 * `violatesLimits` is the one check that the local engine and the AI path both apply: a pick outside the budget,
 * outside the age range, or mentioning an exclusion is never shown. Fewer picks beat a violating pick.
 */

export interface Exclusion {
  /** What the person wrote, shortened to the thing excluded ('gadgets', 'alcohol', 'a Kindle'). */
  phrase: string;
  /** Lowercase words or phrases a violating product mentions (matched as whole words, plural allowed). */
  terms: string[];
  /** Catalog categories left out wholesale. */
  categories: BestsellerCategory[];
}

export interface Exclusions {
  items: Exclusion[];
}

export const NO_EXCLUSIONS: Exclusions = { items: [] };

interface Concept {
  /** Words of the person's text that name the concept (singular, lowercase). */
  triggers: string[];
  /** What a product that belongs to it mentions. */
  terms: string[];
  categories?: BestsellerCategory[];
}

const CONCEPTS: Concept[] = [
  {
    triggers: ['gadget', 'tech', 'technology', 'electronic', 'electronics', 'device', 'smart device', 'gizmo', 'techy', 'screen'],
    terms: [
      'gadget', 'tech', 'electronic', 'electronics', 'smart', 'device', 'gizmo', 'automatic', 'electric', 'digital', 'bluetooth',
      'wireless', 'usb', 'rechargeable', 'battery', 'charger', 'power bank', 'speaker', 'headphone', 'earbud', 'tablet',
      'e-reader', 'kindle', 'console', 'keyboard', 'tracker', 'drone', 'smartwatch', 'projector', 'led',
    ],
    categories: ['Electronics & Tech'],
  },
  {
    triggers: ['alcohol', 'alcoholic', 'booze', 'drink', 'drinking', 'liquor', 'wine', 'beer', 'spirit', 'spirits', 'whisky', 'whiskey', 'cocktail'],
    terms: [
      'alcohol', 'alcoholic', 'booze', 'wine', 'beer', 'whisky', 'whiskey', 'spirits', 'cocktail', 'vodka', 'gin', 'rum', 'bourbon',
      'scotch', 'tequila', 'champagne', 'prosecco', 'liquor', 'sake', 'cider', 'brewing', 'homebrew', 'decanter', 'sommelier', 'bar set',
      'mixology', 'corkscrew',
    ],
  },
  {
    triggers: ['scent', 'scented', 'fragrance', 'fragranced', 'perfume', 'smell', 'candle', 'diffuser', 'aroma', 'aromatherapy'],
    terms: [
      'scent', 'scented', 'fragrance', 'fragranced', 'perfume', 'cologne', 'candle', 'diffuser', 'aromatherapy', 'aroma', 'essential oil',
      'incense', 'bath bomb', 'potpourri', 'wax melt', 'room spray',
    ],
  },
  {
    triggers: ['nut', 'peanut', 'tree nut', 'almond', 'cashew', 'hazelnut', 'walnut', 'pistachio', 'pecan'],
    terms: ['nut', 'peanut', 'almond', 'cashew', 'hazelnut', 'walnut', 'pistachio', 'pecan', 'macadamia', 'praline', 'nutella', 'marzipan'],
  },
  {
    triggers: ['chocolate', 'sweet', 'candy', 'sugar', 'sugary'],
    terms: ['chocolate', 'sweets', 'candy', 'truffle', 'fudge', 'confectionery', 'caramel', 'toffee', 'cocoa'],
  },
  {
    triggers: ['coffee', 'caffeine', 'espresso'],
    terms: ['coffee', 'espresso', 'latte', 'cappuccino', 'frother', 'caffeine', 'barista', 'pour over', 'french press'],
  },
  {
    triggers: ['jewelry', 'jewellery', 'jewel', 'bling'],
    terms: ['jewelry', 'jewellery', 'necklace', 'ring', 'bracelet', 'earring', 'pendant', 'brooch', 'anklet', 'signet'],
  },
  {
    triggers: ['clothes', 'clothing', 'apparel', 'fashion'],
    terms: ['clothes', 'clothing', 'apparel', 'shirt', 't-shirt', 'sweater', 'hoodie', 'scarf', 'beanie', 'sock', 'jacket'],
    categories: ['Fashion & Style'],
  },
  {
    triggers: ['makeup', 'cosmetic', 'cosmetics', 'skincare', 'beauty product'],
    terms: ['makeup', 'cosmetic', 'skincare', 'lipstick', 'mascara', 'serum', 'face roller', 'moisturizer'],
  },
  {
    triggers: ['game', 'gaming', 'video game', 'videogame'],
    terms: ['video game', 'gaming', 'console', 'controller', 'handheld game'],
  },
  {
    triggers: ['book', 'reading', 'novel'],
    terms: ['book', 'novel', 'paperback', 'hardcover', 'e-reader', 'kindle'],
  },
  {
    triggers: ['dairy', 'lactose', 'milk', 'cheese'],
    terms: ['dairy', 'cheese', 'milk', 'butter', 'cream', 'yogurt', 'fondue'],
  },
  {
    triggers: ['gluten', 'wheat'],
    terms: ['gluten', 'wheat', 'bread', 'pasta', 'baking mix', 'cookie', 'biscuit', 'cracker'],
  },
  {
    triggers: ['meat'],
    terms: ['meat', 'beef', 'pork', 'jerky', 'bacon', 'sausage', 'salami', 'steak', 'bbq rub', 'charcuterie'],
  },
  {
    triggers: ['smoking', 'smoke', 'cigar', 'tobacco'],
    terms: ['cigar', 'tobacco', 'cigarette', 'pipe tobacco', 'humidor', 'ashtray', 'lighter'],
  },
  {
    triggers: ['kindle', 'e-reader', 'ereader'],
    terms: ['kindle', 'e-reader', 'ereader'],
  },
];

/** Verbs whose negation names a concept: "doesn't drink" is alcohol, "doesn't smoke" tobacco, "doesn't read" books. */
const NEGATED_VERBS: Record<string, string> = {
  drink: 'alcohol',
  drinks: 'alcohol',
  smoke: 'smoking',
  smokes: 'smoking',
  read: 'book',
  reads: 'book',
};

/** Words that say 'being X, they want none of Y'. */
const STATES: Record<string, string[]> = {
  sober: ['alcohol'],
  teetotal: ['alcohol'],
  teetotaler: ['alcohol'],
  teetotaller: ['alcohol'],
  vegan: ['meat', 'dairy', 'leather', 'wool', 'silk', 'honey'],
  vegetarian: ['meat'],
};

/** Words that never name a thing excluded. */
const FILLER = new Set(
  (
    'a an the any anything anymore all some more much many lot lots of with that this these those her his their its my our your ' +
    'really very too so such kind sort type types kinds stuff things thing please at whatsoever either really especially ' +
    'strongly really totally at-all like related based made containing contains flavoured flavored none nil nope unknown'
  ).split(' '),
);

/** Words that end the object of a dislike: a new clause begins ('hates gadgets but loves maps'). */
const CLAUSE_END =
  /\s(?:but|though|although|because|since|so|yet|while|whereas|loves?|likes?|enjoys?|adores?|wants?|prefers?|is|are|was|were|has|have|she|he|they|who|which|as|except)\s/i;

/**
 * The cues that open a dislike, each followed by its object. The object runs to the clause's end.
 * A cue preceded by a negation ("doesn't hate", 'not allergic to') is no dislike.
 */
const DISLIKE_CUES = [
  String.raw`hates?|hated|hating|dislikes?|disliked|detests?|loathes?|despises?|can'?t stand|cannot stand|can'?t bear|cannot bear`,
  String.raw`(?:does|do|did|would|will)(?:n'?t| not) (?:like|love|want|need|enjoy|care for|do|use|go for)|won'?t (?:use|want|touch)`,
  String.raw`(?:is|are|she'?s|he'?s|they'?re)? ?(?:not|isn'?t|aren'?t|never) (?:into|a fan of|fans of|keen on|big on|interested in|one for|a big fan of)`,
  String.raw`not (?:into|a fan of|keen on|big on|interested in)|no fan of|not a (?:big )?fan of`,
  String.raw`averse to|avoids?|avoiding|steer clear of|stay away from|sick of|tired of|bored of`,
  String.raw`(?:is |are |she'?s |he'?s |they'?re )?(?:allergic|intolerant|sensitive) to|allerg(?:y|ies) to|intolerance to`,
  String.raw`no(?! (?:longer|matter|idea|clue|one|doubt|more than|less than|problem|worries|pressure|rush)\b)|nothing|none of|free of`,
].join('|');

const OWNED_CUES = String.raw`already (?:has|have|owns?|got|gets)|(?:has|have|owns?) (?:already|enough)|(?:has|have) too many`;

const CUE = new RegExp(String.raw`(?:^|[^\p{L}'])(${OWNED_CUES}|${DISLIKE_CUES})\s+([^.;!?\n]*)`, 'giu');
const OWNED = new RegExp(String.raw`^(?:${OWNED_CUES})$`, 'iu');
const NEGATED_VERB = /(?:^|[^\p{L}'])(?:(?:does|do|did|would|will)(?:n'?t| not)|never) (drinks?|smokes?|reads?)\b/giu;
/** 'no' and 'nothing' take only the next few words: 'no surprise parties, she is shy' excludes surprise parties. */
const SHORT_CUE = /^(?:no|nothing|none of)$/iu;
const SHORT_OBJECT_WORDS = 4;
const FREE_OF = /([\p{L}-]+)-free\b/giu;
const STATE = new RegExp(String.raw`(?:^|[^\p{L}'])(${Object.keys(STATES).join('|')})\b`, 'giu');
/** A negation just before a cue undoes it: "doesn't hate gadgets", 'not allergic to nuts', 'never avoids sweets'. */
const NEGATION_BEFORE = /(?:\bnot|n't|\bnever|\bno longer|\bhardly)\s+(?:\S+\s+)?$/iu;

/** Lowercase and singular, as the triggers are written. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const TRIGGERS = new Map<string, Concept>();
for (const concept of CONCEPTS) for (const trigger of concept.triggers) TRIGGERS.set(trigger, concept);

function conceptOf(trigger: string): Concept | undefined {
  return CONCEPTS.find((c) => c.triggers.includes(trigger));
}

/** The concepts an object names: one- and two-word triggers, singular or plural. */
function conceptsIn(words: readonly string[]): Concept[] {
  const found: Concept[] = [];
  const add = (c: Concept | undefined) => {
    if (c && !found.includes(c)) found.push(c);
  };
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length) add(TRIGGERS.get(`${words[i]} ${singular(words[i + 1])}`));
    add(TRIGGERS.get(words[i]) ?? TRIGGERS.get(singular(words[i])));
  }
  return found;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length > 0);
}

/** An object cut to its clause, split into its items ('wine, beer or spirits'). */
function itemsOf(object: string): string[] {
  const clause = ` ${object} `.split(CLAUSE_END)[0];
  return clause
    .split(/,|\/|\s(?:and|or|nor|&|plus)\s/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * One excluded thing: a known concept (with its synonyms and categories), else the thing's own words. A disliked
 * unknown thing excludes its head noun ('hates loud socks' excludes socks); a thing they already have excludes
 * only itself ('already has an espresso machine' leaves other espresso gifts alone).
 */
function exclusionOf(item: string, owned: boolean): Exclusion | null {
  const words = wordsOf(item).filter((w) => !FILLER.has(w));
  if (words.length === 0) return null;
  const phrase = item.replace(/\s+/g, ' ').trim();
  const concepts = conceptsIn(words);
  const specific = concepts.filter((c) => c.triggers.includes('kindle'));
  const use = owned ? specific : concepts;
  if (use.length > 0) {
    return {
      phrase,
      terms: [...new Set(use.flatMap((c) => c.terms))],
      categories: [...new Set(use.flatMap((c) => c.categories ?? []))],
    };
  }
  const content = words.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  if (content.length === 0) return null;
  const whole = content.join(' ');
  const terms = owned ? [whole] : [...new Set([whole, content[content.length - 1]])];
  return { phrase, terms: terms.map(singular), categories: [] };
}

function fromConcept(phrase: string, trigger: string): Exclusion | null {
  const concept = conceptOf(trigger);
  if (!concept) return null;
  return { phrase, terms: [...concept.terms], categories: [...(concept.categories ?? [])] };
}

/** The exclusions stated in free text ('Loves maps. Hates gadgets.', 'no alcohol please', 'allergic to nuts'). */
export function parseExclusions(text: string | null | undefined): Exclusions {
  const items: Exclusion[] = [];
  if (!text) return { items };
  const normal = text.replace(/[’‘]/g, "'");
  for (const match of normal.matchAll(CUE)) {
    const before = normal.slice(0, match.index + match[0].indexOf(match[1]));
    if (NEGATION_BEFORE.test(before)) continue;
    const owned = OWNED.test(match[1].replace(/\s+/g, ' '));
    const object = SHORT_CUE.test(match[1]) ? match[2].split(/\s+/).slice(0, SHORT_OBJECT_WORDS).join(' ') : match[2];
    for (const item of itemsOf(object)) {
      const exclusion = exclusionOf(item, owned);
      if (exclusion) items.push(exclusion);
    }
  }
  for (const match of normal.matchAll(NEGATED_VERB)) {
    const exclusion = fromConcept(match[1].toLowerCase(), NEGATED_VERBS[match[1].toLowerCase()]);
    if (exclusion) items.push(exclusion);
  }
  // 'alcohol-free', 'nut-free': only known things ('hands-free' and 'stress-free' say nothing of a dislike).
  for (const match of normal.matchAll(FREE_OF)) {
    const concepts = conceptsIn(wordsOf(match[1].replace(/-/g, ' ')));
    for (const c of concepts) items.push({ phrase: match[0], terms: [...c.terms], categories: [...(c.categories ?? [])] });
  }
  for (const match of normal.matchAll(STATE)) {
    const word = match[1].toLowerCase();
    if (NEGATION_BEFORE.test(normal.slice(0, match.index + match[0].indexOf(match[1])))) continue;
    for (const trigger of STATES[word]) {
      items.push(fromConcept(word, trigger) ?? { phrase: word, terms: [trigger], categories: [] });
    }
  }
  return { items: dedupe(items) };
}

/**
 * A field that lists excluded things (a recipient's dislikes, allergies or things they already have): each item
 * is excluded as written, and sentences in it are read like free text.
 */
export function parseExclusionList(text: string | null | undefined, kind: 'dislikes' | 'allergies' | 'owned'): Exclusions {
  if (!text) return NO_EXCLUSIONS;
  const stated = parseExclusions(text);
  const items = [...stated.items];
  for (const line of text.split(/[\n;]/)) {
    // A line with a cue was read above; a bare list ('gadgets, wine') is a list of the things themselves.
    if (new RegExp(CUE.source, 'iu').test(line) && stated.items.length > 0) continue;
    for (const item of itemsOf(line.replace(/[.!?]+\s*$/, ''))) {
      const exclusion = exclusionOf(item, kind === 'owned');
      if (exclusion) items.push(exclusion);
    }
  }
  return { items: dedupe(items) };
}

function mergeExclusions(...all: Exclusions[]): Exclusions {
  return { items: dedupe(all.flatMap((e) => e.items)) };
}

function dedupe(items: Exclusion[]): Exclusion[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.categories.join('|')}#${item.terms.join('|')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The recipient fields read for exclusions (a recipients row satisfies it). */
export interface RecipientLimits {
  dislikes: string | null;
  allergies: string | null;
  alreadyHas: string | null;
}

/** Everything a run must honour: the notes of the wizard, and the saved recipient's recorded limits when the run has one. */
export function exclusionsFor(additionalInfo: string | null | undefined, recipient?: RecipientLimits | null): Exclusions {
  if (!recipient) return parseExclusions(additionalInfo);
  return mergeExclusions(
    parseExclusions(additionalInfo),
    parseExclusionList(recipient.dislikes, 'dislikes'),
    parseExclusionList(recipient.allergies, 'allergies'),
    parseExclusionList(recipient.alreadyHas, 'owned'),
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A term as a whole word or phrase, plural allowed, spaces and hyphens alike ('e-reader', 'e reader'). */
function termPattern(term: string): string {
  return escape(term).replace(/(?:\\-| )+/g, '[\\s-]+') + '(?:s|es)?';
}

/** One pattern for all the terms of the exclusions, built once per run. */
export interface CompiledExclusions {
  pattern: RegExp | null;
  categories: ReadonlySet<string>;
}

const compiledCache = new WeakMap<Exclusions, CompiledExclusions>();

export function compileExclusions(exclusions: Exclusions): CompiledExclusions {
  const cached = compiledCache.get(exclusions);
  if (cached) return cached;
  const terms = [...new Set(exclusions.items.flatMap((i) => i.terms))].sort((a, b) => b.length - a.length);
  const compiled: CompiledExclusions = {
    pattern: terms.length ? new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${terms.map(termPattern).join('|')})(?![\\p{L}\\p{N}])`, 'iu') : null,
    categories: new Set(exclusions.items.flatMap((i) => i.categories)),
  };
  compiledCache.set(exclusions, compiled);
  return compiled;
}

/** What the check reads of a product or an idea. */
export interface CheckedText {
  title: string;
  brand?: string | null;
  description?: string | null;
  category?: string | null;
  tags?: readonly string[] | null;
}

/** Whether a product or idea mentions an exclusion, or belongs to an excluded category. */
export function violatesExclusions(item: CheckedText, exclusions: Exclusions | CompiledExclusions): boolean {
  const c = 'items' in exclusions ? compileExclusions(exclusions) : exclusions;
  if (item.category && c.categories.has(item.category)) return true;
  const pattern = c.pattern;
  if (!pattern) return false;
  if (pattern.test(item.title)) return true;
  if (item.brand && pattern.test(item.brand)) return true;
  if (item.description && pattern.test(item.description)) return true;
  if (item.category && pattern.test(item.category)) return true;
  for (const tag of item.tags ?? []) if (pattern.test(tag)) return true;
  return false;
}

/** What the hard limits read of a run's profile. */
export interface Limits {
  budget: Budget;
  age: AgeRange | string;
  exclusions: Exclusions;
}

/** What the hard limits read of a pick. */
export interface LimitedItem extends CheckedText {
  price: number | null;
  suitsAgeRanges?: readonly string[] | null;
}

/** The age groups whose line a gift never crosses: a child (0-12), a teen (13-17), an adult (18+). */
function ageGroup(range: string): 'child' | 'teen' | 'adult' {
  if (range === '0-12') return 'child';
  if (range === '13-17') return 'teen';
  return 'adult';
}

/**
 * Whether a product is made for the person's age group: one of its age ranges lies in the same group (a product
 * that names none suits everyone). Within a group the age range is a preference the engine scores, not a limit:
 * a gift for 26-35 year olds can delight someone of 36; a toy for 0-12 never suits an adult, nor a wine set a teen.
 */
export function fitsAgeGroup(suitsAgeRanges: readonly string[] | null | undefined, age: string): boolean {
  if (!suitsAgeRanges || suitsAgeRanges.length === 0) return true;
  const group = ageGroup(age);
  // A plain loop: the engine calls this for every product of the catalog.
  for (const range of suitsAgeRanges) if (ageGroup(range) === group) return true;
  return false;
}

/**
 * The one check of every pick, local or AI: a price within the budget, made for the person's age group, and no
 * exclusion.
 */
export function violatesLimits(item: LimitedItem, limits: Limits): boolean {
  if (item.price === null || item.price < limits.budget.min || item.price > limits.budget.max) return true;
  if (!fitsAgeGroup(item.suitsAgeRanges, limits.age)) return true;
  return violatesExclusions(item, limits.exclusions);
}

/** The exclusions as prompt lines: each thing the person ruled out, with what it covers. */
export function describeExclusions(exclusions: Exclusions): string[] {
  return exclusions.items.map((item) => {
    const covers = [...item.categories.map((c) => `the ${c} category`), ...item.terms.slice(0, 12)];
    return `"${item.phrase.replace(/\s+/g, ' ').replace(/"/g, "'")}" (nothing involving: ${covers.join(', ')})`;
  });
}
