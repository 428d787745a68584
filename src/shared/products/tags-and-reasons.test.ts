import { describe, expect, it } from 'vitest';
import { BEST_SELLER_RANK, productReasons, productTags, visibleTags } from './tags-and-reasons';

const base = {
  rating: 4,
  reviews: 10,
  isPrime: false,
  price: 20,
  originalPrice: null,
  brand: null,
  category: 'Home & Garden',
  salesRank: null,
};

describe('productTags (core-app.md 9)', () => {
  it('always ends with the category', () => {
    expect(productTags(base)).toEqual(['Home & Garden']);
  });

  it('derives brand, prime, highly-rated, popular and on-sale in that order', () => {
    expect(
      productTags({ ...base, brand: 'Lumen', isPrime: true, rating: 4.5, reviews: 1001, originalPrice: 30 }),
    ).toEqual(['Lumen', 'prime', 'highly-rated', 'popular', 'on-sale', 'Home & Garden']);
  });

  it('needs a rating of at least 4.5 and more than 1000 reviews', () => {
    expect(productTags({ ...base, rating: 4.4, reviews: 1000 })).toEqual(['Home & Garden']);
  });
});

describe('productReasons (core-app.md 9)', () => {
  it('says Excellent reviews from 4.7 and Great reviews from 4.3', () => {
    expect(productReasons({ ...base, rating: 4.7 })).toEqual(['Excellent reviews']);
    expect(productReasons({ ...base, rating: 4.69 })).toEqual(['Great reviews']);
    expect(productReasons({ ...base, rating: 4.3 })).toEqual(['Great reviews']);
    expect(productReasons({ ...base, rating: 4.29 })).toEqual([]);
  });

  it('says Thousands of reviews above 5000', () => {
    expect(productReasons({ ...base, reviews: 5000 })).toEqual([]);
    expect(productReasons({ ...base, reviews: 5001 })).toEqual(['Thousands of reviews']);
  });

  it('names Prime delivery, a sale and a best seller', () => {
    expect(productReasons({ ...base, isPrime: true, originalPrice: 25, salesRank: BEST_SELLER_RANK })).toEqual([
      'Prime delivery',
      'On sale now',
      'Best seller',
    ]);
    expect(productReasons({ ...base, salesRank: BEST_SELLER_RANK + 1 })).toEqual([]);
  });
});

describe('visibleTags', () => {
  const tags = ['a', 'b', 'c', 'd'];
  it('shows 2 in the grid and 3 in the list, with the rest counted', () => {
    expect(visibleTags(tags, 'grid')).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(visibleTags(tags, 'list')).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
    expect(visibleTags(['a'], 'grid')).toEqual({ shown: ['a'], more: 0 });
  });
});
