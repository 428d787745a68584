import type { FocusEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Label } from '#client/components/ui/label';
import { ToggleChip } from '#client/components/ui/toggle-chip';
import { cn } from '#client/lib/cn';
import type { WizardField } from '#client/features/gift-finder/wizard-state';

/** Focus that moves to Previous or Start Over does not count as leaving a field: those clear the errors anyway. */
function leavesForNavigation(event: FocusEvent): boolean {
  const next = event.relatedTarget;
  return next instanceof Element && next.closest('[data-wizard-nav]') !== null;
}

/** Calls `onLeave` when focus leaves the element and everything inside it (a group counts as one field). */
export function onFocusLeave(onLeave: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (leavesForNavigation(event)) return;
    onLeave();
  };
}

/** Moves focus to a field (the summary's links): its checked option, else its first control. */
export function focusWizardField(field: WizardField) {
  const box = document.querySelector(`[data-wizard-field="${field}"]`);
  const target =
    box?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    box?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
  target?.focus();
}

/**
 * The error line under a field. Its space is kept even while empty, so an error that appears when a field is
 * left does not push the next field away from the pointer that is about to press it.
 */
function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="min-h-5 text-caption font-medium text-destructive">
      {error ?? ''}
    </p>
  );
}

export interface TextFieldProps {
  field: WizardField;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/** Label above, control, hint and the kept error line below (DESIGN.md "Forms"). */
export function WizardTextField({ field, label, hint, error, className, children }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-wizard-field={field} className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="-mt-1 text-caption text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface RadioChipsProps<T extends string> {
  field: WizardField;
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange(value: T): void;
  onLeave(): void;
  error?: string;
  columns?: string;
}

/** One choice from a short list as chips: native radios in a fieldset, so arrows, Tab and forms work as usual. */
export function RadioChips<T extends string>({ field, legend, name, options, value, onChange, onLeave, error, columns }: RadioChipsProps<T>) {
  const id = useId();
  return (
    <fieldset
      data-wizard-field={field}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onBlur={onFocusLeave(onLeave)}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className={cn('grid gap-2', columns ?? 'grid-cols-2 sm:grid-cols-4')}>
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-control border px-2 text-center text-sm font-medium transition-colors duration-150 select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring motion-reduce:transition-none',
                checked
                  ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                  : error
                    ? 'border-destructive bg-card hover:bg-muted'
                    : 'border-input bg-card hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export interface ChipGroupProps<T extends string> {
  field: WizardField;
  legend: string;
  hint?: string;
  options: readonly T[];
  value: readonly T[];
  onChange(next: T[]): void;
  onLeave(): void;
  error?: string;
}

/** Several choices as toggle chips (aria-pressed) in a fieldset; the list's order is kept. */
export function ChipGroup<T extends string>({ field, legend, hint, options, value, onChange, onLeave, error }: ChipGroupProps<T>) {
  const id = useId();
  const chosen = new Set<string>(value);
  const toggle = (option: T) => {
    const next = new Set<string>(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onChange(options.filter((o) => next.has(o)));
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      data-wizard-field={field}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      onBlur={onFocusLeave(onLeave)}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-caption text-muted-foreground" aria-live="polite">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip key={option} pressed={chosen.has(option)} onClick={() => toggle(option)}>
            {option}
          </ToggleChip>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
