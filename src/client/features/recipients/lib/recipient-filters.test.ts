import { describe, expect, it } from 'vitest';
import { hasFilters, readFilters, writeFilters } from './recipient-filters';

describe('recipient filters', () => {
  it('reads the spec values from the address and ignores anything else', () => {
    expect(readFilters(new URLSearchParams('relationship=Friend&age=26-35&q=book'))).toEqual({ relationship: 'Friend', age: '26-35', q: 'book' });
    expect(readFilters(new URLSearchParams('relationship=Pet&age=99'))).toEqual({ relationship: null, age: null, q: '' });
  });

  it('writes only the filters that are set and keeps other parameters', () => {
    const next = writeFilters(new URLSearchParams('edit=1&q=old'), { relationship: 'Parent', age: null, q: '  ' });
    expect(next.toString()).toBe('edit=1&relationship=Parent');
    expect(readFilters(next)).toEqual({ relationship: 'Parent', age: null, q: '' });
  });

  it('knows when any filter is set', () => {
    expect(hasFilters({ relationship: null, age: null, q: ' ' })).toBe(false);
    expect(hasFilters({ relationship: null, age: '65+', q: '' })).toBe(true);
  });
});
