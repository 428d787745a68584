import { describe, expect, it } from 'vitest';
import { parseGiftIdeas, parsePrice, searchUrlFor, titleKey, validateGiftIdeas } from './gift-ideas.js';

describe('validateGiftIdeas', () => {
  it('keeps valid ideas, drops entries without a usable title', () => {
    const { ideas, dropped } = validateGiftIdeas([
      { title: '  Instant   Camera ', description: 'Prints photos on the spot', estimatedPrice: 69.99, category: 'Electronics', searchKeywords: ['instant', 'camera'], reasons: ['Loves photos'] },
      { description: 'no title' },
      { title: '' },
      { title: 42 },
      'just a string',
      null,
      { title: 'Hiking Socks' },
    ]);
    expect(dropped).toBe(5);
    expect(ideas).toEqual([
      { title: 'Instant Camera', description: 'Prints photos on the spot', estimatedPrice: 69.99, category: 'Electronics', searchKeywords: ['instant', 'camera'], reasons: ['Loves photos'] },
      { title: 'Hiking Socks' },
    ]);
  });

  it('drops a bad optional field but keeps the idea', () => {
    const { ideas } = validateGiftIdeas([{ title: 'Travel Journal', estimatedPrice: 'ask the shop', reasons: 7, description: { x: 1 } }]);
    expect(ideas).toEqual([{ title: 'Travel Journal' }]);
  });

  it('reads the shapes and field names models use', () => {
    const { ideas } = validateGiftIdeas({
      gifts: [
        { name: 'Coffee Grinder', price: '$45', keywords: 'burr grinder, coffee', reason: 'Makes mornings better' },
      ],
    });
    expect(ideas).toEqual([
      { title: 'Coffee Grinder', estimatedPrice: 45, searchKeywords: ['burr grinder', 'coffee'], reasons: ['Makes mornings better'] },
    ]);
    expect(validateGiftIdeas({ title: 'Single idea' }).ideas).toEqual([{ title: 'Single idea' }]);
    expect(validateGiftIdeas({ message: 'sorry' }).ideas).toEqual([]);
    expect(validateGiftIdeas(3).ideas).toEqual([]);
  });
});

describe('parsePrice', () => {
  it('reads numbers, dollar strings and ranges', () => {
    expect(parsePrice(25)).toBe(25);
    expect(parsePrice('$24.99')).toBe(24.99);
    expect(parsePrice('about $1,200')).toBe(1200);
    expect(parsePrice('20-30')).toBe(25);
    expect(parsePrice('free?')).toBeUndefined();
    expect(parsePrice(-5)).toBeUndefined();
    expect(parsePrice(Number.NaN)).toBeUndefined();
  });
});

describe('parseGiftIdeas', () => {
  it('finds the JSON in a messy reply', () => {
    const reply = 'Here are some ideas!\n```json\n[{"title": "Star Map Print", "estimatedPrice": 40,},\n {"title": "Film Camera"}]\n```\nEnjoy.';
    expect(parseGiftIdeas(reply).ideas.map((i) => i.title)).toEqual(['Star Map Print', 'Film Camera']);
  });

  it('throws when the reply holds no JSON', () => {
    expect(() => parseGiftIdeas('I cannot help with that.')).toThrow();
  });
});

describe('helpers', () => {
  it('builds a retailer search from the keywords, else the title', () => {
    expect(searchUrlFor({ title: 'Star Map', searchKeywords: ['custom star map', 'print'] })).toBe(
      'https://www.amazon.com/s?k=custom+star+map+print',
    );
    expect(searchUrlFor({ title: 'Film & Camera' })).toBe('https://www.amazon.com/s?k=Film+%26+Camera');
  });

  it('compares titles without case, spacing or punctuation', () => {
    expect(titleKey('  Instant-Camera!! ')).toBe(titleKey('instant camera'));
  });
});
