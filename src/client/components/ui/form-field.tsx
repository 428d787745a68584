import { type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn';
import { Label } from './label';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** Shown under the field; forms decide when (lib/forms.ts: once touched with content, or on submit). */
  error?: string;
  hint?: string;
  className?: string;
  /** Something at the label's right (a 'Forgot password?' link, say). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label above, control, then hint and error below; the control is described by both. */
export function FormField({ label, error, hint, className, labelAside, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-caption text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-caption font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
