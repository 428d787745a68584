import { describe, expect, it } from 'vitest';
import { findInputTextProblem, hasUnsafeText, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE, toStorableText, toStorableValue } from './unsafe-text.js';

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

  /** The field of the first unsafe string, or null. */
  const findUnsafeText = (value: unknown) => {
    const problem = findInputTextProblem(value);
    return problem?.message === TOO_DEEP_MESSAGE ? 'too deep' : (problem?.field ?? null);
  };

  it('names the first field that holds one', () => {
    expect(findUnsafeText({ q: 'ok', nested: { list: ['fine', 'ba\u0000d'] } })).toBe('nested.list.1');
    expect(findUnsafeText({ ['na\u0000me']: 'x' })).toBe('na\uFFFDme');
    expect(findUnsafeText('\u0000')).toBe('_');
    expect(findUnsafeText({ avatar: Buffer.from([0, 0, 0]) })).toBeNull();
    expect(findUnsafeText({ a: 1, b: true, c: null })).toBeNull();
  });

  /** `levels` arrays inside one another, under the key `deep`. */
  const nested = (levels: number, inner: unknown = 'x') => {
    let value: unknown = inner;
    for (let i = 0; i < levels; i++) value = [value];
    return { deep: value };
  };

  it('refuses nesting beyond the cap, naming the top-level field, without exhausting the stack (issue 17)', () => {
    // The body object is one level, its field's arrays the rest.
    expect(findInputTextProblem(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
    expect(findInputTextProblem(nested(MAX_INPUT_DEPTH))).toEqual({ field: 'deep', message: TOO_DEEP_MESSAGE });
    // Far deeper than any recursive walk survives: answered, not thrown.
    expect(findInputTextProblem(nested(200_000))).toEqual({ field: 'deep', message: TOO_DEEP_MESSAGE });
    expect(findInputTextProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toEqual({ field: '0', message: TOO_DEEP_MESSAGE });
    // Unsafe text within the cap is still found at its full path.
    expect(findInputTextProblem(nested(MAX_INPUT_DEPTH - 1, '\u0000'))?.field).toBe(['deep', ...Array(MAX_INPUT_DEPTH - 1).fill(0)].join('.'));
  });
});
