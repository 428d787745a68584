import { describe, expect, it } from 'vitest';
import { discountPercent, giftScore, giftScoreColour, isOnSale, withInterestBonus } from './gift-score';

const plain = { rating: 4, reviews: 0, isPrime: false, price: 20, originalPrice: null };

describe('giftScore (core-app.md 9)', () => {
  it('starts at the base of 80 for a 4-star product with no reviews, no Prime and no sale', () => {
    expect(giftScore(plain)).toBe(80);
  });

  it('adds 10 for each star above 4 and takes 10 for each below', () => {
    expect(giftScore({ ...plain, rating: 4.5 })).toBe(85);
    expect(giftScore({ ...plain, rating: 3.5 })).toBe(75);
  });

  it('adds twice the log10 of the review count, at most 10', () => {
    expect(giftScore({ ...plain, reviews: 10 })).toBe(82);
    expect(giftScore({ ...plain, reviews: 1000 })).toBe(86);
    expect(giftScore({ ...plain, reviews: 100_000 })).toBe(90);
    // 2 x log10(10^6) = 12 is capped at 10.
    expect(giftScore({ ...plain, reviews: 1_000_000 })).toBe(90);
    expect(giftScore({ ...plain, reviews: 1 })).toBe(80);
  });

  it('adds 5 for Prime and 3 when on sale', () => {
    expect(giftScore({ ...plain, isPrime: true })).toBe(85);
    expect(giftScore({ ...plain, originalPrice: 25 })).toBe(83);
    expect(giftScore({ ...plain, isPrime: true, originalPrice: 25 })).toBe(88);
  });

  it('is not on sale when the original price is not above the price', () => {
    expect(giftScore({ ...plain, originalPrice: 20 })).toBe(80);
    expect(isOnSale({ price: 20, originalPrice: 19 })).toBe(false);
    expect(isOnSale({ price: null, originalPrice: 19 })).toBe(false);
  });

  it('clamps to 60-100', () => {
    expect(giftScore({ ...plain, rating: 1 })).toBe(60);
    expect(giftScore({ ...plain, rating: 2 })).toBe(60);
    expect(giftScore({ ...plain, rating: 2.1 })).toBe(61);
    expect(giftScore({ rating: 5, reviews: 100_000, isPrime: true, price: 10, originalPrice: 20 })).toBe(100);
  });

  it('rounds to a whole number', () => {
    expect(Number.isInteger(giftScore({ ...plain, rating: 4.33, reviews: 537 }))).toBe(true);
  });

  it('treats a missing rating as 4', () => {
    expect(giftScore({ ...plain, rating: null })).toBe(80);
  });
});

describe('interest bonus', () => {
  it('adds 8 and stops at 100', () => {
    expect(withInterestBonus(80)).toBe(88);
    expect(withInterestBonus(92)).toBe(100);
    expect(withInterestBonus(100)).toBe(100);
  });
});

describe('giftScoreColour', () => {
  it('is green from 90, blue from 80, yellow from 70 and grey below', () => {
    expect(giftScoreColour(100)).toBe('green');
    expect(giftScoreColour(90)).toBe('green');
    expect(giftScoreColour(89)).toBe('blue');
    expect(giftScoreColour(80)).toBe('blue');
    expect(giftScoreColour(79)).toBe('yellow');
    expect(giftScoreColour(70)).toBe('yellow');
    expect(giftScoreColour(69)).toBe('grey');
    expect(giftScoreColour(60)).toBe('grey');
  });
});

describe('discountPercent', () => {
  it('is the rounded percent off, or null when not on sale', () => {
    expect(discountPercent({ price: 75, originalPrice: 100 })).toBe(25);
    expect(discountPercent({ price: 19.99, originalPrice: 29.99 })).toBe(33);
    expect(discountPercent({ price: 20, originalPrice: 20 })).toBeNull();
    expect(discountPercent({ price: 20, originalPrice: null })).toBeNull();
  });
});
