import { describe, expect, it } from 'vitest';
import { DEFAULT_SUSPENSION_REASON, isSuspended } from './suspension.js';

describe('suspension', () => {
  const now = new Date('2030-01-01T10:00:00Z');

  it('holds while banned without an end date or before it', () => {
    expect(isSuspended({ banned: true }, now)).toBe(true);
    expect(isSuspended({ banned: true, banExpires: null }, now)).toBe(true);
    expect(isSuspended({ banned: true, banExpires: new Date('2030-01-02T00:00:00Z') }, now)).toBe(true);
    expect(isSuspended({ banned: true, banExpires: '2030-01-02T00:00:00Z' }, now)).toBe(true);
  });

  it('lapses after its end date and never applies when not banned', () => {
    expect(isSuspended({ banned: true, banExpires: new Date('2029-12-31T00:00:00Z') }, now)).toBe(false);
    expect(isSuspended({ banned: false, banExpires: new Date('2031-01-01T00:00:00Z') }, now)).toBe(false);
    expect(isSuspended({}, now)).toBe(false);
  });

  it('uses the admin area reason by default', () => {
    expect(DEFAULT_SUSPENSION_REASON).toBe('Suspended by admin');
  });
});
