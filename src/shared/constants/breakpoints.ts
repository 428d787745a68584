/**
 * platform.md 3: the responsive breakpoints (minimum widths in px) and device classes. The client's CSS uses
 * Tailwind's sm/md/lg/xl/2xl, whose values are these (breakpoints.test.ts checks Tailwind's theme): so
 * `md:hidden` means "mobile only" and `lg:` means "desktop".
 */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Mobile below 768 px, tablet 768 to 1023, desktop 1024 and up. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < BREAKPOINTS.md) return 'mobile';
  if (width < BREAKPOINTS.lg) return 'tablet';
  return 'desktop';
}

/** The largest breakpoint a width reaches. */
export function breakpointOf(width: number): Breakpoint {
  const reached = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).filter(([, min]) => width >= min);
  return reached.length ? reached[reached.length - 1][0] : 'xs';
}
