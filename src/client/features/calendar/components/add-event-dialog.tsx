import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_REMINDER_DAYS, REMINDER_DAY_OPTIONS } from '#shared/calendar/dates';
import { OCCASION_TYPES, type OccasionType } from '#shared/constants/choice-lists';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { Switch } from '#client/components/ui/switch';
import { toast } from '#client/components/ui/toaster';
import { RecipientSelect } from '#client/kits/recipient-ideas';
import { isApiError } from '#client/lib/api-client';
import { recipientOptionsQuery, remindersQuery, useCreateOccasion } from '#client/features/calendar/api/calendar-api';

export const OCCASION_TYPE_LABELS: Record<OccasionType, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  graduation: 'Graduation',
  wedding: 'Wedding',
  other: 'Other',
};

export interface AddEventDialogProps {
  /** The day clicked (YYYY-MM-DD), or null when closed. */
  date: string | null;
  onClose(): void;
}

/**
 * The Add Event dialog (core-app.md 2, 5; issue 11): recipient, event name, date, recurring annually, remind days
 * before (1, 3, 7, 14, 30; default 7) and send email reminders. Add Event stays disabled until recipient, name and
 * date are given; a reminder is created only when email reminders is on.
 */
export function AddEventDialog({ date, onClose }: AddEventDialogProps) {
  return (
    <Dialog open={date !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {date !== null ? (
        <DialogContent title="Add Event">
          <AddEventForm key={date} initialDate={date} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AddEventForm({ initialDate, onDone }: { initialDate: string; onDone(): void }) {
  const recipients = useQuery(recipientOptionsQuery());
  const create = useCreateOccasion();
  const ids = useId();
  const [recipientId, setRecipientId] = useState('');
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(initialDate);
  const [type, setType] = useState<OccasionType>('other');
  const [recurring, setRecurring] = useState(false);
  // Until the person picks one, the lead time is their 'Remind me before occasions' (decision 174).
  const preferred = useQuery(remindersQuery()).data?.email.defaultReminderDays ?? DEFAULT_REMINDER_DAYS;
  const [chosenDays, setRemindDays] = useState<number | null>(null);
  const remindDays = chosenDays ?? preferred;
  const [emailReminders, setEmailReminders] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ready = Boolean(recipientId && title.trim() && date);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const occasion = await create.mutateAsync({
        recipient_id: recipientId,
        title: title.trim(),
        type,
        date,
        recurring_annually: recurring,
        send_email_reminders: emailReminders,
        reminder_days: [remindDays],
      });
      toast.success(`${occasion.title} added`);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      toast.error(isApiError(error) ? error.message : 'Could not add the event');
    }
  };

  if (recipients.data && recipients.data.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p>An event belongs to one of your recipients, and you have none yet.</p>
        <Button asChild className="self-start">
          <Link to="/recipients">Add a recipient</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add Event" className="flex flex-col gap-4">
      <RecipientSelect label="Recipient" required recipients={recipients} value={recipientId} onChange={setRecipientId} error={errors.recipient_id} />
      <FormField label="Event name" error={errors.title}>
        {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} autoComplete="off" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date}>
          {(control) => <Input {...control} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
        <FormField label="Event type" error={errors.type}>
          {(control) => (
            <NativeSelect {...control} value={type} onChange={(e) => setType(e.target.value as OccasionType)}>
              {OCCASION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {OCCASION_TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={`${ids}-recurring`}
          type="checkbox"
          checked={recurring}
          onChange={(e) => setRecurring(e.target.checked)}
          className="size-5 accent-primary"
        />
        <Label htmlFor={`${ids}-recurring`}>Recurring annually</Label>
      </div>
      <FormField label="Remind days before" error={errors.reminder_days}>
        {(control) => (
          <NativeSelect {...control} value={String(remindDays)} onChange={(e) => setRemindDays(Number(e.target.value))} disabled={!emailReminders}>
            {REMINDER_DAY_OPTIONS.map((option) => (
              <option key={option.days} value={option.days}>
                {option.days === 7 ? '7 days (1 week)' : option.days === 30 ? '30 days (1 month)' : option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-control border border-border p-3">
        <Label htmlFor={`${ids}-email`}>Send email reminders</Label>
        <Switch id={`${ids}-email`} checked={emailReminders} onCheckedChange={setEmailReminders} />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready} loading={create.isPending} loadingText="Adding...">
          Add Event
        </Button>
      </div>
    </form>
  );
}
