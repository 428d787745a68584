import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#client/lib/cn';

export interface ChoiceRadiosProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  /** The currently chosen value, for the card's selected look. */
  value: string;
}

/** One choice from a short list, as large radio cards (native radios: arrow keys and forms work as usual). */
export function ChoiceRadios({ legend, options, registration, value }: ChoiceRadiosProps) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center justify-center rounded-control border px-3 text-center text-sm font-medium transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === option.value ? 'border-primary bg-primary-soft text-primary-soft-foreground' : 'border-input bg-card hover:bg-muted',
            )}
          >
            <input type="radio" value={option.value} className="sr-only" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
