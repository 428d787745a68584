import { useId } from 'react';
import { inputClassName } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { cn } from '#client/lib/cn';
import { parsePrice } from '#client/features/discover/lib/discover-filters';
import { useDebouncedField } from '#client/features/discover/lib/use-discover-filters';

const samePrice = (typed: string, committed: string) => parsePrice(typed) === parsePrice(committed);

function PriceField({
  label,
  value,
  onCommit,
  error,
  placeholder,
}: {
  label: string;
  value: number | null;
  onCommit(price: number | null): void;
  error?: string | null;
  placeholder: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const field = useDebouncedField(value === null ? '' : String(value), (text) => onCommit(parsePrice(text)), { same: samePrice });
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
          $
        </span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder={placeholder}
          value={field.text}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.commitNow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') field.commitNow();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClassName, 'tabular pl-7')}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-caption font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Min price and Max price (dollars); each follows the address after a pause in typing. */
export function PriceRange({
  minPrice,
  maxPrice,
  error,
  onChange,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  error: string | null;
  onChange(change: { minPrice?: number | null; maxPrice?: number | null }): void;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-3">
      <legend className="sr-only">Price range</legend>
      <PriceField label="Min price" placeholder="0" value={minPrice} onCommit={(price) => onChange({ minPrice: price })} />
      <PriceField label="Max price" placeholder="Any" value={maxPrice} error={error} onCommit={(price) => onChange({ maxPrice: price })} />
    </fieldset>
  );
}
