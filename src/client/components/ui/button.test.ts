import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_BLOCK_MS, isDoubleTap } from './button';

describe('isDoubleTap (platform.md 9: double-tap block 300 ms)', () => {
  it('blocks the second press of a double tap within 300 ms', () => {
    expect(DOUBLE_TAP_BLOCK_MS).toBe(300);
    expect(isDoubleTap(2, 120)).toBe(true);
    expect(isDoubleTap(3, 299)).toBe(true);
  });

  it('lets a slow second tap through', () => {
    expect(isDoubleTap(2, 300)).toBe(false);
  });

  it('lets separate presses and keyboard presses through, however quick', () => {
    expect(isDoubleTap(1, 10)).toBe(false);
    expect(isDoubleTap(0, 10)).toBe(false);
  });
});
