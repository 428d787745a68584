import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ComponentProps, type MouseEvent, useRef } from 'react';
import { cn } from '#client/lib/cn';

/** platform.md 9: a second tap within 300 ms is ignored. */
export const DOUBLE_TAP_BLOCK_MS = 300;

/**
 * The second press of a double tap or double click: the browser counts it (event.detail 2 and more) and it came
 * within DOUBLE_TAP_BLOCK_MS. Separate presses (detail 1) and keyboard presses (detail 0) always go through.
 */
export function isDoubleTap(clickCount: number, msSinceLastPress: number): boolean {
  return clickCount > 1 && msSinceLastPress < DOUBLE_TAP_BLOCK_MS;
}

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-medium whitespace-nowrap transition-colors duration-150 select-none disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary-soft text-secondary-soft-foreground hover:bg-secondary-soft/70',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        link: 'h-auto px-0 text-secondary underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-white hover:bg-destructive/90 dark:text-background',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-4 text-body',
        lg: 'h-12 px-6 text-body',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Shows progress and refuses presses until the work is done. */
  loading?: boolean;
  /** Replaces the label while loading ('Signing in...'). */
  loadingText?: string;
  /** Render the child (a link, say) with button styles. */
  asChild?: boolean;
}

/**
 * The one button. While `loading` it is disabled (so it cannot be pressed twice) and says so to
 * assistive technology; the second press of a double tap is swallowed too (isDoubleTap), which covers
 * the gap before a form's submitting state has rendered.
 */
export function Button({
  className,
  variant,
  size,
  loading = false,
  loadingText,
  asChild = false,
  disabled,
  onClick,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const lastPress = useRef(0);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const now = Date.now();
    if (isDoubleTap(event.detail, now - lastPress.current)) {
      event.preventDefault();
      return;
    }
    lastPress.current = now;
    onClick?.(event);
  };

  if (asChild) {
    return (
      <Slot.Root className={cn(buttonVariants({ variant, size }), className)} {...(props as ComponentProps<typeof Slot.Root>)}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
