import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { inputClassName } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { cn } from '#client/lib/cn';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** Visually hide the label (it still names the field). */
  hideLabel?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/** A labelled search box with a clear button; Escape clears it too. */
export function SearchField({ label, value, onChange, placeholder, hideLabel, autoFocus, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
        <input
          id={id}
          type="search"
          // The app's own clear button replaces the browser's.
          className={cn(inputClassName, 'h-12 pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden')}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
