import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn';

export interface SpinnerProps {
  className?: string;
  /** Read by screen readers; visible too when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A loading indicator that announces itself politely. It does not turn when motion is reduced. */
export function Spinner({ className, label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" strokeWidth={2} className={cn(SIZES[size], 'motion-safe:animate-spin')} />
      <span className={showLabel ? 'text-body' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for route-level loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
