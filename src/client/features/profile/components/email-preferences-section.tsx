import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { EmailPreferences, REMINDER_DAY_OPTIONS, SENT_EMAIL_SWITCHES } from '#shared/schemas/email-preferences';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { NativeSelect } from '#client/components/ui/select';
import { Switch } from '#client/components/ui/switch';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { emailPreferencesQuery, useUpdateEmailPreferences } from '#client/features/profile/api/profile-api';
import { EMAIL_NOTIFICATION_LABELS, reminderDaysLabel } from '#client/features/profile/choice-labels';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadFailure } from '#client/components/ui/load-failure';

function SwitchRow({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-caption text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-0.5" />
    </li>
  );
}

/** The email switches with an email behind them; price drops, newsletter and marketing appear once they are sent. */
function EmailSwitches({ form }: { form: UseFormReturn<EmailPreferences> }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col">
      <legend className="text-base font-semibold">Email notifications</legend>
      <ul className="divide-y divide-border">
        {SENT_EMAIL_SWITCHES.map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={`emailNotifications.${key}`}
            render={({ field }) => (
              <SwitchRow
                id={`${id}-${key}`}
                label={EMAIL_NOTIFICATION_LABELS[key].label}
                hint={EMAIL_NOTIFICATION_LABELS[key].hint}
                checked={Boolean(field.value)}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function PreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const save = useUpdateEmailPreferences();
  const form = useForm<EmailPreferences>({ resolver: zodResolver(EmailPreferences), defaultValues: preferences });
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast.success('Email preferences saved');
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Could not save your preferences. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Email preferences" className="flex flex-col gap-6">
      <EmailSwitches form={form} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">Timing</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Remind me before occasions" hint="New birthday and occasion reminders start this long before the day.">
            {(control) => (
              <NativeSelect {...control} {...form.register('reminderTiming.occasions', { valueAsNumber: true })}>
                {REMINDER_DAY_OPTIONS.map((days) => (
                  <option key={days} value={days}>
                    {reminderDaysLabel(days)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          Save preferences
        </Button>
        {isDirty && !isSubmitting ? (
          <Button variant="ghost" onClick={() => form.reset(preferences)}>
            Discard changes
          </Button>
        ) : null}
      </div>
      <p className="text-caption text-muted-foreground">
        Emails about your account itself (verification, password resets) are always sent. Every other email has an unsubscribe link. Which kinds of notification reach you in the app, by email and by push is chosen under Notifications.
      </p>
    </form>
  );
}

/** admin-area.md 3 "User email preferences", as switches and selects (loading, error and loaded states). */
export function EmailPreferencesSection() {
  const query = useQuery(emailPreferencesQuery());
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading email preferences" className="flex flex-col gap-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-12 rounded-control" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure title="Could not load your email preferences" retryClassName="h-11" onRetry={() => void query.refetch()}>
        {isApiError(query.error) ? query.error.message : 'Please try again.'}
      </LoadFailure>
    );
  }
  // A saved change re-keys the form with the server's answer.
  return <PreferencesForm key={JSON.stringify(query.data)} preferences={query.data} />;
}
