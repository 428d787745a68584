import { describe, expect, it } from 'vitest';
import { describeExclusions, exclusionsFor, parseExclusionList, parseExclusions, violatesExclusions, violatesLimits } from './dislikes.js';

const excludes = (text: string, item: { title: string; category?: string; tags?: string[]; description?: string }) =>
  violatesExclusions(item, parseExclusions(text));
const phrases = (text: string) => parseExclusions(text).items.map((i) => i.phrase);

const FROTHER = { title: 'Automatic Milk Frother and Warmer', category: 'Home & Garden', tags: ['milk frother', 'latte'] };
const SPEAKER = { title: 'Smart Speaker', category: 'Electronics & Tech' };
const WINE = { title: 'Wine Aerator Pourer', category: 'Home & Garden' };
const WHISKY = { title: 'Whiskey Stones Set', category: 'Home & Garden', tags: ['spirits'] };
const CANDLE = { title: 'Scented Soy Candle Trio', category: 'Home & Garden' };
const DIFFUSER = { title: 'Aromatherapy Diffuser', category: 'Health & Beauty' };
const NUTS = { title: 'Gourmet Snack Box', category: 'Home & Garden', description: 'Almonds, cashews and dark chocolate.' };
const KINDLE = { title: 'Kindle Paperwhite', category: 'Electronics & Tech' };
const EREADER = { title: 'E-Reader Tablet', category: 'Electronics & Tech' };
const MAPS = { title: 'Antique World Map Print', category: 'Home & Garden', tags: ['maps', 'history'] };
const PLANTER = { title: 'Balcony Railing Planter', category: 'Home & Garden', tags: ['gardening'] };
const GINGER = { title: 'Ginger Tea Sampler', category: 'Home & Garden' };
const DOUGHNUT = { title: 'Doughnut Pan', category: 'Home & Garden' };

describe('parseExclusions: phrasings', () => {
  it.each([
    ['Hates gadgets.', FROTHER],
    ['Hates gadgets.', SPEAKER],
    ['She hates gadgets', SPEAKER],
    ['dislikes electronics', SPEAKER],
    ['not into tech', SPEAKER],
    ["She isn't into tech at all", SPEAKER],
    ['can’t stand smart devices', SPEAKER],
    ["doesn't like gadgets", FROTHER],
    ['no alcohol', WINE],
    ['No alcohol please!', WHISKY],
    ["doesn't drink", WINE],
    ['He never drinks', WHISKY],
    ['She is sober', WINE],
    ['nothing scented', CANDLE],
    ['Nothing scented, she gets headaches', DIFFUSER],
    ['hates perfume', CANDLE],
    ["can't stand the smell of candles", DIFFUSER],
    ['fragrance-free everything', CANDLE],
    ['allergic to nuts', NUTS],
    ["She's allergic to peanuts", NUTS],
    ['already has a Kindle', KINDLE],
    ['already has a Kindle', EREADER],
    ['avoids wine, beer or spirits', WHISKY],
    ['not a fan of beer and cocktails', WINE],
  ])('%s excludes %o', (text, item) => {
    expect(excludes(text, item)).toBe(true);
  });

  it('reads unknown things by their own words', () => {
    expect(excludes('hates socks', { title: 'Wool Hiking Socks' })).toBe(true);
    expect(excludes('already owns an espresso machine', { title: 'Espresso Machine with Milk Frother' })).toBe(true);
    // Something they already have rules out only that thing, not its kind.
    expect(excludes('already owns an espresso machine', { title: 'Espresso Cup Set' })).toBe(false);
  });

  it('keeps words whole: gin is not ginger, nut is not doughnut', () => {
    expect(excludes('no alcohol', GINGER)).toBe(false);
    expect(excludes('allergic to nuts', DOUGHNUT)).toBe(false);
  });

  it('the rest of the sentence is not disliked', () => {
    const text = 'Loves her small balcony garden and old maps. Hates gadgets.';
    expect(phrases(text)).toEqual(['gadgets']);
    expect(excludes(text, MAPS)).toBe(false);
    expect(excludes(text, PLANTER)).toBe(false);
    expect(excludes('hates gadgets but loves maps', MAPS)).toBe(false);
  });
});

describe('parseExclusions: negation', () => {
  it.each([
    'Loves gadgets',
    'a huge fan of tech and wine',
    "doesn't hate gadgets",
    'She is not allergic to nuts',
    'no longer hates gadgets',
    'Enjoys a glass of wine',
    'no idea what to get her',
    'hands-free everything',
    '',
  ])('%s excludes nothing', (text) => {
    expect(parseExclusions(text).items).toEqual([]);
  });
});

describe('recipient fields', () => {
  it('reads bare lists as the things themselves, and sentences as free text', () => {
    const e = exclusionsFor('Loves maps', { dislikes: 'gadgets, wine', allergies: 'nuts', alreadyHas: 'Kindle\nespresso machine' });
    for (const item of [SPEAKER, WINE, NUTS, KINDLE, { title: 'Espresso Machine' }]) expect(violatesExclusions(item, e)).toBe(true);
    expect(violatesExclusions(MAPS, e)).toBe(false);
    expect(violatesExclusions(CANDLE, parseExclusionList('Hates anything scented.', 'dislikes'))).toBe(true);
  });

  it("an empty answer ('none', 'n/a') excludes nothing", () => {
    expect(parseExclusionList('none', 'allergies').items).toEqual([]);
    expect(parseExclusionList('N/A', 'dislikes').items).toEqual([]);
  });

  it('without a recipient only the notes count', () => {
    expect(exclusionsFor('no alcohol', null).items.map((i) => i.phrase)).toEqual(['alcohol']);
  });
});

describe('violatesLimits', () => {
  const limits = { budget: { min: 30, max: 80 }, age: '26-35', exclusions: parseExclusions('Hates gadgets') };
  it('checks budget, age range and exclusions', () => {
    expect(violatesLimits({ ...PLANTER, price: 40 }, limits)).toBe(false);
    expect(violatesLimits({ ...PLANTER, price: 29.99 }, limits)).toBe(true);
    expect(violatesLimits({ ...PLANTER, price: 80.01 }, limits)).toBe(true);
    expect(violatesLimits({ ...PLANTER, price: null }, limits)).toBe(true);
    expect(violatesLimits({ ...PLANTER, price: 40, suitsAgeRanges: ['0-12'] }, limits)).toBe(true);
    expect(violatesLimits({ ...PLANTER, price: 40, suitsAgeRanges: ['0-12', '13-17'] }, limits)).toBe(true);
    expect(violatesLimits({ ...PLANTER, price: 40, suitsAgeRanges: ['26-35', '36-50'] }, limits)).toBe(false);
    // Within the adult group the age range is a preference the engine scores, not a limit.
    expect(violatesLimits({ ...PLANTER, price: 40, suitsAgeRanges: ['51-65', '65+'] }, limits)).toBe(false);
    expect(violatesLimits({ ...PLANTER, price: 40, suitsAgeRanges: ['18-25'] }, { ...limits, age: '13-17' })).toBe(true);
    expect(violatesLimits({ ...FROTHER, price: 60 }, limits)).toBe(true);
  });

  it('describes the exclusions for a prompt', () => {
    const [line] = describeExclusions(parseExclusions('no alcohol'));
    expect(line).toMatch(/^"alcohol" \(nothing involving: .*wine.*beer/);
  });
});
