import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { Alert } from './alert';
import { Button, type ButtonProps } from './button';

const LAYOUTS = {
  /** The message and Try Again side by side, wrapping on a phone. */
  row: 'flex flex-wrap items-center gap-3',
  /** The message above Try Again, both at the start. */
  stack: 'flex flex-col items-start gap-2',
  /** The message above Try Again, centred (an empty card's place). */
  center: 'flex flex-col items-center gap-3 text-center',
} as const;

export interface LoadFailureProps {
  /** What went wrong, usually '<What> could not be loaded. <the error's message>'. */
  children?: ReactNode;
  /** Loads again: the query's refetch. */
  onRetry(): void;
  /** A retry under way: the button shows it and refuses presses. */
  retrying?: boolean;
  /** The button's text while retrying. */
  retryingText?: string;
  /** A heading: the failure is then a destructive Alert banner with the message and Try Again inside. */
  title?: ReactNode;
  layout?: keyof typeof LAYOUTS;
  /** Errors are announced at once (alert); a failure that is not the page's main content may be polite (status). */
  role?: 'alert' | 'status';
  /** The button's look: outline by default; link inside a sentence; ghost on a coloured hero. */
  retryVariant?: ButtonProps['variant'];
  retrySize?: ButtonProps['size'];
  /** A turning arrow before 'Try Again'. */
  retryIcon?: ReactNode;
  className?: string;
  messageClassName?: string;
  retryClassName?: string;
}

/**
 * The one 'could not be loaded' block: the message and a real Try Again button that loads again, announced to
 * screen readers. Inline in a card or list (layout), or as a destructive Alert with a heading (title).
 */
export function LoadFailure({
  children,
  onRetry,
  retrying,
  retryingText = 'Loading...',
  title,
  layout = 'row',
  role = 'alert',
  retryVariant = 'outline',
  retrySize = 'sm',
  retryIcon,
  className,
  messageClassName,
  retryClassName,
}: LoadFailureProps) {
  const retry = (
    <Button
      variant={retryVariant}
      size={retrySize}
      className={retryClassName}
      onClick={() => onRetry()}
      loading={retrying}
      loadingText={retrying === undefined ? undefined : retryingText}
    >
      {retryIcon}
      Try Again
    </Button>
  );
  if (title) {
    return (
      <Alert variant="destructive" title={title} className={className}>
        <div className="flex flex-col items-start gap-3">
          {children ? <p className={messageClassName}>{children}</p> : null}
          {retry}
        </div>
      </Alert>
    );
  }
  return (
    <div role={role} className={cn(LAYOUTS[layout], className)}>
      {children ? <p className={messageClassName}>{children}</p> : null}
      {retry}
    </div>
  );
}

