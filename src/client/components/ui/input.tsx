import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export const inputClassName =
  'h-11 w-full min-w-0 rounded-control border border-input bg-card px-3 text-body text-foreground placeholder:text-muted-foreground transition-colors duration-150 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
