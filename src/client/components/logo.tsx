import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#client/lib/cn';

/** The wordmark; it always leads home. `wordmarkClassName` can hide the word where space is short. */
export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <Link
      to="/"
      aria-label="Giftwise home"
      className={cn('inline-flex min-h-11 shrink-0 items-center gap-2 rounded-control font-semibold', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Gift aria-hidden="true" className="size-5" strokeWidth={2} />
      </span>
      <span className={cn('text-lg tracking-tight', wordmarkClassName)}>Giftwise</span>
    </Link>
  );
}
