import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * WCAG AA for the design tokens (shared/DESIGN.md): text pairs at least 4.5:1, control boundaries 3:1, in
 * the light palette and the dark one, read from styles.css itself so that a changed colour is re-checked.
 */
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

function palette(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

const light = palette(css.slice(css.indexOf(':root {'), css.indexOf('@media (prefers-color-scheme: dark)')));
const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const dark = palette(css.slice(darkStart, css.indexOf('@theme inline')));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['foreground', 'background'],
  ['foreground', 'card'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['primary-foreground', 'primary'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['primary-soft-foreground', 'primary-soft'],
  ['secondary', 'background'],
  ['secondary', 'card'],
  ['secondary-soft-foreground', 'secondary-soft'],
  ['destructive', 'card'],
  ['destructive-soft-foreground', 'destructive-soft'],
  ['success-soft-foreground', 'success-soft'],
  ['warning-soft-foreground', 'warning-soft'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s palette', (_name, colours) => {
  it('defines every token the checks use', () => {
    for (const [a, b] of TEXT_PAIRS) {
      expect(colours[a], a).toMatch(/^#/);
      expect(colours[b], b).toMatch(/^#/);
    }
  });

  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (text, ground) => {
    expect(contrast(colours[text], colours[ground])).toBeGreaterThanOrEqual(4.5);
  });

  it('control borders reach 3:1 against the card and the page', () => {
    expect(contrast(colours.input, colours.card)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.input, colours.background)).toBeGreaterThanOrEqual(3);
  });
});
