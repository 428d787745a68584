import { PRIORITY_MAX, PRIORITY_MIN, PRIORITY_NEUTRAL } from '#shared/wishlists/rules';
import { WISHLIST_LIMITS } from '#shared/schemas/wishlists/fields';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { ProductImage } from '#client/kits/products';
import { MOST_WANTED } from '#client/features/wishlists/lib/wishlist-format';

/** An item's fields as the form holds them (text until sent). */
export interface ItemValues {
  title: string;
  description: string;
  url: string;
  imageUrl: string;
  price: string;
  currency: string;
  priority: string;
  quantity: string;
  notes: string;
}

export const EMPTY_ITEM: ItemValues = {
  title: '',
  description: '',
  url: '',
  imageUrl: '',
  price: '',
  currency: 'USD',
  priority: String(PRIORITY_NEUTRAL),
  quantity: '1',
  notes: '',
};

/** The form's text as the API's item fields (empty optional fields become null). */
export function itemBody(values: ItemValues) {
  const price = values.price.trim() === '' ? null : Number(values.price);
  return {
    title: values.title,
    description: values.description || null,
    url: values.url.trim() || null,
    imageUrl: values.imageUrl.trim() || null,
    price: price === null || Number.isNaN(price) ? price : Math.round(price * 100) / 100,
    currency: values.currency.trim() || 'USD',
    priority: Number(values.priority),
    quantity: Number(values.quantity),
    notes: values.notes || null,
  };
}

const PRIORITIES = Array.from({ length: PRIORITY_MAX - PRIORITY_MIN + 1 }, (_, i) => PRIORITY_MIN + i);

function priorityLabel(priority: number): string {
  return priority === PRIORITY_MIN ? `${priority} (${MOST_WANTED})` : String(priority);
}

export interface ItemFieldsProps {
  values: ItemValues;
  errors: Record<string, string>;
  onChange(values: ItemValues): void;
  /** Hide priority (a surprise item's order is the owner's business). */
  withPriority?: boolean;
}

/** Title, description, link, image, price and currency, priority, quantity and notes. */
export function ItemFields({ values, errors, onChange, withPriority = true }: ItemFieldsProps) {
  const set = (key: keyof ItemValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  return (
    <div className="flex flex-col gap-4">
      <FormField label="Name" error={errors.title}>
        {(control) => <Input {...control} value={values.title} onChange={set('title')} maxLength={WISHLIST_LIMITS.itemTitleMax} />}
      </FormField>
      <FormField label="Description" error={errors.description}>
        {(control) => <Textarea {...control} rows={2} className="min-h-16" value={values.description} onChange={set('description')} />}
      </FormField>
      <FormField label="Link" error={errors.url} hint="The shop page, if there is one.">
        {(control) => <Input {...control} type="url" inputMode="url" value={values.url} onChange={set('url')} placeholder="https://" />}
      </FormField>
      <div className="flex gap-3">
        <FormField label="Image address" error={errors.imageUrl} className="flex-1">
          {(control) => (
            <Input {...control} type="url" inputMode="url" value={values.imageUrl} onChange={set('imageUrl')} placeholder="https://" />
          )}
        </FormField>
        {/^(https?:\/\/|\/)/.test(values.imageUrl) ? (
          <ProductImage key={values.imageUrl} src={values.imageUrl} className="mt-6 size-16 shrink-0 rounded-control border border-border" />
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FormField label="Price" error={errors.price} className="col-span-1">
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step="0.01" value={values.price} onChange={set('price')} />}
        </FormField>
        <FormField label="Currency" error={errors.currency}>
          {(control) => <Input {...control} value={values.currency} onChange={set('currency')} maxLength={3} className="uppercase" />}
        </FormField>
        {withPriority ? (
          <FormField label="Priority" error={errors.priority}>
            {(control) => (
              <NativeSelect {...control} value={values.priority} onChange={set('priority')}>
                {PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {priorityLabel(p)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        <FormField label="Quantity" error={errors.quantity}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={WISHLIST_LIMITS.quantityMax} step={1} value={values.quantity} onChange={set('quantity')} />
          )}
        </FormField>
      </div>
      <FormField label="Notes" error={errors.notes} hint="Size, colour, where to buy it.">
        {(control) => <Textarea {...control} rows={2} className="min-h-16" value={values.notes} onChange={set('notes')} maxLength={WISHLIST_LIMITS.notesMax} />}
      </FormField>
    </div>
  );
}
