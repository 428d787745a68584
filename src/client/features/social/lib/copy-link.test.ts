import { describe, expect, it } from 'vitest';
import { absoluteLink } from './copy-link';

describe('absoluteLink', () => {
  it('makes a site path a full address and leaves a full address alone', () => {
    expect(absoluteLink('/wishlists/abc', 'https://giftwise.test')).toBe('https://giftwise.test/wishlists/abc');
    expect(absoluteLink('https://elsewhere.test/x', 'https://giftwise.test')).toBe('https://elsewhere.test/x');
  });
});
