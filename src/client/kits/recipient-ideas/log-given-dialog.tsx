import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { giftHistoryApi } from '#shared/api/gift-history';
import { recipientsApi } from '#shared/api/recipients';
import type { GiftHistoryInput } from '#shared/schemas/gift-history';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { areaKey, call, endpointKey } from '#client/lib/api-call';
import { type GivenGift, givenGiftInput } from './given-gift';
import { recipientChoicesQuery } from './recipient-calls';
import { RecipientSelect } from './recipient-select';

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
  const recipients = useQuery(recipientChoicesQuery());
  const [recipientId, setRecipientId] = useState('');
  const [date, setDate] = useState(localToday);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const log = useMutation({
    mutationFn: async (input: GiftHistoryInput) => (await call(giftHistoryApi.create, { body: input })).entry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: areaKey(giftHistoryApi.list) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(recipientsApi.stats) });
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
          <RecipientSelect label="Given to" recipients={recipients} value={recipientId} onChange={setRecipientId} error={errors.recipient_id} />
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
