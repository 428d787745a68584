import { LayoutGrid, List } from 'lucide-react';
import { RadioOptions } from './radio-options';

export type GiftView = 'grid' | 'list';

const OPTIONS = [
  { value: 'grid' as const, label: 'Grid', icon: <LayoutGrid aria-hidden="true" className="size-4" /> },
  { value: 'list' as const, label: 'List', icon: <List aria-hidden="true" className="size-4" /> },
];

/** Grid or list, as a two-option radio group ('View'). */
export function ViewToggle({ value, onChange, className }: { value: GiftView; onChange(view: GiftView): void; className?: string }) {
  return <RadioOptions<GiftView> label="View" variant="segmented" options={OPTIONS} value={value} onChange={onChange} className={className} />;
}
