import { describe, expect, it } from 'vitest';
import { badgeLabel, headerBadgeLabel, unreadBadgeLabel } from './badge-caps';

describe('badge caps', () => {
  it('shows nothing for zero or nonsense', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(headerBadgeLabel(-2)).toBeNull();
    expect(badgeLabel(Number.NaN, 9)).toBeNull();
  });

  it('caps the unread badge at 99+', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
  });

  it('caps the header badges at 9+', () => {
    expect(headerBadgeLabel(9)).toBe('9');
    expect(headerBadgeLabel(10)).toBe('9+');
  });
});
