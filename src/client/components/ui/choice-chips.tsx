import { useId } from 'react';
import { ToggleChip } from '#client/components/ui/toggle-chip';

export interface ChoiceChipsProps {
  /** The group's name, read before its chips by assistive technology. */
  label: string;
  /** Shown as the group's visible heading unless hidden (the onboarding step has its own heading). */
  hideLabel?: boolean;
  hint?: string;
  options: readonly string[];
  value: string[];
  onChange(next: string[]): void;
  error?: string;
  disabled?: boolean;
}

/** Several choices from a fixed list, as toggle chips; the order of the list is kept. */
export function ChoiceChips({ label, hideLabel, hint, options, value, onChange, error, disabled }: ChoiceChipsProps) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (option: string) => {
    const next = new Set(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onChange(options.filter((o) => next.has(o)));
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
      className="flex flex-col gap-2"
    >
      <p id={`${id}-label`} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="text-caption text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip key={option} pressed={chosen.has(option)} onClick={() => toggle(option)} disabled={disabled}>
            {option}
          </ToggleChip>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-caption font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
