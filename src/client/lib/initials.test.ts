import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf (the avatar fallback)', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace   brewster murray hopper ')).toBe('GH');
  });

  it('uses one letter for one name, and a placeholder for none', () => {
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsOf('Élodie Ørsted')).toBe('ÉØ');
    expect(initialsOf('𝒜lice 𝒝ob')).toBe('𝒜𝒝');
  });
});
