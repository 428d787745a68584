import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { toast } from '#client/components/ui/toaster';
import { timeZoneQuery, useSaveTimeZone } from '#client/features/profile/api/gift-history-api';

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone this browser knows, so the list is the one the server also accepts (IANA names). */
function zoneList(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...known, current])].sort();
}

/**
 * The person's time zone (issue 11): reminders go out at 09:00 there. Until someone chooses one, the browser's
 * zone is saved once, quietly; after that it is theirs to change.
 */
export function TimeZoneField() {
  const id = useId();
  const zone = useQuery(timeZoneQuery());
  const save = useSaveTimeZone();
  const [value, setValue] = useState<string | null>(null);
  const adopted = useRef(false);

  useEffect(() => {
    if (!zone.data?.isDefault || adopted.current) return;
    adopted.current = true;
    const detected = browserZone();
    if (detected !== zone.data.timeZone) save.mutate({ timeZone: detected });
  }, [zone.data, save]);

  if (zone.isPending) return <p className="text-sm text-muted-foreground">Loading your time zone…</p>;
  if (zone.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        Your time zone could not be loaded. {zone.error.message}
      </p>
    );
  }
  const current = value ?? zone.data.timeZone;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ timeZone: current }, { onSuccess: () => toast.success('Time zone saved'), onError: (error) => toast.error(error.message) });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Time zone" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>Time zone</Label>
        <NativeSelect id={id} value={current} onChange={(e) => setValue(e.target.value)} aria-describedby={`${id}-hint`}>
          {zoneList(current).map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-hint`} className="text-caption text-muted-foreground">
          Reminder emails arrive at 9:00 in this time zone.
        </p>
      </div>
      <Button type="submit" variant="outline" loading={save.isPending} loadingText="Saving..." disabled={current === zone.data.timeZone}>
        Save time zone
      </Button>
    </form>
  );
}
