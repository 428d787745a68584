import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '#client/lib/cn';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  /** Shown before the label; with `iconOnly` the label is for assistive technology only. */
  icon?: ReactNode;
}

export interface RadioOptionsProps<T extends string> {
  label: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange(value: T): void;
  variant?: 'chips' | 'segmented';
  iconOnlyBelowSm?: boolean;
  /** Chips in one row that scrolls sideways on phones, instead of wrapping onto several rows. */
  scrollOnPhone?: boolean;
  className?: string;
}

/** The next option's index for an arrow, Home or End key (wrapping round), or null for any other key. */
export function nextRadioIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * One choice among a few, as a radio group (WAI-ARIA): Tab reaches the chosen option, arrows move and
 * choose, each option says whether it is checked. Drawn as chips (categories) or a segmented control.
 */
export function RadioOptions<T extends string>({
  label,
  options,
  value,
  onChange,
  variant = 'chips',
  iconOnlyBelowSm = false,
  scrollOnPhone = false,
  className,
}: RadioOptionsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextRadioIndex(event.key, index, options.length);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(options[next].value);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn(
        variant === 'chips' ? 'flex flex-wrap gap-2' : 'inline-flex rounded-control border border-input bg-card p-0.5',
        scrollOnPhone && 'max-sm:-mx-4 max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:px-4 max-sm:py-0.5 max-sm:[scrollbar-width:none]',
        className,
      )}
    >
      {options.map((option, index) => {
        const checked = index === selected;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex shrink-0 items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap transition-colors duration-150 select-none',
              variant === 'chips'
                ? cn(
                    'min-h-11 rounded-full border px-4',
                    checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card text-foreground hover:bg-muted',
                  )
                : cn(
                    'min-h-10 min-w-11 rounded-[calc(var(--radius-control)-2px)] px-3',
                    checked ? 'bg-secondary-soft text-secondary-soft-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  ),
            )}
          >
            {option.icon}
            <span className={iconOnlyBelowSm ? 'max-sm:sr-only' : undefined}>{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
