import { useId } from 'react';
import { ITEM_SORTS } from '#shared/schemas/wishlists/items';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import type { ItemSort } from '#client/features/wishlists/api/wishlist-api';

const SORT_LABELS: Record<ItemSort, string> = {
  priority: 'Priority, then newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export function isItemSort(value: string | null): value is ItemSort {
  return (ITEM_SORTS as readonly string[]).includes(value ?? '');
}

export function SortSelect({ value, onChange }: { value: ItemSort; onChange(sort: ItemSort): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        Sort by
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as ItemSort)} className="w-52">
        {ITEM_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
