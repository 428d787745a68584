import { describe, expect, it } from 'vitest';
import { badgeLabel, HEADER_BADGE_CAP, UNREAD_BADGE_CAP } from './badge-count';

describe('badgeLabel', () => {
  it('shows nothing for zero or a bad count', () => {
    expect(badgeLabel(0, HEADER_BADGE_CAP)).toBeNull();
    expect(badgeLabel(-2, HEADER_BADGE_CAP)).toBeNull();
    expect(badgeLabel(Number.NaN, UNREAD_BADGE_CAP)).toBeNull();
  });

  it('shows header counts up to 9, then 9+', () => {
    expect(badgeLabel(1, HEADER_BADGE_CAP)).toBe('1');
    expect(badgeLabel(9, HEADER_BADGE_CAP)).toBe('9');
    expect(badgeLabel(10, HEADER_BADGE_CAP)).toBe('9+');
  });

  it('shows unread counts up to 99, then 99+', () => {
    expect(badgeLabel(99, UNREAD_BADGE_CAP)).toBe('99');
    expect(badgeLabel(100, UNREAD_BADGE_CAP)).toBe('99+');
  });
});
