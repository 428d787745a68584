import { useQuery } from '@tanstack/react-query';
import { BellRing, ExternalLink, Mail, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CalendarEvent } from '#shared/schemas/occasions';
import type { Reminder, ReminderEmailStatus } from '#shared/schemas/reminders';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { cn } from '#client/lib/cn';
import {
  calendarStatsQuery,
  remindersQuery,
  upcomingEventsQuery,
  useResubscribeReminders,
  useSendOverdueReminders,
} from '#client/features/calendar/api/calendar-api';
import { type IsoDay, longDate, shortDate } from '#client/features/calendar/lib/month-grid';
import { occasionClasses } from './occasion-colours';

/** Upcoming Events, the Quick Stats and the Email Reminders card look at the next 30 days (core-app.md 9). */
const UPCOMING_DAYS = 30;

export function SideCard({ title, icon, children, headingId }: { title: string; icon?: ReactNode; children: ReactNode; headingId: string }) {
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

function CardError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <LoadFailure layout="stack" className="text-sm" messageClassName="text-muted-foreground" onRetry={onRetry}>
      {message}
    </LoadFailure>
  );
}

function LinesSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full rounded-control" />
      ))}
    </div>
  );
}

function daysUntilText(days: number): string {
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `In ${days} days`;
}

function UpcomingRow({ event, onOpen }: { event: CalendarEvent; onOpen(occasionId: string): void }) {
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="upcoming-event">
      <div className="flex items-start gap-2.5">
        <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full border', occasionClasses(event.type))} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium">{event.title}</span>
          <span className="text-caption text-muted-foreground">
            {[event.is_birthday ? null : event.recipient_name, shortDate(event.date)].filter(Boolean).join(' · ')} ·{' '}
            <span className="font-medium text-foreground">{daysUntilText(event.days_until)}</span>
          </span>
        </div>
      </div>
      <div className="flex items-center gap-2 pl-5">
        {event.recipient_id ? (
          <Button variant="outline" size="sm" asChild>
            <a href={`/gift-for-someone?recipient=${encodeURIComponent(event.recipient_id)}`} target="_blank" rel="noopener">
              Get Gift Ideas
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> for {event.recipient_name ?? event.title} (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-label={`Reminders for ${event.title}`} onClick={() => onOpen(event.occasion_id)}>
          <BellRing aria-hidden="true" className="size-4" />
          Reminders
        </Button>
      </div>
    </li>
  );
}

/** Upcoming Events (next 30 days), each with a button that opens the gift finder for its recipient in a new tab. */
export function UpcomingEventsCard({ onOpenOccasion }: { onOpenOccasion(occasionId: string): void }) {
  const upcoming = useQuery(upcomingEventsQuery(UPCOMING_DAYS));
  return (
    <SideCard title="Upcoming Events" headingId="upcoming-events-title">
      {upcoming.isPending ? (
        <LinesSkeleton label="Loading upcoming events" />
      ) : upcoming.isError ? (
        <CardError message={upcoming.error.message} onRetry={() => void upcoming.refetch()} />
      ) : upcoming.data.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing in the next 30 days. Click a day on the calendar to add an event.</p>
      ) : (
        <ul className="-my-3 divide-y divide-border">
          {upcoming.data.events.map((event) => (
            <UpcomingRow key={`${event.occasion_id}-${event.date}`} event={event} onOpen={onOpenOccasion} />
          ))}
        </ul>
      )}
    </SideCard>
  );
}

/** Quick Stats (core-app.md 2): Total Recipients, Active Reminders, Next 30 Days, Emails Sent. */
export function QuickStatsCard() {
  const stats = useQuery(calendarStatsQuery());
  const tiles = stats.data
    ? [
        { label: 'Total Recipients', value: stats.data.totalRecipients },
        { label: 'Active Reminders', value: stats.data.activeReminders },
        { label: 'Next 30 Days', value: stats.data.next30Days },
        { label: 'Emails Sent', value: stats.data.emailsSent },
      ]
    : [];
  return (
    <SideCard title="Quick Stats" headingId="quick-stats-title">
      {stats.isPending ? (
        <LinesSkeleton label="Loading stats" lines={2} />
      ) : stats.isError ? (
        <CardError message={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          {tiles.map((tile) => (
            <div key={tile.label} className="flex flex-col gap-0.5 rounded-control bg-muted p-3">
              <dt className="text-caption text-muted-foreground">{tile.label}</dt>
              <dd className="tabular text-xl font-semibold">{tile.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SideCard>
  );
}

/** 'Ada: Anniversary, today'; an occasion that already names the person ('Ada's birthday') is not prefixed again. */
function nextReminderText(reminder: Reminder, today: IsoDay): string {
  const what = reminder.occasion.includes(reminder.recipientName) ? reminder.occasion : `${reminder.recipientName}: ${reminder.occasion}`;
  return `${what}, ${reminder.reminderDate === today ? 'today' : longDate(reminder.reminderDate)}`;
}

const PAUSED_TEXT: Record<Exclude<ReminderEmailStatus['status'], 'active'>, string> = {
  unsubscribed: 'Paused: you unsubscribed from reminder emails',
  turned_off: 'Paused: occasion reminder emails are off in your email preferences',
};

/** The card's Status: what the send path would decide about the email now (decision 174). */
function ReminderEmailState({ email }: { email: ReminderEmailStatus }) {
  if (email.status === 'active') return <dd className="font-medium text-success-soft-foreground">Active</dd>;
  return <dd className="font-medium text-warning-soft-foreground">{PAUSED_TEXT[email.status]}</dd>;
}

/** The way back when paused: re-subscribe on the server, or the email preferences where the switch is. */
function ReminderEmailWayBack({ email }: { email: ReminderEmailStatus }) {
  const resubscribe = useResubscribeReminders();
  if (email.status === 'turned_off') {
    return (
      <Button asChild variant="outline">
        <Link to="/profile#email-preferences">Email preferences</Link>
      </Button>
    );
  }
  if (email.status !== 'unsubscribed') return null;
  const onResubscribe = () =>
    resubscribe.mutate(undefined, {
      onSuccess: () => toast.success('Reminder emails are on again'),
      onError: (error) => toast.error(error.message),
    });
  return (
    <Button variant="outline" onClick={onResubscribe} loading={resubscribe.isPending} loadingText="Turning on...">
      Turn reminder emails back on
    </Button>
  );
}

/**
 * Email Reminders (core-app.md 2, 9): Status (Active, or paused with the way back), the Overdue count, Next Reminder, and 'Send Overdue Reminders'
 * while any are overdue. The list refreshes every 60 s (remindersQuery).
 */
export function EmailRemindersCard({ today }: { today: IsoDay }) {
  const reminders = useQuery(remindersQuery());
  const sendOverdue = useSendOverdueReminders();
  const onSend = () =>
    sendOverdue.mutate(undefined, {
      onSuccess: (result) => {
        if (result.failed.length) {
          // core-app.md 8: a send failure is reported per recipient.
          for (const failure of result.failed) toast.error(`Reminder for ${failure.recipientName} failed: ${failure.error}`);
        } else {
          toast.success(result.sent === 1 ? '1 reminder sent' : `${result.sent} reminders sent`);
        }
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <SideCard title="Email Reminders" headingId="email-reminders-title" icon={<Mail aria-hidden="true" className="size-5 text-secondary" />}>
      {reminders.isPending ? (
        <LinesSkeleton label="Loading reminders" lines={2} />
      ) : reminders.isError ? (
        <CardError message={reminders.error.message} onRetry={() => void reminders.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <ReminderEmailState email={reminders.data.email} />
            <dt className="text-muted-foreground">Overdue</dt>
            <dd className="tabular font-medium" data-testid="overdue-count">
              {reminders.data.stats.overdue}
            </dd>
            <dt className="text-muted-foreground">Next Reminder</dt>
            <dd className="font-medium">
              {reminders.data.nextReminder ? nextReminderText(reminders.data.nextReminder, today) : 'None scheduled'}
            </dd>
          </dl>
          <ReminderEmailWayBack email={reminders.data.email} />
          {reminders.data.stats.overdue > 0 ? (
            <Button onClick={onSend} loading={sendOverdue.isPending} loadingText="Sending...">
              <Send aria-hidden="true" className="size-4" />
              Send Overdue Reminders
            </Button>
          ) : null}
          <p className="flex items-start gap-2 text-caption text-muted-foreground">
            <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Reminders are emailed to you at 9:00 in your time zone on the day you chose.
          </p>
        </>
      )}
    </SideCard>
  );
}
