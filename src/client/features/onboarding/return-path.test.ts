import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('goes back to the page the guard sent the person from', () => {
    expect(returnPathFrom({ from: '/calendar?month=3' }, null)).toBe('/calendar?month=3');
    expect(returnPathFrom(null, '/wishlists')).toBe('/wishlists');
    expect(returnPathFrom({ from: '/social' }, '/wishlists')).toBe('/social');
  });

  it('goes home otherwise, and never off the site or back into onboarding or the account screens', () => {
    expect(returnPathFrom(undefined, null)).toBe('/');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/onboarding', '/login?x=1', '/signup']) {
      expect(returnPathFrom({ from: bad }, bad)).toBe('/');
    }
    expect(returnPathFrom({ from: 42 }, null)).toBe('/');
  });
});
