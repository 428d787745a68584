import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/**
 * The one loading placeholder (DESIGN.md: skeletons, not spinners, where the shape is known): a muted block that
 * pulses unless the person prefers reduced motion. Size and shape come from `className`; it is hidden from
 * assistive technology, so the loading region around it says what is loading.
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span aria-hidden="true" data-slot="skeleton" className={cn('block rounded bg-muted motion-safe:animate-pulse', className)} {...props} />;
}
