import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/** A chip that is on or off (aria-pressed), for choosing several items from a list. */
export function ToggleChip({ pressed, className, children, ...props }: Omit<ComponentProps<'button'>, 'type'> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors duration-150 select-none disabled:cursor-not-allowed disabled:opacity-60',
        pressed
          ? 'border-primary bg-primary-soft text-primary-soft-foreground'
          : 'border-input bg-card text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    >
      {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
      {children}
    </button>
  );
}
