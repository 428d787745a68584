import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { BREAKPOINTS } from '#shared/constants/breakpoints';

// The layout's sm/md/lg/xl/2xl classes (md:hidden = mobile only, lg: = desktop) mean platform.md's widths.
it('Tailwind’s breakpoints are the spec’s', () => {
  const themeCss = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
  const tailwind = Object.fromEntries(
    [...themeCss.matchAll(/--breakpoint-([a-z0-9]+):\s*([\d.]+)rem/g)].map((m) => [m[1], Number(m[2]) * 16]),
  );
  const { xs, ...named } = BREAKPOINTS;
  expect(xs).toBe(0);
  expect(tailwind).toEqual(named);
});
