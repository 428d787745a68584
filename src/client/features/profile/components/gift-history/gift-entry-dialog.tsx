import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { GIFT_OCCASIONS } from '#shared/constants/choice-lists';
import { type GiftHistoryEntry, GiftHistoryInput } from '#shared/schemas/gift-history';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/toaster';
import { RecipientSelect } from '#client/kits/recipient-ideas';
import { isApiError } from '#client/lib/api-client';
import { giftRecipientsQuery, useSaveGift } from '#client/features/profile/api/gift-history-api';

const RATING_LABELS = ['1: Missed the mark', '2: So-so', '3: Liked it', '4: Loved it', '5: A perfect gift'] as const;

function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

interface Values {
  recipient_id: string;
  gift_date: string;
  product_title: string;
  product_price: string;
  occasion_type: string;
  satisfaction_rating: string;
  category: string;
  product_url: string;
  notes: string;
}

function valuesOf(entry: GiftHistoryEntry | null, recipientId: string | null): Values {
  return {
    recipient_id: entry?.recipient_id ?? recipientId ?? '',
    gift_date: entry?.gift_date ?? localToday(),
    product_title: entry?.product_title ?? '',
    product_price: entry?.product_price != null ? String(entry.product_price) : '',
    occasion_type: entry?.occasion_type ?? '',
    satisfaction_rating: entry?.satisfaction_rating != null ? String(entry.satisfaction_rating) : '',
    category: entry?.category ?? '',
    product_url: entry?.product_url ?? '',
    notes: entry?.notes ?? '',
  };
}

function toInput(values: Values) {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    recipient_id: values.recipient_id || null,
    gift_date: values.gift_date,
    product_title: values.product_title,
    product_price: values.product_price.trim() ? Number(values.product_price) : null,
    occasion_type: (values.occasion_type || null) as GiftHistoryInput['occasion_type'],
    satisfaction_rating: values.satisfaction_rating ? Number(values.satisfaction_rating) : null,
    category: text(values.category),
    product_url: text(values.product_url),
    notes: text(values.notes),
  };
}

export interface GiftEntryDialogProps {
  /** 'new' to log a gift, an entry to edit it, null when closed. */
  entry: GiftHistoryEntry | 'new' | null;
  /** Pre-selected recipient when logging from a recipient's history. */
  recipientId: string | null;
  onClose(): void;
}

/** Log or edit a gift given: recipient, date, what it was, price, occasion, satisfaction (1 to 5), category, link, notes. */
export function GiftEntryDialog({ entry, recipientId, onClose }: GiftEntryDialogProps) {
  const editing = entry !== null && entry !== 'new' ? entry : null;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {entry !== null ? (
        <DialogContent title={editing ? 'Edit gift' : 'Log a gift'} className="max-w-xl">
          <GiftEntryForm key={editing?.id ?? 'new'} entry={editing} recipientId={recipientId} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function GiftEntryForm({ entry, recipientId, onDone }: { entry: GiftHistoryEntry | null; recipientId: string | null; onDone(): void }) {
  const recipients = useQuery(giftRecipientsQuery());
  const save = useSaveGift();
  const [values, setValues] = useState<Values>(() => valuesOf(entry, recipientId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values);
    const checked = GiftHistoryInput.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse()));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: entry?.id ?? null, input });
      toast.success(entry ? 'Gift updated' : 'Gift logged');
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(isApiError(error) ? error.message : 'Could not save the gift');
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={entry ? 'Edit gift' : 'Log a gift'} className="flex flex-col gap-4">
      <FormField label="Gift" error={errors.product_title}>
        {(control) => <Input {...control} autoComplete="off" {...field('product_title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <RecipientSelect
          label="Recipient"
          recipients={recipients}
          value={values.recipient_id}
          onChange={(id) => setValues((current) => ({ ...current, recipient_id: id }))}
          error={errors.recipient_id}
        />
        <FormField label="Date given" error={errors.gift_date}>
          {(control) => <Input {...control} type="date" max={localToday()} {...field('gift_date')} />}
        </FormField>
        <FormField label="Price (USD)" error={errors.product_price}>
          {(control) => <Input {...control} type="number" min={0} step="0.01" inputMode="decimal" {...field('product_price')} />}
        </FormField>
        <FormField label="Occasion" error={errors.occasion_type}>
          {(control) => (
            <NativeSelect {...control} {...field('occasion_type')}>
              <option value="">Not set</option>
              {GIFT_OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {occasion}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Satisfaction" error={errors.satisfaction_rating}>
          {(control) => (
            <NativeSelect {...control} {...field('satisfaction_rating')}>
              <option value="">Not rated yet</option>
              {RATING_LABELS.map((label, index) => (
                <option key={label} value={index + 1}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Category" error={errors.category}>
          {(control) => <Input {...control} autoComplete="off" {...field('category')} />}
        </FormField>
      </div>
      <FormField label="Product link" error={errors.product_url}>
        {(control) => <Input {...control} type="url" inputMode="url" {...field('product_url')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes}>
        {(control) => <Textarea {...control} rows={3} className="min-h-20" {...field('notes')} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          {entry ? 'Save changes' : 'Log gift'}
        </Button>
      </div>
    </form>
  );
}
