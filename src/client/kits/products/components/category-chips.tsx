import { BESTSELLER_CATEGORIES, type BestsellerCategory } from '#shared/constants/choice-lists';
import { ALL_CATEGORIES } from '#shared/products/catalog-constants';
import { RadioOptions } from './radio-options';

type CategoryChoice = typeof ALL_CATEGORIES | BestsellerCategory;
const OPTIONS = [ALL_CATEGORIES, ...BESTSELLER_CATEGORIES].map((value) => ({ value, label: value })) as {
  value: CategoryChoice;
  label: string;
}[];

/** 'All Categories' plus the six best-seller categories (core-app.md 3); null stands for all. */
export function CategoryChips({
  value,
  onChange,
  className,
}: {
  value: BestsellerCategory | null;
  onChange(category: BestsellerCategory | null): void;
  className?: string;
}) {
  return (
    <RadioOptions<CategoryChoice>
      label="Categories"
      options={OPTIONS}
      value={value ?? ALL_CATEGORIES}
      onChange={(choice) => onChange(choice === ALL_CATEGORIES ? null : choice)}
      scrollOnPhone
      className={className}
    />
  );
}
