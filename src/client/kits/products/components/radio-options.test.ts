import { describe, expect, it } from 'vitest';
import { nextRadioIndex } from './radio-options';

describe('nextRadioIndex', () => {
  it('moves with the arrows and wraps round', () => {
    expect(nextRadioIndex('ArrowRight', 0, 7)).toBe(1);
    expect(nextRadioIndex('ArrowDown', 6, 7)).toBe(0);
    expect(nextRadioIndex('ArrowLeft', 0, 7)).toBe(6);
    expect(nextRadioIndex('ArrowUp', 3, 7)).toBe(2);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextRadioIndex('Home', 4, 7)).toBe(0);
    expect(nextRadioIndex('End', 1, 7)).toBe(6);
    expect(nextRadioIndex('Tab', 1, 7)).toBeNull();
    expect(nextRadioIndex(' ', 1, 7)).toBeNull();
  });
});
