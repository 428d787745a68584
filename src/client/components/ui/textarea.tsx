import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import { inputClassName } from './input';

/** A multi-line field that looks like Input; it grows with the person's text up to a comfortable height. */
export function Textarea({ className, rows = 6, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(inputClassName, 'h-auto min-h-32 resize-y py-2.5 leading-relaxed [field-sizing:content] max-h-96', className)}
      {...props}
    />
  );
}
