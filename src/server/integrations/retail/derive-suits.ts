import {
  AGE_RANGES,
  BESTSELLER_CATEGORIES,
  type BestsellerCategory,
  GIFT_OCCASIONS,
  INTERESTS,
  PERSONALITY_TRAITS,
  RELATIONSHIPS,
} from '#shared/constants/choice-lists.js';
import type { RetailProduct } from './types.js';

/**
 * What a marketplace product suits, derived from its category and its words (title, brand, features,
 * browse nodes). The sample catalog ships these by hand; Amazon's products carry none, so the local
 * recommendation engine would otherwise have nothing to match a wizard profile against.
 *
 * The rules are deliberately small and predictable: a keyword table per interest, traits and occasions
 * that follow from the interests and a few words, an adult age range unless the words say children or
 * seniors, and relationships from the price and the kind of gift. Every value is one of the spec's
 * choice lists, in that list's order.
 */

export type Suits = RetailProduct['suits'];

export interface SuitsInput {
  category: BestsellerCategory;
  /** Everything known about the product as text: title, brand, features, browse node names. */
  text: string;
  price: number | null;
}

type Interest = (typeof INTERESTS)[number];
type Trait = (typeof PERSONALITY_TRAITS)[number];
type Occasion = (typeof GIFT_OCCASIONS)[number];
type AgeRange = (typeof AGE_RANGES)[number];
type Relationship = (typeof RELATIONSHIPS)[number];

/** Words (matched at word boundaries, with an optional plural s/es) that reveal an interest. */
const INTEREST_KEYWORDS: Record<Interest, readonly string[]> = {
  Technology: ['tech', 'gadget', 'bluetooth', 'wireless', 'smart', 'charger', 'charging', 'usb', 'tablet', 'laptop', 'smartwatch', 'drone', 'echo', 'alexa', 'power bank', 'earbud', 'electronic'],
  Sports: ['sport', 'ball', 'basketball', 'football', 'soccer', 'tennis', 'golf', 'baseball', 'hockey', 'jersey', 'racket', 'pickleball'],
  Music: ['music', 'musical', 'speaker', 'headphone', 'vinyl', 'turntable', 'record player', 'guitar', 'ukulele', 'piano', 'karaoke', 'audio'],
  Movies: ['movie', 'film', 'blu-ray', 'dvd', 'projector', 'popcorn', 'cinema'],
  Books: ['book', 'novel', 'kindle', 'paperback', 'hardcover', 'reading', 'bookmark', 'bestseller'],
  Cooking: ['cook', 'cooking', 'cookbook', 'kitchen', 'chef', 'knife', 'knives', 'skillet', 'cookware', 'air fryer', 'baking', 'recipe', 'cutting board', 'spice', 'dutch oven'],
  Travel: ['travel', 'luggage', 'suitcase', 'passport', 'neck pillow', 'packing cube', 'carry-on', 'duffel'],
  Art: ['art', 'paint', 'painting', 'sketch', 'sketchbook', 'drawing', 'canvas', 'easel', 'watercolor', 'acrylic', 'marker'],
  Photography: ['camera', 'lens', 'tripod', 'photo', 'photography', 'instax', 'polaroid'],
  Gaming: ['gaming', 'gamer', 'video game', 'controller', 'nintendo', 'playstation', 'xbox', 'console', 'steam deck'],
  Fitness: ['fitness', 'yoga', 'dumbbell', 'kettlebell', 'workout', 'exercise', 'resistance band', 'fitbit', 'gym', 'massage gun', 'jump rope', 'running'],
  Fashion: ['fashion', 'dress', 'shirt', 'sweater', 'scarf', 'scarves', 'handbag', 'purse', 'wallet', 'sneaker', 'shoe', 'jacket', 'hat', 'sunglasses', 'tote', 'belt', 'hoodie', 'apparel', 'clothing'],
  Gardening: ['garden', 'gardening', 'plant', 'planter', 'seed', 'pruner', 'hose', 'succulent', 'herb garden', 'flower pot', 'greenhouse'],
  'DIY/Crafts': ['craft', 'crafting', 'diy', 'knit', 'knitting', 'crochet', 'sewing', 'toolkit', 'tool set', 'screwdriver', 'drill', 'glue gun', 'woodworking'],
  Coffee: ['coffee', 'espresso', 'latte', 'french press', 'pour over', 'barista', 'cold brew', 'nespresso', 'keurig'],
  Wine: ['wine', 'corkscrew', 'decanter', 'aerator', 'sommelier', 'champagne', 'wine glass'],
  'Outdoor Activities': ['outdoor', 'camping', 'hiking', 'tent', 'hammock', 'lantern', 'fishing', 'kayak', 'trail', 'binocular', 'backpacking', 'cooler'],
  'Home Decor': ['decor', 'candle', 'vase', 'throw pillow', 'blanket', 'wall art', 'lamp', 'picture frame', 'rug', 'diffuser', 'home'],
  Beauty: ['beauty', 'skincare', 'skin care', 'serum', 'makeup', 'lipstick', 'moisturizer', 'perfume', 'fragrance', 'cologne', 'nail', 'hair dryer', 'face mask', 'spa', 'bath bomb'],
  Jewelry: ['jewelry', 'jewellery', 'necklace', 'bracelet', 'earring', 'pendant', 'engagement ring', 'watch', 'charm'],
  Collectibles: ['collectible', 'collector', 'figure', 'figurine', 'funko', 'lego', 'limited edition', 'memorabilia'],
  'Board Games': ['board game', 'card game', 'puzzle', 'jigsaw', 'chess', 'catan', 'tabletop', 'party game'],
  Science: ['science', 'telescope', 'microscope', 'stem', 'chemistry', 'robot', 'robotics', 'experiment', 'astronomy', 'globe'],
  History: ['history', 'historical', 'biography', 'ancient', 'civilization', 'world war'],
};

/** The interest a product of a category suits when none of its words reveal one. */
const CATEGORY_INTERESTS: Record<BestsellerCategory, readonly Interest[]> = {
  'Electronics & Tech': ['Technology'],
  'Home & Garden': ['Home Decor'],
  'Health & Beauty': ['Beauty'],
  'Sports & Outdoors': ['Sports', 'Outdoor Activities'],
  'Books & Media': ['Books'],
  'Fashion & Style': ['Fashion'],
};

const CATEGORY_TRAITS: Record<BestsellerCategory, readonly Trait[]> = {
  'Electronics & Tech': ['Tech-savvy'],
  'Home & Garden': ['Homebody'],
  'Health & Beauty': [],
  'Sports & Outdoors': ['Adventurous'],
  'Books & Media': ['Introverted'],
  'Fashion & Style': ['Social'],
};

const INTEREST_TRAITS: Partial<Record<Interest, readonly Trait[]>> = {
  Technology: ['Tech-savvy'],
  Gaming: ['Tech-savvy'],
  Science: ['Tech-savvy'],
  Art: ['Creative'],
  Photography: ['Creative'],
  'DIY/Crafts': ['Creative', 'Practical'],
  Travel: ['Adventurous', 'Spontaneous'],
  'Outdoor Activities': ['Adventurous'],
  Cooking: ['Homebody', 'Practical'],
  'Home Decor': ['Homebody'],
  Gardening: ['Homebody', 'Eco-conscious'],
  Books: ['Introverted'],
  History: ['Traditional'],
  'Board Games': ['Social'],
  Wine: ['Social'],
  Jewelry: ['Romantic', 'Luxury-loving'],
  Beauty: ['Luxury-loving'],
};

const TRAIT_KEYWORDS: Partial<Record<Trait, readonly string[]>> = {
  'Eco-conscious': ['eco', 'eco-friendly', 'bamboo', 'reusable', 'organic', 'sustainable', 'recycled', 'compostable'],
  Organized: ['organizer', 'organiser', 'planner', 'storage', 'label maker', 'calendar'],
  'Luxury-loving': ['luxury', 'premium', 'silk', 'cashmere', 'gold', 'leather', 'sterling silver'],
  Practical: ['tool', 'multi-tool', 'multitool', 'practical', 'everyday'],
  Minimalist: ['minimalist', 'minimal', 'slim', 'compact'],
  Traditional: ['classic', 'vintage', 'traditional', 'heritage', 'retro'],
  Homebody: ['cozy', 'cosy', 'slipper', 'blanket', 'candle', 'loungewear'],
  Social: ['party', 'game night', 'karaoke', 'entertaining'],
  Romantic: ['romantic', 'love', 'heart', 'rose', 'couple', 'his and hers'],
  'Tech-savvy': ['smart', 'gadget'],
  Creative: ['creative', 'craft', 'diy'],
};

/** Occasions any gift fits. */
const EVERY_OCCASION: readonly Occasion[] = ['Birthday', 'Christmas', 'Just Because', 'Holiday'];

const INTEREST_OCCASIONS: Partial<Record<Interest, readonly Occasion[]>> = {
  'Home Decor': ['Housewarming'],
  Cooking: ['Housewarming', 'Wedding'],
  Gardening: ['Housewarming', "Mother's Day", 'Retirement'],
  Coffee: ['Housewarming', 'Thank You'],
  Wine: ['Housewarming', 'Anniversary', 'Thank You'],
  Jewelry: ['Anniversary', "Valentine's Day", "Mother's Day"],
  Beauty: ["Mother's Day", "Valentine's Day"],
  Travel: ['Graduation', 'Retirement'],
  Technology: ['Graduation'],
  Books: ['Graduation', 'Retirement', 'Thank You'],
  'Board Games': ['Retirement'],
};

const OCCASION_KEYWORDS: Partial<Record<Occasion, readonly string[]>> = {
  "Father's Day": ['dad', 'father', 'grill', 'bbq', 'barbecue', 'whiskey', 'bourbon', 'wallet', 'tie', 'golf', 'beard'],
  "Mother's Day": ['mom', 'mother', 'spa', 'candle', 'bath bomb'],
  "Valentine's Day": ['valentine', 'romantic', 'love', 'heart', 'rose', 'chocolate'],
  Anniversary: ['anniversary', 'couple', 'his and hers', 'engraved'],
  Wedding: ['wedding', 'bride', 'groom', 'mr and mrs', 'newlywed', 'cookware set'],
  'Baby Shower': ['baby', 'infant', 'newborn', 'nursery', 'toddler'],
  Graduation: ['graduation', 'graduate', 'backpack', 'planner', 'desk'],
  Retirement: ['retirement', 'retiree', 'retired'],
  Promotion: ['desk', 'office', 'pen', 'briefcase', 'executive', 'business card'],
  'Thank You': ['thank you', 'chocolate', 'tea', 'mug', 'notebook', 'succulent'],
  Housewarming: ['housewarming', 'doormat', 'serving board', 'cheese board'],
  Christmas: ['christmas', 'ornament', 'stocking'],
};

const ADULT_AGES: readonly AgeRange[] = ['18-25', '26-35', '36-50', '51-65', '65+'];
const CHILD_KEYWORDS = ['kid', 'kids', 'child', 'children', 'toy', 'toddler', 'boys', 'girls', 'ages 3', 'ages 4', 'ages 5', 'ages 6', 'ages 8'];
const TEEN_KEYWORDS = ['teen', 'teenager', 'tween', 'ages 12', 'ages 13', 'ages 14'];
const SENIOR_KEYWORDS = ['senior', 'seniors', 'elderly', 'large print', 'retirement', 'grandpa', 'grandma', 'grandparent'];

const FAMILY: readonly Relationship[] = ['Spouse/Partner', 'Parent', 'Sibling', 'Friend', 'Extended Family'];
/** Modest, impersonal gifts also suit people one knows less well. */
const CASUAL: readonly Relationship[] = ['Colleague', 'Boss', 'Teacher', 'Neighbor', 'Acquaintance'];
const CASUAL_PRICE_LIMIT = 40;
const WORK_KEYWORDS = ['desk', 'office', 'pen', 'notebook', 'planner', 'mug', 'briefcase'];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patternCache = new Map<string, RegExp>();

/** Whole-word match of a keyword (several words allowed), with an optional plural ending. */
function mentions(text: string, keyword: string): boolean {
  let pattern = patternCache.get(keyword);
  if (!pattern) {
    pattern = new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(keyword)}(?:s|es)?(?![a-z0-9])`);
    patternCache.set(keyword, pattern);
  }
  return pattern.test(text);
}

function mentionsAny(text: string, keywords: readonly string[]): boolean {
  return keywords.some((k) => mentions(text, k));
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ');
}

function inOrder<T extends string>(list: readonly T[], chosen: Set<T>): T[] {
  return list.filter((v) => chosen.has(v));
}

/** The interests a product's words reveal (none when they reveal none). */
export function interestsIn(text: string): Interest[] {
  const t = normalise(text);
  return INTERESTS.filter((interest) => mentionsAny(t, INTEREST_KEYWORDS[interest]));
}

export function deriveSuits(input: SuitsInput): Suits {
  const text = normalise(input.text);

  const interests = new Set<Interest>(INTERESTS.filter((i) => mentionsAny(text, INTEREST_KEYWORDS[i])));
  // "home" alone is too common to stand for Home Decor when a more telling interest was found.
  if (interests.size > 1 && interests.has('Home Decor') && !mentionsAny(text, INTEREST_KEYWORDS['Home Decor'].filter((k) => k !== 'home'))) {
    interests.delete('Home Decor');
  }
  if (interests.size === 0) for (const i of CATEGORY_INTERESTS[input.category]) interests.add(i);

  const traits = new Set<Trait>(CATEGORY_TRAITS[input.category]);
  for (const i of interests) for (const t of INTEREST_TRAITS[i] ?? []) traits.add(t);
  for (const trait of PERSONALITY_TRAITS) if (mentionsAny(text, TRAIT_KEYWORDS[trait] ?? [])) traits.add(trait);

  const occasions = new Set<Occasion>(EVERY_OCCASION);
  for (const i of interests) for (const o of INTEREST_OCCASIONS[i] ?? []) occasions.add(o);
  for (const occasion of GIFT_OCCASIONS) if (mentionsAny(text, OCCASION_KEYWORDS[occasion] ?? [])) occasions.add(occasion);
  if (traits.has('Romantic')) {
    occasions.add("Valentine's Day");
    occasions.add('Anniversary');
  }
  if (input.price !== null && input.price <= 25) occasions.add('Thank You');

  const forChildren = mentionsAny(text, CHILD_KEYWORDS) && !mentions(text, 'baby shower');
  const forTeens = mentionsAny(text, TEEN_KEYWORDS);
  const forSeniors = mentionsAny(text, SENIOR_KEYWORDS);
  const ages = new Set<AgeRange>();
  if (forChildren) ages.add('0-12');
  if (forTeens) ages.add('13-17');
  if (forSeniors) {
    ages.add('51-65');
    ages.add('65+');
  }
  if (ages.size === 0) {
    for (const a of ADULT_AGES) ages.add(a);
    if (interests.has('Gaming') || interests.has('Technology') || interests.has('Sports') || interests.has('Board Games')) ages.add('13-17');
  }

  const relationships = new Set<Relationship>();
  const adult = [...ages].some((a) => ADULT_AGES.includes(a));
  const young = ages.has('0-12') || ages.has('13-17');
  if (adult) for (const r of FAMILY) relationships.add(r);
  if (young) {
    relationships.add('Child');
    relationships.add('Sibling');
    relationships.add('Extended Family');
    relationships.add('Friend');
  }
  const intimate = traits.has('Romantic') || interests.has('Jewelry');
  if (adult && !intimate) {
    if (input.price !== null && input.price <= CASUAL_PRICE_LIMIT) for (const r of CASUAL) relationships.add(r);
    if (mentionsAny(text, WORK_KEYWORDS)) {
      relationships.add('Colleague');
      relationships.add('Boss');
      relationships.add('Teacher');
    }
  }

  return {
    interests: inOrder(INTERESTS, interests),
    traits: inOrder(PERSONALITY_TRAITS, traits),
    occasions: inOrder(GIFT_OCCASIONS, occasions),
    ageRanges: inOrder(AGE_RANGES, ages),
    relationships: inOrder(RELATIONSHIPS, relationships),
  };
}

/** Words of Amazon product groups and browse node names that place a product in one of our categories. */
const CATEGORY_KEYWORDS: Record<BestsellerCategory, readonly string[]> = {
  'Electronics & Tech': ['electronic', 'electronics', 'wireless', 'computer', 'personal computer', 'camera', 'video game', 'software', 'cell phone', 'headphone', 'speaker', 'tablet', 'smart home'],
  'Home & Garden': ['home', 'kitchen', 'garden', 'lawn and patio', 'patio', 'furniture', 'home improvement', 'tools', 'appliance', 'pet', 'grocery'],
  'Health & Beauty': ['beauty', 'health', 'personal care', 'drugstore', 'health and personal care', 'luxury beauty', 'skin care', 'makeup', 'fragrance'],
  'Sports & Outdoors': ['sport', 'sports', 'outdoors', 'outdoor recreation', 'exercise and fitness', 'fitness', 'camping', 'cycling'],
  'Books & Media': ['book', 'books', 'ebook', 'ebooks', 'kindle', 'music', 'dvd', 'movie', 'movies', 'tv', 'audible', 'magazine'],
  'Fashion & Style': ['apparel', 'clothing', 'shoes', 'shoe', 'jewelry', 'watch', 'watches', 'luggage', 'fashion', 'handbag', 'accessories'],
};

/**
 * Our category for a product seen outside a category search (getItems, a keyword search over all of
 * Amazon): the first of the six whose words its product group or browse nodes mention, else null.
 */
export function guessCategory(text: string): BestsellerCategory | null {
  const t = normalise(text);
  let best: BestsellerCategory | null = null;
  let bestHits = 0;
  for (const category of BESTSELLER_CATEGORIES) {
    const hits = CATEGORY_KEYWORDS[category].filter((k) => mentions(t, k)).length;
    if (hits > bestHits) {
      best = category;
      bestHits = hits;
    }
  }
  return best;
}
