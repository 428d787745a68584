import { useQuery } from '@tanstack/react-query';
import { CalendarSync, Copy, RefreshCw, Unlink } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { calendarFeedQuery, useReplaceFeed, useRevokeFeed } from '#client/features/calendar/api/calendar-api';
import { SideCard } from './side-cards';

/**
 * The private iCalendar feed (issue 11): a secret address Google Calendar and Apple Calendar subscribe to. It can
 * be copied, replaced (the old address stops working) or turned off.
 */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQuery());
  const replace = useReplaceFeed();
  const revoke = useRevokeFeed();
  const inputId = useId();
  const url = feed.data?.url ?? null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it yourself');
    }
  };
  const onError = (error: Error) => toast.error(error.message);
  return (
    <SideCard title="Calendar feed" headingId="calendar-feed-title" icon={<CalendarSync aria-hidden="true" className="size-5 text-secondary" />}>
      <p className="text-sm text-muted-foreground">
        Subscribe in Google Calendar or Apple Calendar to see your occasions there. Keep the link private: anyone with it can read
        your calendar.
      </p>
      {feed.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading…
        </p>
      ) : feed.isError ? (
        <LoadFailure layout="stack" className="text-sm" messageClassName="text-muted-foreground" onRetry={() => void feed.refetch()}>
          {feed.error.message}
        </LoadFailure>
      ) : url ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>Your private calendar link</Label>
            <Input id={inputId} readOnly value={url} onFocus={(e) => e.target.select()} className="text-sm" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={copy}>
              <Copy aria-hidden="true" className="size-4" />
              Copy link
            </Button>
            <Button size="sm" variant="outline" loading={replace.isPending} onClick={() => replace.mutate(undefined, { onSuccess: () => toast.success('New calendar link made; the old one no longer works'), onError })}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Replace link
            </Button>
            <Button size="sm" variant="ghost" loading={revoke.isPending} onClick={() => revoke.mutate(undefined, { onSuccess: () => toast.success('Calendar link turned off'), onError })}>
              <Unlink aria-hidden="true" className="size-4" />
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" className="self-start" loading={replace.isPending} onClick={() => replace.mutate(undefined, { onError })}>
          <CalendarSync aria-hidden="true" className="size-4" />
          Create calendar link
        </Button>
      )}
    </SideCard>
  );
}
