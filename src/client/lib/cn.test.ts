import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it("keeps a colour next to the theme's font sizes", () => {
    expect(cn('text-body text-primary-foreground')).toBe('text-body text-primary-foreground');
    expect(cn('text-primary-foreground', 'text-caption')).toBe('text-primary-foreground text-caption');
  });

  it('lets a later class of the same kind win', () => {
    expect(cn('text-body', 'text-title')).toBe('text-title');
    expect(cn('rounded-control', 'rounded-card')).toBe('rounded-card');
    expect(cn('px-4', { 'px-2': false }, 'px-3')).toBe('px-3');
  });
});
