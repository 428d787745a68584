import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { GIFT_OCCASIONS } from '#shared/constants/choice-lists';
import { type ReceivedGift, ReceivedGiftInput } from '#shared/schemas/gift-history';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { isApiError } from '#client/lib/api-client';
import { receivedGiftsQuery, useAddReceivedGift, useDeleteReceivedGift, useUpdateReceivedGift } from '#client/features/profile/api/gift-history-api';

function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function ReceivedRow({ gift }: { gift: ReceivedGift }) {
  const id = useId();
  const update = useUpdateReceivedGift();
  const remove = useDeleteReceivedGift();
  // The tick shows at once; it goes back if the server refuses.
  const [thanked, setThanked] = useState(gift.thanked);
  const [saved, setSaved] = useState(gift.thanked);
  if (saved !== gift.thanked) {
    setSaved(gift.thanked);
    setThanked(gift.thanked);
  }
  const onTick = (next: boolean) => {
    setThanked(next);
    update.mutate(
      { id: gift.id, changes: { thanked: next } },
      {
        onError: (error) => {
          setThanked(!next);
          toast.error(error.message);
        },
      },
    );
  };
  return (
    <li className="flex items-center gap-3 py-2" data-testid="received-gift">
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={thanked}
        onChange={(e) => onTick(e.target.checked)}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col">
        <span className={thanked ? 'text-muted-foreground line-through' : 'font-medium'}>
          Thank {gift.giver_name} for {gift.description}
        </span>
        <span className="text-caption text-muted-foreground">
          {[gift.occasion_type, new Date(`${gift.received_date}T00:00:00`).toLocaleDateString(undefined, { dateStyle: 'medium' })].filter(Boolean).join(' · ')}
        </span>
      </label>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Delete ${gift.description} from ${gift.giver_name}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(gift.id, { onError: (error) => toast.error(error.message) })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/** Received gifts with a thank-you list to tick off (issue 11). */
export function ReceivedGifts() {
  const received = useQuery(receivedGiftsQuery());
  const add = useAddReceivedGift();
  const [description, setDescription] = useState('');
  const [giver, setGiver] = useState('');
  const [occasion, setOccasion] = useState('');
  const [date, setDate] = useState(localToday);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      description,
      giver_name: giver,
      occasion_type: (occasion || null) as ReceivedGiftInput['occasion_type'],
      received_date: date,
    };
    const checked = ReceivedGiftInput.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse()));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(input);
      setDescription('');
      setGiver('');
      setOccasion('');
      toast.success('Gift received logged');
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(isApiError(error) ? error.message : 'Could not save the gift');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {received.isPending ? (
        <Skeleton className="h-12 w-full rounded-control" />
      ) : received.isError ? (
        <LoadFailure className="text-sm" messageClassName="text-muted-foreground" onRetry={() => void received.refetch()}>
          Received gifts could not be loaded. {received.error.message}
        </LoadFailure>
      ) : received.data.gifts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Log the gifts you receive, and tick each one off once you have said thank you.</p>
      ) : (
        <>
          <p className="text-sm" aria-live="polite">
            {received.data.toThank === 0 ? 'Everyone has been thanked.' : `${received.data.toThank} still to thank`}
          </p>
          <ul aria-label="Thank-you list" className="divide-y divide-border">
            {received.data.gifts.map((gift) => (
              <ReceivedRow key={gift.id} gift={gift} />
            ))}
          </ul>
        </>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Log a gift received" className="grid gap-3 rounded-control border border-border p-4 sm:grid-cols-2">
        <FormField label="What you received" error={errors.description}>
          {(control) => <Input {...control} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </FormField>
        <FormField label="Given by" error={errors.giver_name}>
          {(control) => <Input {...control} value={giver} onChange={(e) => setGiver(e.target.value)} />}
        </FormField>
        <FormField label="Occasion" error={errors.occasion_type}>
          {(control) => (
            <NativeSelect {...control} value={occasion} onChange={(e) => setOccasion(e.target.value)}>
              <option value="">Not set</option>
              {GIFT_OCCASIONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Date received" error={errors.received_date}>
          {(control) => <Input {...control} type="date" max={localToday()} value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
        <Button type="submit" variant="outline" className="self-start sm:col-span-2 sm:justify-self-start" loading={add.isPending} loadingText="Saving...">
          Log gift received
        </Button>
      </form>
    </div>
  );
}
