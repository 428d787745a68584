import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, LockKeyhole, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OCCASION_TYPES } from '#shared/constants/choice-lists';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { calendarEventsQuery, remindersQuery } from '#client/features/calendar/api/calendar-api';
import { AddEventDialog, OCCASION_TYPE_LABELS } from '#client/features/calendar/components/add-event-dialog';
import { CalendarFeedCard } from '#client/features/calendar/components/feed-card';
import { MonthGrid } from '#client/features/calendar/components/month-grid';
import { occasionClasses } from '#client/features/calendar/components/occasion-colours';
import { OccasionDialog } from '#client/features/calendar/components/occasion-dialog';
import { EmailRemindersCard, QuickStatsCard, UpcomingEventsCard } from '#client/features/calendar/components/side-cards';
import { fromIsoDay, type IsoDay, isoDay, monthKey, monthTitle, monthWeeks, parseMonthKey, shiftMonth } from '#client/features/calendar/lib/month-grid';

/** core-app.md 2: shown when the session ends while the calendar is open. */
function CalendarAccessRequired() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <LockKeyhole aria-hidden="true" className="size-10 text-muted-foreground" strokeWidth={1.75} />
      <h1 className="text-title font-semibold">Calendar Access Required</h1>
      <p className="text-muted-foreground">Please sign in to see your calendar, occasions and reminders.</p>
      <Button asChild>
        <Link to="/login?next=%2Fcalendar">Sign in</Link>
      </Button>
    </div>
  );
}

const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401;

function Legend() {
  return (
    <ul aria-label="Event types" className="flex flex-wrap gap-2">
      {OCCASION_TYPES.map((type) => (
        <li key={type} className={cn('rounded-full border px-2.5 py-0.5 text-caption font-medium', occasionClasses(type))}>
          {OCCASION_TYPE_LABELS[type]}
        </li>
      ))}
    </ul>
  );
}

/**
 * /calendar (core-app.md 2, 4, 5, 9; issue 11): the month grid with its events, Add Event on a day, Upcoming
 * Events, Quick Stats, Email Reminders and the calendar feed. The month is kept in the address (?month=YYYY-MM).
 */
export default function CalendarPage() {
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => new Date());
  const month = parseMonthKey(search.get('month'), now);
  const weeks = monthWeeks(month);
  const from = weeks[0]![0]!.iso;
  const to = weeks.at(-1)![6]!.iso;
  const events = useQuery(calendarEventsQuery(from, to));
  // The reminders refresh every 60 s, so a session that ends while the page is open is noticed within a minute.
  const reminders = useQuery(remindersQuery());
  const today = events.data?.today ?? isoDay(now);
  const [focusedDay, setFocusedDay] = useState<IsoDay>(() => (monthKey(month) === monthKey(now) ? isoDay(now) : isoDay(month)));
  const [addOn, setAddOn] = useState<IsoDay | null>(null);
  const [openOccasion, setOpenOccasion] = useState<string | null>(null);

  const goToMonth = (next: Date, focus?: IsoDay) => {
    const params = new URLSearchParams(search);
    params.set('month', monthKey(next));
    setSearch(params, { replace: true });
    setFocusedDay(focus ?? isoDay(next));
  };
  const focusDay = (day: IsoDay) => {
    // Moving the focus past the month's edge turns the page.
    if (day.slice(0, 7) !== monthKey(month)) goToMonth(fromIsoDay(day), day);
    else setFocusedDay(day);
  };

  if (isSignedOut(events.error) || isSignedOut(reminders.error)) return <CalendarAccessRequired />;

  const gridEvents = (events.data?.events ?? []).map((event) => ({
    key: `${event.occasion_id}-${event.date}`,
    date: event.date,
    title: event.recipient_name && !event.title.includes(event.recipient_name) ? `${event.title} (${event.recipient_name})` : event.title,
    type: event.type,
  }));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Calendar</h1>
          <p className="text-muted-foreground">Birthdays and occasions, with email reminders before each one.</p>
        </div>
        <Button onClick={() => setAddOn(focusedDay)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" className="size-4" />
          Add Event
        </Button>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="flex min-w-0 flex-col gap-4 p-3 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => goToMonth(shiftMonth(month, -1))}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </Button>
            <h2 className="text-lg font-semibold" aria-live="polite">
              {monthTitle(month)}
            </h2>
            <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => goToMonth(shiftMonth(month, 1))}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Button>
          </div>
          {events.isError ? (
            <ErrorScreen error={events.error} onRetry={() => void events.refetch()} />
          ) : events.isPending ? (
            <div role="status">
              <span className="sr-only">Loading the calendar</span>
              <Skeleton className="h-80 w-full rounded-control sm:h-[34rem]" />
            </div>
          ) : (
            <div className={events.isPlaceholderData ? 'opacity-60' : undefined}>
              <MonthGrid month={month} today={today} events={gridEvents} focusedDay={focusedDay} onFocusDay={focusDay} onOpenDay={setAddOn} />
            </div>
          )}
          <p className="text-caption text-muted-foreground">Click a day, or move with the arrow keys and press Enter, to add an event on it.</p>
          <Legend />
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <UpcomingEventsCard onOpenOccasion={setOpenOccasion} />
          <QuickStatsCard />
          <EmailRemindersCard today={today} />
          <CalendarFeedCard />
        </div>
      </div>
      <AddEventDialog date={addOn} onClose={() => setAddOn(null)} />
      <OccasionDialog occasionId={openOccasion} onClose={() => setOpenOccasion(null)} />
    </div>
  );
}
