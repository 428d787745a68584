import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointOf, deviceClassOf } from './breakpoints';

describe('breakpoints and device classes (platform.md 3)', () => {
  it('are the spec’s numbers', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
  });

  it('classify widths as mobile, tablet or desktop', () => {
    expect(deviceClassOf(375)).toBe('mobile');
    expect(deviceClassOf(767)).toBe('mobile');
    expect(deviceClassOf(768)).toBe('tablet');
    expect(deviceClassOf(1023)).toBe('tablet');
    expect(deviceClassOf(1024)).toBe('desktop');
    expect(deviceClassOf(1920)).toBe('desktop');
  });

  it('name the breakpoint a width reaches', () => {
    expect(breakpointOf(0)).toBe('xs');
    expect(breakpointOf(639)).toBe('xs');
    expect(breakpointOf(640)).toBe('sm');
    expect(breakpointOf(1280)).toBe('xl');
    expect(breakpointOf(2000)).toBe('2xl');
  });
});
