import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidUrl, sanitizeInput } from './sanitize.js';

describe('sanitizeInput', () => {
  it('trims', () => {
    expect(sanitizeInput('  hello  ')).toBe('hello');
  });

  it('strips angle brackets', () => {
    expect(sanitizeInput('<script>alert(1)</script>')).toBe('scriptalert(1)/script');
  });

  it('strips javascript: patterns in any case', () => {
    expect(sanitizeInput('JavaScript:alert(1)')).toBe('alert(1)');
    expect(sanitizeInput('javascript :x')).toBe('x');
  });

  it('strips on...= event handler patterns', () => {
    expect(sanitizeInput('img src=x onerror=alert(1)')).toBe('img src=x alert(1)');
    expect(sanitizeInput('ONCLICK = go()')).toBe(' go()');
  });

  it('does not let stripped pieces reassemble a pattern', () => {
    expect(sanitizeInput('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeInput('<<script>>')).toBe('script');
  });

  it('caps the length at 1000 characters', () => {
    expect(sanitizeInput('a'.repeat(1000))).toHaveLength(1000);
    expect(sanitizeInput('a'.repeat(1001))).toHaveLength(1000);
    expect(sanitizeInput('a'.repeat(999))).toHaveLength(999);
  });

  it('returns an empty string for anything but text', () => {
    expect(sanitizeInput(undefined)).toBe('');
    expect(sanitizeInput(42)).toBe('');
  });

  it('leaves ordinary text alone', () => {
    expect(sanitizeInput('A gift for Mum, under £50 & nice!')).toBe('A gift for Mum, under £50 & nice!');
  });
});

describe('isValidEmail', () => {
  it('accepts a simple address', () => {
    expect(isValidEmail('ann@example.com')).toBe(true);
    expect(isValidEmail('ann.lee+gifts@mail.example.co.uk')).toBe(true);
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann @example.com', 'ann@exa mple.com', 'a@b@c.com'])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );

  it('allows at most 254 characters', () => {
    const at254 = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });

  it('refuses anything but text', () => {
    expect(isValidEmail(undefined)).toBe(false);
  });
});

describe('isValidUrl', () => {
  it('accepts only https addresses', () => {
    expect(isValidUrl('https://example.com/path?q=1')).toBe(true);
    expect(isValidUrl('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isValidUrl('http://example.com')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('ftp://example.com')).toBe(false);
    expect(isValidUrl('example.com')).toBe(false);
    expect(isValidUrl('')).toBe(false);
    expect(isValidUrl(null)).toBe(false);
  });
});
