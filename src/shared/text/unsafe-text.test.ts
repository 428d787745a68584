import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText, toStorableText, toStorableValue } from './unsafe-text.js';

describe('unsafe text', () => {
  it('finds NUL and lone surrogates, never real text', () => {
    expect(hasUnsafeText('ab\u0000cd')).toBe(true);
    expect(hasUnsafeText('\uD800')).toBe(true);
    expect(hasUnsafeText('x\uDC00y')).toBe(true);
    expect(hasUnsafeText('\uDC00\uD800')).toBe(true);
    expect(hasUnsafeText('gift 🎁 café 日本')).toBe(false);
    expect(hasUnsafeText('tab\tnew\nline')).toBe(false);
  });

  it('replaces them for storage', () => {
    expect(toStorableText('a\u0000b\uD800c🎁')).toBe('a\uFFFDb\uFFFDc🎁');
    expect(toStorableValue({ 'k\u0000': ['v\uDC00', 1, null] })).toEqual({ 'k\uFFFD': ['v\uFFFD', 1, null] });
  });

  it('names the first field that holds one', () => {
    expect(findUnsafeText({ q: 'ok', nested: { list: ['fine', 'ba\u0000d'] } })).toBe('nested.list.1');
    expect(findUnsafeText({ ['na\u0000me']: 'x' })).toBe('na\uFFFDme');
    expect(findUnsafeText('\u0000')).toBe('_');
    expect(findUnsafeText({ avatar: Buffer.from([0, 0, 0]) })).toBeNull();
    expect(findUnsafeText({ a: 1, b: true, c: null })).toBeNull();
  });
});
