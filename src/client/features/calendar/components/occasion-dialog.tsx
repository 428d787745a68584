import { useQuery } from '@tanstack/react-query';
import { BellOff, BellPlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { REMINDER_DAY_OPTIONS } from '#shared/calendar/dates';
import { MAX_REMINDERS_PER_OCCASION } from '#shared/schemas/occasions';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { occasionQuery, useAddReminder, useCancelReminder, useDeleteOccasion } from '#client/features/calendar/api/calendar-api';
import { longDate } from '#client/features/calendar/lib/month-grid';
import { OCCASION_TYPE_LABELS } from './add-event-dialog';

/** 'On the day' besides the Add Event dialog's options. */
const EXTRA_REMINDER_OPTIONS = [{ days: 0, label: 'On the day' }, ...REMINDER_DAY_OPTIONS];

function remindLabel(days: number): string {
  if (days === 0) return 'On the day';
  return days === 1 ? '1 day before' : `${days} days before`;
}

/** One occasion: when it is, its reminders (add another, cancel one), and delete (not for a birthday). */
export function OccasionDialog({ occasionId, onClose }: { occasionId: string | null; onClose(): void }) {
  return (
    <Dialog open={occasionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {occasionId ? <OccasionBody occasionId={occasionId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function OccasionBody({ occasionId, onClose }: { occasionId: string; onClose(): void }) {
  const occasion = useQuery(occasionQuery(occasionId));
  const addReminder = useAddReminder(occasionId);
  const cancelReminder = useCancelReminder();
  const remove = useDeleteOccasion();
  const selectId = useId();
  const [days, setDays] = useState(0);
  if (occasion.isPending) {
    return (
      <DialogContent title="Event">
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the event</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-11 w-full rounded-control" />
        </div>
      </DialogContent>
    );
  }
  if (occasion.isError) {
    return (
      <DialogContent title="Event">
        <LoadFailure layout="stack" onRetry={() => void occasion.refetch()}>
          {occasion.error.message}
        </LoadFailure>
      </DialogContent>
    );
  }
  const data = occasion.data;
  const active = data.reminders.filter((reminder) => reminder.isActive);
  const taken = new Set(active.map((reminder) => reminder.reminderDays));
  const options = EXTRA_REMINDER_OPTIONS.filter((option) => !taken.has(option.days));
  const chosen = options.some((option) => option.days === days) ? days : (options[0]?.days ?? 0);
  return (
    <DialogContent
      title={data.title}
      description={`${OCCASION_TYPE_LABELS[data.type]}${data.recipient_name ? ` · ${data.recipient_name}` : ''} · ${longDate(data.next_date)}${
        data.recurring_annually ? ' · every year' : ''
      }`}
    >
      <div className="flex flex-col gap-5">
        <section aria-labelledby={`${selectId}-reminders`} className="flex flex-col gap-3">
          <h3 id={`${selectId}-reminders`} className="font-semibold">
            Email reminders
          </h3>
          {active.length === 0 ? (
            <p className="text-sm text-muted-foreground">No reminders for this event.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-control border border-border">
              {active.map((reminder) => (
                <li key={reminder.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <span className="flex-1">
                    <span className="font-medium">{remindLabel(reminder.reminderDays)}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      · {reminder.emailSent ? 'sent' : longDate(reminder.reminderDate)}
                    </span>
                  </span>
                  {reminder.emailSent ? null : (
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Cancel the reminder ${remindLabel(reminder.reminderDays).toLowerCase()}`}
                      disabled={cancelReminder.isPending}
                      onClick={() => cancelReminder.mutate(reminder.id, { onError: (error) => toast.error(error.message) })}
                    >
                      <BellOff aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {active.length < MAX_REMINDERS_PER_OCCASION && options.length ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-40 flex-1 flex-col gap-1.5">
                <Label htmlFor={selectId}>Add a reminder</Label>
                <NativeSelect id={selectId} value={String(chosen)} onChange={(e) => setDays(Number(e.target.value))}>
                  {options.map((option) => (
                    <option key={option.days} value={option.days}>
                      {option.days === 0 ? option.label : `${option.label} before`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button
                variant="outline"
                loading={addReminder.isPending}
                onClick={() =>
                  addReminder.mutate(chosen, {
                    onSuccess: () => toast.success('Reminder added'),
                    onError: (error) => toast.error(error.message),
                  })
                }
              >
                <BellPlus aria-hidden="true" className="size-4" />
                Add reminder
              </Button>
            </div>
          ) : null}
        </section>
        {data.is_birthday ? (
          <p className="text-sm text-muted-foreground">A birthday follows the recipient&apos;s birthday: change or remove it on the recipient.</p>
        ) : (
          <Button
            variant="ghost"
            className="self-start text-destructive"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(data.id, {
                onSuccess: () => {
                  toast.success(`${data.title} deleted`);
                  onClose();
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete event
          </Button>
        )}
      </div>
    </DialogContent>
  );
}
