import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { GiftHistoryInput, GiftHistoryResponse } from '#shared/schemas/gift-history';
import type { RecipientListResponse } from '#shared/schemas/recipients';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { toast } from '#client/components/ui/toaster';
import { api, isApiError } from '#client/lib/api-client';
import { type GivenGift, givenGiftInput } from './given-gift';

const recipientsQueryKey = ['recipients', 'list', { relationship: null, age: null, q: '' }] as const;

function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export interface LogGivenDialogProps {
  gift: GivenGift;
  onClose(): void;
}

/**
 * Logs a pick or a wishlist item as given in one step (issue 11): who it was for (or no one) and when; the gift's
 * title, price, link, category and product id go with it.
 */
export default function LogGivenDialog({ gift, onClose }: LogGivenDialogProps) {
  const queryClient = useQueryClient();
  const recipients = useQuery({
    queryKey: recipientsQueryKey,
    queryFn: async ({ signal }) => (await api.get<RecipientListResponse>('/api/recipients', { signal })).recipients,
  });
  const [recipientId, setRecipientId] = useState('');
  const [date, setDate] = useState(localToday);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const log = useMutation({
    mutationFn: async (input: GiftHistoryInput) => (await api.post<GiftHistoryResponse>('/api/gift-history', input)).entry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['gift-history'] });
      void queryClient.invalidateQueries({ queryKey: ['recipients', 'stats'] });
    },
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await log.mutateAsync(givenGiftInput(gift, recipientId, date));
      toast.success('Logged in your Gift History');
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(isApiError(error) ? error.message : 'Could not log the gift');
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Log as given" description={`“${gift.title}” goes into your Gift History.`}>
        <form onSubmit={onSubmit} noValidate aria-label="Log as given" className="flex flex-col gap-4">
          <FormField label="Given to" error={errors.recipient_id}>
            {(control) => (
              <NativeSelect {...control} value={recipientId} onChange={(e) => setRecipientId(e.target.value)}>
                <option value="">No recipient</option>
                {recipients.data?.map((recipient) => (
                  <option key={recipient.id} value={recipient.id}>
                    {recipient.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Date given" error={errors.gift_date}>
            {(control) => <Input {...control} type="date" max={localToday()} value={date} onChange={(e) => setDate(e.target.value)} />}
          </FormField>
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={onClose} disabled={log.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={log.isPending} loadingText="Saving...">
              Log gift
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
