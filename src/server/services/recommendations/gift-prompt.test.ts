import { describe, expect, it } from 'vitest';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import { describeExclusions, parseExclusions } from './dislikes.js';
import { BATCH_SIZE, buildGiftPrompt, formatDollars, MAX_TITLES_IN_PROMPT } from './gift-prompt.js';

const profile: WizardProfile = {
  name: 'Sam',
  age: '26-35',
  gender: 'non-binary',
  relationship: 'Friend',
  occasion: 'Birthday',
  budget: { min: 20, max: 75.5 },
  interests: ['Photography', 'Travel'],
  personalityTraits: ['Creative', 'Adventurous'],
  additionalInfo: 'Loves "film" cameras\nand hiking',
};

const empty = { count: BATCH_SIZE, shownTitles: [], moreLike: [], notThis: [] };

describe('buildGiftPrompt', () => {
  it('names every field of the profile', () => {
    const prompt = buildGiftPrompt(profile, empty);
    expect(prompt).toContain('Suggest 8 gift ideas');
    expect(prompt).toContain('- Name: "Sam"');
    expect(prompt).toContain('- Age range: 26-35');
    expect(prompt).toContain('- Gender: non-binary');
    expect(prompt).toContain('- Relationship to the giver: Friend');
    expect(prompt).toContain('- Occasion: Birthday');
    expect(prompt).toContain('- Budget: $20 to $75.50 (USD)');
    expect(prompt).toContain('- Interests: Photography, Travel');
    expect(prompt).toContain('- Personality traits: Creative, Adventurous');
    // Typed text stays on one line inside its quotes.
    expect(prompt).toContain(`- Additional information: "Loves 'film' cameras and hiking"`);
    expect(prompt).toContain('Every idea must cost between $20 and $75.50.');
    for (const field of ['"title"', '"description"', '"estimatedPrice"', '"category"', '"searchKeywords"', '"reasons"']) expect(prompt).toContain(field);
  });

  it('says "not given" for what the wizard leaves open', () => {
    const prompt = buildGiftPrompt({ ...profile, name: '', gender: 'prefer-not-to-say', personalityTraits: [], additionalInfo: '' }, empty);
    expect(prompt).toContain('- Name: not given');
    expect(prompt).toContain('- Gender: not given');
    expect(prompt).toContain('- Personality traits: not given');
    expect(prompt).toContain('- Additional information: none');
    expect(prompt).not.toContain('Already suggested');
  });

  it('lists what was shown and the feedback, newest titles kept when there are many', () => {
    const shown = Array.from({ length: MAX_TITLES_IN_PROMPT + 5 }, (_, i) => `Gift ${i}`);
    const prompt = buildGiftPrompt(profile, { count: 8, shownTitles: shown, moreLike: ['Instant Camera'], notThis: ['Scented Candle'] });
    const [, already] = prompt.split('Already suggested');
    expect(already).toContain('"Gift 44"');
    expect(already).toContain('"Gift 5"');
    expect(already).not.toContain('"Gift 4"\n');
    expect(prompt).toMatch(/liked these; suggest more ideas like them:\n- "Instant Camera"/);
    expect(prompt).toMatch(/did not want these; avoid similar ideas:\n- "Scented Candle"/);
  });

  it('states the exclusions as hard rules, and says nothing of rules when there are none', () => {
    const exclusions = describeExclusions(parseExclusions('Hates gadgets. No alcohol.'));
    const prompt = buildGiftPrompt(profile, { ...empty, exclusions });
    const [, rules] = prompt.split('Hard rules:');
    expect(rules).toMatch(/never be offered/);
    expect(rules).toMatch(/\n- "gadgets" \(nothing involving: the Electronics & Tech category, gadget, tech/);
    expect(rules).toMatch(/\n- "alcohol" \(nothing involving: alcohol, .*wine/);
    expect(buildGiftPrompt(profile, empty)).not.toContain('Hard rules');
  });

  it('formats dollars', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(100)).toBe('$100');
    expect(formatDollars(19.9)).toBe('$19.90');
  });
});
