import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/constants/choice-lists';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreferences,
} from '#shared/schemas/notification-preferences';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { Switch } from '#client/components/ui/switch';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { isApiError } from '#client/lib/api-client';
import { notificationPreferencesQuery, useUpdateNotificationPreferences } from '#client/features/profile/api/profile-api';
import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_TYPE_LABELS } from '#client/features/profile/choice-labels';
import { PushDeviceControl } from '#client/features/profile/components/push-device-control';

type Types = NotificationPreferences['types'];

/** Type, then one column per channel from 640 px on; below, each switch carries its channel's name beside it. */
const GRID_COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(3,7rem)] sm:items-center sm:gap-x-4';

function TypeRow({ type, channels, onChange }: { type: NotificationType; channels: Types[NotificationType]; onChange(channel: NotificationChannel, on: boolean): void }) {
  const id = useId();
  const text = NOTIFICATION_TYPE_LABELS[type];
  return (
    <li>
      <div role="group" aria-labelledby={`${id}-type`} aria-describedby={`${id}-hint`} className={`flex flex-col gap-2 py-4 ${GRID_COLUMNS}`}>
        <div className="flex flex-col gap-0.5">
          <span id={`${id}-type`} className="text-sm font-medium">
            {text.label}
          </span>
          <span id={`${id}-hint`} className="text-caption text-muted-foreground">
            {text.hint}
          </span>
        </div>
        {/* Three columns on a phone, each switch above its channel's name; from 640 px on, in the grid's columns. */}
        <div className="grid grid-cols-3 gap-2 sm:contents">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <div key={channel} className="flex min-h-11 flex-col items-start gap-1 sm:flex-row sm:items-center sm:justify-center">
              <Switch id={`${id}-${channel}`} checked={channels[channel]} onCheckedChange={(on) => onChange(channel, on)} data-testid={`${type}-${channel}`} />
              {/* The name says type and channel; the channel is seen beside the switch on a phone and as the column head on wider screens. */}
              <label htmlFor={`${id}-${channel}`} className="text-caption sm:sr-only">
                <span className="sr-only">{text.label}: </span>
                {NOTIFICATION_CHANNEL_LABELS[channel]}
              </label>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}

/** The column heads of the grid (wider screens); each switch names its type and channel itself. */
function ChannelHeads() {
  return (
    <div aria-hidden="true" className={`hidden border-b border-border pb-2 text-caption font-semibold text-muted-foreground ${GRID_COLUMNS}`}>
      <span>Kind of notification</span>
      {NOTIFICATION_CHANNELS.map((channel) => (
        <span key={channel} className="text-center">
          {NOTIFICATION_CHANNEL_LABELS[channel]}
        </span>
      ))}
    </div>
  );
}

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const save = useUpdateNotificationPreferences();
  const [types, setTypes] = useState<Types>(preferences.types);
  const dirty = JSON.stringify(types) !== JSON.stringify(preferences.types);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ types });
      toast.success('Notification preferences saved');
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Could not save your preferences. Please try again.');
    }
  };

  const change = (type: NotificationType) => (channel: NotificationChannel, on: boolean) =>
    setTypes((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Notification preferences" className="flex flex-col gap-4">
      <ChannelHeads />
      <ul className="-mt-4 divide-y divide-border">
        {NOTIFICATION_TYPES.map((type) => (
          <TypeRow key={type} type={type} channels={types[type]} onChange={change(type)} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save notification preferences
        </Button>
        {dirty && !save.isPending ? (
          <Button variant="ghost" onClick={() => setTypes(preferences.types)}>
            Discard changes
          </Button>
        ) : null}
      </div>
      <p className="text-caption text-muted-foreground">
        In the app: what appears under the bell. By push: alerts on a device where you allowed them.
        {preferences.updatedAt ? ` Last saved ${new Date(preferences.updatedAt).toLocaleString()}.` : ''}
      </p>
    </form>
  );
}

/** Per notification type: in the app, by email, by push (issue 13), with loading, error and loaded states. */
export function NotificationPreferencesSection() {
  const query = useQuery(notificationPreferencesQuery());
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading notification preferences" className="flex flex-col gap-3">
        {NOTIFICATION_TYPES.map((type) => (
          <Skeleton key={type} className="h-12 rounded-control" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure title="Could not load your notification preferences" retryClassName="h-11" onRetry={() => void query.refetch()}>
        {isApiError(query.error) ? query.error.message : 'Please try again.'}
      </LoadFailure>
    );
  }
  // A saved change re-keys the form with the server's answer.
  return (
    <div className="flex flex-col gap-6">
      <PushDeviceControl />
      <PreferencesForm key={JSON.stringify(query.data)} preferences={query.data} />
    </div>
  );
}
