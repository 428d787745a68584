import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, sameOriginPath } from './return-path';

describe('returnPathFrom', () => {
  it('goes back to the page the guard sent the person from', () => {
    expect(returnPathFrom({ from: '/calendar?month=3' }, null)).toBe('/calendar?month=3');
    expect(returnPathFrom(null, '/wishlists')).toBe('/wishlists');
    expect(returnPathFrom({ from: '/social' }, '/wishlists')).toBe('/social');
    expect(returnPathFrom(null, '/help#gift-score')).toBe('/help#gift-score');
  });

  it('goes home otherwise, and never off the site or back into onboarding or the account screens', () => {
    expect(returnPathFrom(undefined, null)).toBe('/');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      ' /calendar',
      '/onboarding',
      '/onboarding?next=/x',
      '/login?x=1',
      '/signup',
      '/reset-password?token=abc',
    ]) {
      expect(returnPathFrom({ from: bad }, bad), JSON.stringify(bad)).toBe('/');
    }
    expect(returnPathFrom({ from: 42 }, null)).toBe('/');
  });
});

describe('sameOriginPath and loginPathFor', () => {
  it('keeps a path of this site, normalised by the URL parser', () => {
    expect(sameOriginPath('/discover?q=mug&page=2')).toBe('/discover?q=mug&page=2');
    expect(sameOriginPath('/a/../calendar')).toBe('/calendar');
  });

  it('builds the sign-in address that returns to the page', () => {
    expect(loginPathFor('/calendar?month=3')).toBe('/login?next=%2Fcalendar%3Fmonth%3D3');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/login?next=%2Fx')).toBe('/login');
  });
});
