import { describe, expect, it } from 'vitest';
import {
  AGE_RANGES,
  BESTSELLER_CATEGORIES,
  GIFT_OCCASIONS,
  INTERESTS,
  PERSONALITY_TRAITS,
  RELATIONSHIPS,
} from '#shared/constants/choice-lists.js';
import { deriveSuits, guessCategory, interestsIn } from './derive-suits.js';

describe('interestsIn', () => {
  it('finds interests by whole words, plurals included', () => {
    expect(interestsIn('Burr Coffee Grinder for Espresso and French Press')).toEqual(['Coffee']);
    expect(interestsIn('Hardcover Books for History Lovers')).toEqual(['Books', 'History']);
    expect(interestsIn('Jigsaw Puzzles, 1000 pieces')).toEqual(['Board Games']);
  });

  it('does not match inside other words', () => {
    // "facebook" is not a book, "artist" is not "art", "sportswear" is not "sport"
    expect(interestsIn('facebook portal')).toEqual([]);
    expect(interestsIn('artisanal sportswear')).toEqual([]);
  });
});

describe('deriveSuits', () => {
  it('takes the interests from the words, not the category, when the words reveal some', () => {
    const s = deriveSuits({ category: 'Home & Garden', text: 'Electric Burr Coffee Grinder, stainless steel', price: 39.99 });
    expect(s.interests).toEqual(['Coffee']);
    expect(s.occasions).toEqual(expect.arrayContaining(['Birthday', 'Christmas', 'Housewarming', 'Thank You']));
    expect(s.traits).toContain('Homebody');
  });

  it("falls back to the category's interest when the words reveal none", () => {
    expect(deriveSuits({ category: 'Electronics & Tech', text: 'Model X-200', price: 120 }).interests).toEqual(['Technology']);
    expect(deriveSuits({ category: 'Sports & Outdoors', text: 'Model Y', price: 120 }).interests).toEqual(['Sports', 'Outdoor Activities']);
    expect(deriveSuits({ category: 'Books & Media', text: 'Untitled', price: 12 }).interests).toEqual(['Books']);
  });

  it('derives traits from the interests, the category and a few words', () => {
    const camping = deriveSuits({ category: 'Sports & Outdoors', text: 'Ultralight Camping Hammock, recycled nylon', price: 45 });
    expect(camping.interests).toEqual(['Outdoor Activities']);
    expect(camping.traits).toEqual(expect.arrayContaining(['Adventurous', 'Eco-conscious']));

    const paint = deriveSuits({ category: 'Home & Garden', text: 'Watercolor Paint Set with Sketchbook', price: 30 });
    expect(paint.interests).toContain('Art');
    expect(paint.traits).toContain('Creative');
  });

  it('suits adults by default, children and teens when the words say so, seniors likewise', () => {
    expect(deriveSuits({ category: 'Home & Garden', text: 'Scented Candle Gift Set', price: 28 }).ageRanges).toEqual([
      '18-25',
      '26-35',
      '36-50',
      '51-65',
      '65+',
    ]);
    const toy = deriveSuits({ category: 'Electronics & Tech', text: 'Coding Robot Toy for Kids ages 8 and up', price: 60 });
    expect(toy.ageRanges).toEqual(['0-12']);
    expect(toy.relationships).toContain('Child');
    expect(toy.relationships).not.toContain('Boss');
    expect(deriveSuits({ category: 'Books & Media', text: 'Large Print Crossword Puzzles for Seniors', price: 9 }).ageRanges).toEqual([
      '51-65',
      '65+',
    ]);
    // Gaming gifts also suit teenagers
    expect(deriveSuits({ category: 'Electronics & Tech', text: 'Wireless Gaming Controller', price: 59 }).ageRanges).toContain('13-17');
  });

  it('offers modest gifts to colleagues and acquaintances, and keeps jewelry for people close', () => {
    const mug = deriveSuits({ category: 'Home & Garden', text: 'Insulated Coffee Mug', price: 18 });
    expect(mug.relationships).toEqual(expect.arrayContaining(['Colleague', 'Boss', 'Teacher', 'Neighbor', 'Acquaintance', 'Friend']));

    const pricey = deriveSuits({ category: 'Home & Garden', text: 'Espresso Machine', price: 450 });
    expect(pricey.relationships).not.toContain('Acquaintance');

    const necklace = deriveSuits({ category: 'Fashion & Style', text: 'Sterling Silver Heart Necklace', price: 35 });
    expect(necklace.interests).toContain('Jewelry');
    expect(necklace.relationships).toContain('Spouse/Partner');
    expect(necklace.relationships).not.toContain('Colleague');
    expect(necklace.occasions).toEqual(expect.arrayContaining(['Anniversary', "Valentine's Day"]));
    expect(necklace.traits).toEqual(expect.arrayContaining(['Romantic', 'Luxury-loving']));
  });

  it('adds occasions named by the words', () => {
    expect(deriveSuits({ category: 'Home & Garden', text: 'BBQ Grill Tool Set', price: 35 }).occasions).toContain("Father's Day");
    expect(deriveSuits({ category: 'Home & Garden', text: 'Baby Nursery Night Light', price: 25 }).occasions).toContain('Baby Shower');
    expect(deriveSuits({ category: 'Home & Garden', text: 'Executive Desk Organizer', price: 45 }).occasions).toContain('Promotion');
  });

  it('only ever answers values of the spec lists, in their order, without duplicates', () => {
    const texts = [
      'Smart Watch Fitness Tracker with Heart Rate',
      'Kids Science Kit, 30 experiments',
      'Luxury Cashmere Scarf for Women',
      'Board Game Night Party Pack',
      'Hiking Backpack 40L for Travel',
      '',
    ];
    for (const category of BESTSELLER_CATEGORIES) {
      for (const text of texts) {
        const s = deriveSuits({ category, text, price: 50 });
        const checks: [string[], readonly string[]][] = [
          [s.interests, INTERESTS],
          [s.traits, PERSONALITY_TRAITS],
          [s.occasions, GIFT_OCCASIONS],
          [s.ageRanges, AGE_RANGES],
          [s.relationships, RELATIONSHIPS],
        ];
        for (const [values, list] of checks) {
          expect(values.length).toBeGreaterThan(0);
          expect(values).toEqual(list.filter((v) => values.includes(v)));
        }
      }
    }
  });
});

describe('guessCategory', () => {
  it("places Amazon's product groups and browse nodes in our categories", () => {
    expect(guessCategory('Wireless Cell Phones & Accessories')).toBe('Electronics & Tech');
    expect(guessCategory('Kitchen Home & Kitchen')).toBe('Home & Garden');
    expect(guessCategory('Beauty Skin Care')).toBe('Health & Beauty');
    expect(guessCategory('Sports Exercise & Fitness')).toBe('Sports & Outdoors');
    expect(guessCategory('Book Books')).toBe('Books & Media');
    expect(guessCategory('Apparel Clothing, Shoes & Jewelry')).toBe('Fashion & Style');
  });

  it('answers null when nothing fits', () => {
    expect(guessCategory('')).toBeNull();
    expect(guessCategory('Toy')).toBeNull();
  });
});
