import { describe, expect, it } from 'vitest';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import { giftScore, withInterestBonus } from '#shared/products/gift-score.js';
import type { products } from '#server/db/schema/products.js';
import { loadSampleCatalog } from '#server/integrations/retail/sample-source.js';
import { parseExclusions, violatesLimits } from './dislikes.js';
import { budgetFit, type EngineProduct, keywordsOf, MAX_REASONS, rankForProfile, type RankOptions } from './local-engine.js';

/** A plain product: suits nothing, rated 4 with no reviews, $50, in 'Home & Garden'. */
function product(id: string, fields: Partial<EngineProduct> = {}): EngineProduct {
  return {
    id,
    title: `Product ${id}`,
    brand: null,
    category: 'Home & Garden',
    tags: [],
    price: 50,
    originalPrice: null,
    rating: 4,
    reviewCount: 0,
    isPrime: false,
    salesRank: null,
    suitsInterests: [],
    suitsTraits: [],
    suitsOccasions: [],
    suitsAgeRanges: [],
    suitsRelationships: [],
    ...fields,
  };
}

const PROFILE: WizardProfile = {
  name: 'Sam',
  age: '26-35',
  gender: 'female',
  relationship: 'Friend',
  occasion: 'Birthday',
  budget: { min: 0, max: 100 },
  interests: ['Photography'],
  personalityTraits: ['Creative'],
  additionalInfo: '',
};

function profile(changes: Partial<WizardProfile> = {}): WizardProfile {
  return { ...PROFILE, ...changes };
}

const ids = (catalog: readonly EngineProduct[], p: WizardProfile, options: Partial<RankOptions> = {}) =>
  rankForProfile(catalog, p, { limit: 50, ...options }).map((pick) => pick.product.id);

describe('rankForProfile: contract', () => {
  it('takes products rows as they are, and gives them back', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const row: typeof products.$inferSelect = {
      ...product('row', { suitsInterests: ['Photography'] }),
      category: 'Electronics & Tech',
      source: 'sample',
      externalId: 'B000TEST',
      description: 'A camera strap',
      currency: 'USD',
      imageUrl: null,
      imageMediaId: null,
      url: 'https://example.com/dp/B000TEST',
      search: '',
      cachedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    const [pick] = rankForProfile([row], profile(), { limit: 1 });
    expect(pick.product).toBe(row);
    expect(pick.product.description).toBe('A camera strap');
  });
});

describe('rankForProfile: budget', () => {
  const catalog = [
    product('below', { price: 19.99 }),
    product('at-min', { price: 20 }),
    product('middle', { price: 60 }),
    product('at-max', { price: 100 }),
    product('above', { price: 100.01 }),
    product('no-price', { price: null }),
  ];

  it('keeps only priced products within [min, max], boundaries included', () => {
    const picks = ids(catalog, profile({ budget: { min: 20, max: 100 } }));
    expect([...picks].sort()).toEqual(['at-max', 'at-min', 'middle']);
  });

  it('a budget of 0 to N admits a product priced 0', () => {
    expect(ids([product('free', { price: 0 }), product('dear', { price: 101 })], profile({ budget: { min: 0, max: 100 } }))).toEqual(['free']);
  });

  it('prefers a price in the comfortable middle/upper part of the budget, mildly', () => {
    const cheap = product('cheap', { price: 5 });
    const comfortable = product('comfortable', { price: 75 });
    expect(ids([cheap, comfortable], profile())).toEqual(['comfortable', 'cheap']);
    // Mild: an interest match at a low price still beats a comfortable price that matches nothing.
    const cheapMatch = product('cheap-match', { price: 5, suitsInterests: ['Photography'] });
    expect(ids([comfortable, cheapMatch], profile())).toEqual(['cheap-match', 'comfortable']);
    expect(budgetFit(0, 0, 100)).toBe(0);
    expect(budgetFit(70, 0, 100)).toBeGreaterThan(budgetFit(20, 0, 100));
    expect(budgetFit(100, 0, 100)).toBeGreaterThan(0);
  });
});

describe('rankForProfile: changing each profile field changes the ranking', () => {
  it('interests', () => {
    const catalog = [product('camera', { suitsInterests: ['Photography'] }), product('pan', { suitsInterests: ['Cooking'] })];
    expect(ids(catalog, profile({ interests: ['Photography'] }))).toEqual(['camera', 'pan']);
    expect(ids(catalog, profile({ interests: ['Cooking'] }))).toEqual(['pan', 'camera']);
  });

  it('more matched interests rank higher', () => {
    const catalog = [product('one', { suitsInterests: ['Travel'] }), product('two', { suitsInterests: ['Travel', 'Photography'] })];
    expect(ids(catalog, profile({ interests: ['Travel', 'Photography'] }))).toEqual(['two', 'one']);
  });

  it('personality traits', () => {
    const catalog = [product('easel', { suitsTraits: ['Creative'] }), product('planner', { suitsTraits: ['Organized'] })];
    expect(ids(catalog, profile({ personalityTraits: ['Creative'] }))).toEqual(['easel', 'planner']);
    expect(ids(catalog, profile({ personalityTraits: ['Organized'] }))).toEqual(['planner', 'easel']);
  });

  it('occasion', () => {
    const catalog = [product('cake', { suitsOccasions: ['Birthday'] }), product('ornament', { suitsOccasions: ['Christmas'] })];
    expect(ids(catalog, profile({ occasion: 'Birthday' }))).toEqual(['cake', 'ornament']);
    expect(ids(catalog, profile({ occasion: 'Christmas' }))).toEqual(['ornament', 'cake']);
  });

  it('relationship', () => {
    const catalog = [product('mug', { suitsRelationships: ['Friend'] }), product('pen', { suitsRelationships: ['Colleague'] })];
    expect(ids(catalog, profile({ relationship: 'Friend' }))).toEqual(['mug', 'pen']);
    expect(ids(catalog, profile({ relationship: 'Colleague' }))).toEqual(['pen', 'mug']);
  });

  it('age range', () => {
    const catalog = [product('gin', { suitsAgeRanges: ['18-25', '26-35'] }), product('wine', { suitsAgeRanges: ['36-50', '51-65'] })];
    expect(ids(catalog, profile({ age: '26-35' }))).toEqual(['gin', 'wine']);
    expect(ids(catalog, profile({ age: '51-65' }))).toEqual(['wine', 'gin']);
    // A product for no particular age sits between one for their age and one for another age of the same group.
    const open = product('open');
    expect(ids([...catalog, open], profile({ age: '36-50' }))).toEqual(['wine', 'open', 'gin']);
  });

  it("age group: a hard limit (decision 189): no child's product for an adult, no adult's for a child or a teen", () => {
    const catalog = [product('toy', { suitsAgeRanges: ['0-12'] }), product('wine', { suitsAgeRanges: ['26-35', '36-50'] }), product('open')];
    expect(ids(catalog, profile({ age: '0-12' }))).toEqual(['toy', 'open']);
    expect(ids(catalog, profile({ age: '13-17' }))).toEqual(['open']);
    // Another adult range is still an adult's gift: it only ranks lower.
    expect(ids(catalog, profile({ age: '65+' }))).toEqual(['open', 'wine']);
  });

  it('additional info: its words are matched against title, brand and tags', () => {
    const catalog = [
      product('boots', { title: 'Trail boots', tags: ['hiking'] }),
      product('grinder', { title: 'Burr grinder', brand: 'Baratza', tags: ['espresso'] }),
    ];
    expect(ids(catalog, profile({ additionalInfo: 'She loves hiking in the hills' }))[0]).toBe('boots');
    expect(ids(catalog, profile({ additionalInfo: 'A big espresso fan' }))[0]).toBe('grinder');
    expect(ids(catalog, profile({ additionalInfo: 'Swears by Baratza' }))[0]).toBe('grinder');
    expect(ids(catalog, profile({ additionalInfo: 'Always out on TRAILS' }))[0]).toBe('boots');
  });

  it('budget', () => {
    const catalog = [product('small', { price: 30 }), product('large', { price: 180 })];
    expect(ids(catalog, profile({ budget: { min: 0, max: 40 } }))).toEqual(['small']);
    expect(ids(catalog, profile({ budget: { min: 0, max: 200 } }))).toEqual(['large', 'small']);
    expect(ids(catalog, profile({ budget: { min: 100, max: 200 } }))).toEqual(['large']);
  });

  it('gender does not change the ranking: the catalog says nothing about gender and gifts are not assigned by it', () => {
    const catalog = [
      product('a', { suitsInterests: ['Photography'], rating: 4.8, reviewCount: 900 }),
      product('b', { suitsOccasions: ['Birthday'], isPrime: true }),
      product('c', { suitsTraits: ['Creative'], price: 90 }),
    ];
    const reference = ids(catalog, profile({ gender: 'female' }));
    for (const gender of ['male', 'non-binary', 'prefer-not-to-say'] as const) {
      expect(ids(catalog, profile({ gender }))).toEqual(reference);
    }
  });

  it('the name does not change the ranking either: it says nothing about what they like', () => {
    const catalog = [product('a', { suitsInterests: ['Photography'] }), product('b', { isPrime: true }), product('c')];
    expect(ids(catalog, profile({ name: 'Robin' }))).toEqual(ids(catalog, profile({ name: '' })));
  });
});

describe('rankForProfile: notes keywords', () => {
  it('drops stop words, short words, numbers and duplicates, lowercases, keeps the order written', () => {
    expect(keywordsOf('She REALLY loves the Hiking, hiking and coffee! 2024 ok').map((k) => k.word)).toEqual(['hiking', 'coffee']);
    expect(keywordsOf('')).toEqual([]);
  });

  it('stop words alone change nothing', () => {
    const catalog = [product('the-thing', { title: 'The thing she really loves' }), product('plain', { rating: 4.1 })];
    expect(ids(catalog, profile({ additionalInfo: 'she really loves the thing' }))).toEqual(ids(catalog, profile()));
  });

  it('matches whole words or their stems, not the middle of a word', () => {
    const catalog = [product('hike', { title: 'Day hike backpack' }), product('chiking', { title: 'Chikinghouse lamp' })];
    const picks = rankForProfile(catalog, profile({ additionalInfo: 'hiking' }), { limit: 2 });
    expect(picks[0].product.id).toBe('hike');
    expect(picks[0].reasons).toContain('Mentions "hiking" from your notes');
    expect(picks[1].reasons.join(' ')).not.toContain('hiking');
  });
});

describe('rankForProfile: exclude and feedback', () => {
  const catalog = Array.from({ length: 10 }, (_, i) =>
    product(`p${i}`, { suitsInterests: i % 2 === 0 ? ['Photography'] : [], rating: 4 + i / 20 }),
  );

  it('never repeats an excluded product, batch after batch, until the catalog is used up', () => {
    const shown = new Set<string>();
    for (let batch = 0; batch < 4; batch++) {
      const picks = ids(catalog, profile(), { limit: 3, exclude: shown });
      for (const id of picks) {
        expect(shown.has(id)).toBe(false);
        shown.add(id);
      }
    }
    expect(shown.size).toBe(10);
    expect(ids(catalog, profile(), { limit: 3, exclude: shown })).toEqual([]);
  });

  it("'not this' removes the product and pushes similar ones down", () => {
    const camera = product('camera', { category: 'Electronics & Tech', tags: ['camera', 'lens'], suitsInterests: ['Photography'] });
    const tripod = product('tripod', { category: 'Electronics & Tech', tags: ['camera', 'lens'], suitsInterests: ['Photography'], rating: 4.5 });
    const album = product('album', { category: 'Books & Media', tags: ['prints'], suitsInterests: ['Photography'], rating: 4.2 });
    const withoutFeedback = ids([camera, tripod, album], profile());
    expect(withoutFeedback).toEqual(['tripod', 'album', 'camera']);
    const withFeedback = ids([camera, tripod, album], profile(), { feedback: { more: [], not: [camera] } });
    expect(withFeedback).toEqual(['album', 'tripod']);
  });

  it("'more like this' pulls similar ones up, and says so", () => {
    const speaker = product('speaker', { category: 'Electronics & Tech', tags: ['audio'], suitsInterests: ['Music'] });
    const headphones = product('headphones', { category: 'Electronics & Tech', tags: ['audio'], suitsInterests: ['Music'] });
    const vase = product('vase', { category: 'Home & Garden', suitsInterests: ['Home Decor'], rating: 4.6 });
    const p = profile({ interests: ['Music', 'Home Decor'] });
    expect(ids([headphones, vase], p)).toEqual(['vase', 'headphones']);
    const picks = rankForProfile([speaker, headphones, vase], p, { limit: 5, feedback: { more: [speaker], not: [] } });
    expect(picks.map((x) => x.product.id)).toEqual(['headphones', 'vase']);
    expect(picks[0].reasons).toContain('Like the picks you wanted more of');
  });
});

describe('rankForProfile: reasons and gift score', () => {
  it('explains a pick, most specific first, at most four', () => {
    const pick = rankForProfile(
      [
        product('lens', {
          title: 'Portrait lens',
          tags: ['lens'],
          suitsInterests: ['Photography', 'Travel'],
          suitsTraits: ['Creative'],
          suitsOccasions: ['Birthday'],
          suitsRelationships: ['Friend'],
          suitsAgeRanges: ['26-35'],
          rating: 4.8,
        }),
      ],
      profile({ interests: ['Travel', 'Photography'], additionalInfo: 'wants a portrait lens' }),
      { limit: 1 },
    )[0];
    expect(pick.reasons).toEqual([
      'Perfect for someone into Photography and Travel',
      'Mentions "portrait" and "lens" from your notes',
      'Suits a Creative personality',
      'A thoughtful Birthday gift',
    ]);
  });

  it('names occasion, relationship and age, then the product reasons', () => {
    const pick = rankForProfile(
      [product('x', { suitsOccasions: ['Birthday'], suitsRelationships: ['Friend'], suitsAgeRanges: ['26-35'], rating: 4.8, isPrime: true })],
      profile({ personalityTraits: [] }),
      { limit: 1 },
    )[0];
    expect(pick.reasons).toEqual(['A thoughtful Birthday gift', 'Great for a Friend', 'Popular with 26-35 year olds', 'Excellent reviews']);
    expect(pick.reasons.length).toBeLessThanOrEqual(MAX_REASONS);
  });

  it('speaks good English for awkward choices', () => {
    const pick = rankForProfile(
      [
        product('x', {
          suitsTraits: ['Adventurous'],
          suitsOccasions: ['Just Because'],
          suitsRelationships: ['Acquaintance'],
          suitsAgeRanges: ['65+'],
        }),
      ],
      profile({ personalityTraits: ['Adventurous'], occasion: 'Just Because', relationship: 'Acquaintance', age: '65+' }),
      { limit: 1 },
    )[0];
    expect(pick.reasons).toEqual([
      'Suits an Adventurous personality',
      'A thoughtful gift, just because',
      'Great for an Acquaintance',
      'Popular with people over 65',
    ]);
  });

  it('a product matching nothing still has its product reasons', () => {
    const pick = rankForProfile([product('x', { rating: 4.4, reviewCount: 6000, salesRank: 3 })], profile(), { limit: 1 })[0];
    expect(pick.reasons).toEqual(['Great reviews', 'Thousands of reviews', 'Best seller']);
  });

  it('gives the spec gift score, with the interest bonus only when an interest matches', () => {
    const facts = { rating: 4.5, reviewCount: 2000, isPrime: true, price: 40, originalPrice: 50 };
    const base = giftScore({ ...facts, reviews: facts.reviewCount });
    const [match, other] = rankForProfile(
      [product('match', { ...facts, suitsInterests: ['Photography'] }), product('other', facts)],
      profile(),
      { limit: 2 },
    );
    expect(match.giftScore).toBe(withInterestBonus(base));
    expect(other.giftScore).toBe(base);
    expect(match.matchScore).toBeGreaterThan(other.matchScore);
  });
});

describe('rankForProfile: order', () => {
  it('is deterministic: the input order does not matter, ties break by gift score then id', () => {
    const catalog = [
      product('b'),
      product('a'),
      product('c', { isPrime: true }),
      product('d', { suitsInterests: ['Photography'] }),
      product('e', { rating: 3 }),
    ];
    const expected = ['d', 'c', 'a', 'b', 'e'];
    expect(ids(catalog, profile())).toEqual(expected);
    expect(ids([...catalog].reverse(), profile())).toEqual(expected);
    expect(ids([catalog[2], catalog[4], catalog[0], catalog[3], catalog[1]], profile())).toEqual(expected);
  });

  it('returns at most limit picks, and none for a limit of 0 or an empty catalog', () => {
    const catalog = Array.from({ length: 8 }, (_, i) => product(`p${i}`));
    expect(ids(catalog, profile(), { limit: 3 })).toHaveLength(3);
    expect(ids(catalog, profile(), { limit: 0 })).toEqual([]);
    expect(ids([], profile())).toEqual([]);
  });

  it('varies categories when others match nearly as well, but not at the cost of a clearly better match', () => {
    const tech = (id: string, rating: number) =>
      product(id, { category: 'Electronics & Tech', suitsInterests: ['Photography'], rating });
    const catalog = [
      tech('t1', 4.9),
      tech('t2', 4.8),
      tech('t3', 4.7),
      tech('t4', 4.6),
      // Nearly as good, in another category.
      product('book', { category: 'Books & Media', suitsInterests: ['Photography'], rating: 4.5 }),
      // Clearly worse: matches no interest.
      product('plant', { category: 'Home & Garden', rating: 5 }),
    ];
    const picks = rankForProfile(catalog, profile(), { limit: 4 });
    expect(picks.map((p) => p.product.id)).toEqual(['t1', 'book', 't2', 't3']);
    // Without the variety rule 'book' would come after every Electronics & Tech pick.
    expect(picks[1].matchScore).toBeLessThan(picks[3].matchScore);
    expect(picks.map((p) => p.product.id)).not.toContain('plant');
  });
});

describe('rankForProfile: hard limits (issue 19, decision 189)', () => {
  /** The sample catalog as the engine sees it (products rows carry the same fields). */
  const SAMPLE: EngineProduct[] = loadSampleCatalog().map((p) => ({
    id: p.externalId,
    title: p.title,
    brand: p.brand,
    description: p.description,
    category: p.category,
    tags: p.tags,
    price: p.price,
    originalPrice: p.originalPrice,
    rating: p.rating,
    reviewCount: p.reviewCount,
    isPrime: p.isPrime,
    salesRank: p.salesRank,
    suitsInterests: p.suits.interests,
    suitsTraits: p.suits.traits,
    suitsOccasions: p.suits.occasions,
    suitsAgeRanges: p.suits.ageRanges,
    suitsRelationships: p.suits.relationships,
  }));
  const GADGET = /gadget|\btech|electronic|smart|automatic|electric|bluetooth|wireless|rechargeable|frother/i;

  it("Priya's brief: no gadget, tech or electronics product, nor the Automatic Milk Frother; all within budget and age", () => {
    const priya: WizardProfile = {
      name: 'Priya',
      age: '26-35',
      gender: 'female',
      relationship: 'Sibling',
      occasion: 'Birthday',
      budget: { min: 30, max: 80 },
      interests: ['Gardening', 'History', 'Coffee'],
      personalityTraits: ['Practical'],
      additionalInfo: 'Loves her small balcony garden and old maps. Hates gadgets.',
    };
    const exclusions = parseExclusions(priya.additionalInfo);
    // Without the limit the frother is a pick: the test would prove nothing otherwise.
    expect(rankForProfile(SAMPLE, priya, { limit: 8 }).map((p) => p.product.title)).toContain('Automatic Milk Frother and Warmer');
    const picks = rankForProfile(SAMPLE, priya, { limit: 8, exclusions });
    expect(picks).toHaveLength(8);
    for (const { product: p } of picks) {
      expect(p.category, p.title).not.toBe('Electronics & Tech');
      expect(`${p.title} ${p.tags.join(' ')} ${p.description}`, p.title).not.toMatch(GADGET);
      expect(violatesLimits(p, { budget: priya.budget, age: priya.age, exclusions }), p.title).toBe(false);
    }
  });

  it.each([
    ['no alcohol', /wine|beer|whisk(?:e)?y|cocktail|spirits|bourbon|champagne/i],
    ["doesn't drink", /wine|beer|whisk(?:e)?y|cocktail|spirits|bourbon|champagne/i],
    ['nothing scented', /scent|candle|perfume|fragrance|diffuser|aromatherapy/i],
    ['allergic to nuts', /\bnuts?\b|peanut|almond|cashew|pistachio|walnut|hazelnut/i],
    ['already has a Kindle', /kindle|e-reader/i],
  ])('%s: no violating product in the whole ranked catalog', (additionalInfo, pattern) => {
    const p = profile({ additionalInfo, interests: ['Cooking', 'Books', 'Wine', 'Beauty'], budget: { min: 0, max: 400 } });
    const picks = rankForProfile(SAMPLE, p, { limit: SAMPLE.length, exclusions: parseExclusions(additionalInfo) });
    expect(picks.length).toBeGreaterThan(0);
    for (const { product } of picks) expect(`${product.title} ${product.tags.join(' ')} ${product.description}`, product.title).not.toMatch(pattern);
  });

  it('fewer picks rather than a violating one', () => {
    const catalog = [product('wine', { title: 'Wine Gift Set' }), product('beer', { title: 'Craft Beer Kit' }), product('mug')];
    expect(ids(catalog, profile({ additionalInfo: 'no alcohol' }), { exclusions: parseExclusions('no alcohol') })).toEqual(['mug']);
  });
});
