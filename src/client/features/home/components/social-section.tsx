import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarHeart, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CalendarEvent } from '#shared/schemas/occasions';
import type { Activity } from '#shared/schemas/social';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadFailure } from '#client/components/ui/load-failure';
import { socialFeedQuery } from '#client/kits/social';
import { useSocialFeatures } from '#client/lib/site-config';
import { HOME_UPCOMING_SHOWN, upcomingOccasionsQuery } from '#client/features/home/api/upcoming-occasions-query';

interface SocialCardProps {
  icon: typeof Users;
  title: string;
  headingId: string;
  empty: { title: string; text: string };
  action: { to: string; label: string };
  extra?: ReactNode;
  /** What the card shows instead of its empty state (a list, a loading or error state). */
  body?: ReactNode;
}

function SocialCard({ icon: Icon, title, headingId, empty, action, extra, body }: SocialCardProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-card border border-border bg-card">
      <header className="flex items-center gap-3 border-b border-border px-5 py-4">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
      </header>
      {body ?? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-8 text-center">
          <p className="font-medium">{empty.title}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{empty.text}</p>
          {extra}
        </div>
      )}
      <footer className="border-t border-border px-5 py-3">
        <Button variant="ghost" className="-ml-4 text-secondary" asChild>
          <Link to={action.to}>
            {action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </footer>
    </section>
  );
}

const signInLink = (
  <Link to="/login" className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-secondary hover:underline">
    Sign in
  </Link>
);

function daysLeft(days: number): string {
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days left`;
}

function OccasionRow({ event }: { event: CalendarEvent }) {
  const date = new Date(`${event.date}T00:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });
  return (
    <li className="flex items-center gap-3 px-5 py-3" data-testid="home-occasion">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{event.is_birthday && event.recipient_name ? `${event.recipient_name}'s birthday` : event.title}</span>
        <span className="text-caption text-muted-foreground">
          {[event.is_birthday ? null : event.recipient_name, date].filter(Boolean).join(' · ')} ·{' '}
          <span className="font-medium text-foreground">{daysLeft(event.days_until)}</span>
        </span>
      </div>
      {event.recipient_id ? (
        <Button variant="outline" size="sm" asChild>
          <Link to={`/gift-for-someone?recipient=${encodeURIComponent(event.recipient_id)}`}>
            <Sparkles aria-hidden="true" className="size-4" />
            Get Gift Ideas
            <span className="sr-only"> for {event.recipient_name ?? event.title}</span>
          </Link>
        </Button>
      ) : null}
    </li>
  );
}

/** The signed-in person's occasions in the next 30 days, nearest first (birthdays from their recipients included). */
function useUpcomingBody(signedIn: boolean): ReactNode | undefined {
  const upcoming = useQuery({ ...upcomingOccasionsQuery(), enabled: signedIn });
  if (!signedIn) return undefined;
  if (upcoming.isPending) {
    return (
      <div role="status" className="flex flex-1 flex-col gap-2 px-5 py-4">
        <span className="sr-only">Loading upcoming occasions</span>
        <Skeleton className="h-10 w-full rounded-control" />
        <Skeleton className="h-10 w-full rounded-control" />
      </div>
    );
  }
  if (upcoming.isError) {
    return (
      <LoadFailure
        layout="center"
        className="flex-1 justify-center gap-2 px-6 py-8"
        messageClassName="text-sm text-muted-foreground"
        onRetry={() => void upcoming.refetch()}
      >
        Upcoming occasions could not be loaded. {upcoming.error.message}
      </LoadFailure>
    );
  }
  // Nothing in the next 30 days: the card's empty state says how occasions get here.
  if (upcoming.data.events.length === 0) return undefined;
  const shown = upcoming.data.events.slice(0, HOME_UPCOMING_SHOWN);
  const more = upcoming.data.events.length - shown.length;
  return (
    <div className="flex flex-1 flex-col">
      <ul aria-label="Upcoming occasions" className="divide-y divide-border">
        {shown.map((event) => (
          <OccasionRow key={`${event.occasion_id}-${event.date}`} event={event} />
        ))}
      </ul>
      {more > 0 ? (
        <p className="px-5 pb-3 text-caption text-muted-foreground">
          And {more} more in the next 30 days on your <Link to="/calendar" className="text-secondary underline-offset-4 hover:underline">calendar</Link>.
        </p>
      ) : null}
    </div>
  );
}

/** How many of the feed's newest entries the Friend Activity card shows. */
const HOME_ACTIVITY_SHOWN = 4;

function ActivityRow({ activity }: { activity: Activity }) {
  const at = new Date(activity.createdAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return (
    <li className="flex flex-col px-5 py-3" data-testid="home-activity">
      <span className="truncate">
        <span className="font-medium">{activity.isMine ? 'You' : activity.author.displayName}</span>{' '}
        <span className="text-muted-foreground">{activity.description}</span>
      </span>
      <span className="text-caption text-muted-foreground">
        {at} · {activity.likeCount} {activity.likeCount === 1 ? 'like' : 'likes'}
      </span>
    </li>
  );
}

/** The real feed's newest entries (own and friends'), newest first; the full feed is on /social. */
function useFriendActivityBody(signedIn: boolean, social: boolean): ReactNode | undefined {
  const feed = useInfiniteQuery({ ...socialFeedQuery(), enabled: signedIn && social });
  if (!signedIn || !social) return undefined;
  if (feed.isPending) {
    return (
      <div role="status" className="flex flex-1 flex-col gap-2 px-5 py-4">
        <span className="sr-only">Loading friend activity</span>
        <Skeleton className="h-10 w-full rounded-control" />
        <Skeleton className="h-10 w-full rounded-control" />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <LoadFailure
        layout="center"
        className="flex-1 justify-center gap-2 px-6 py-8"
        messageClassName="text-sm text-muted-foreground"
        onRetry={() => void feed.refetch()}
      >
        Friend activity could not be loaded. {feed.error.message}
      </LoadFailure>
    );
  }
  const newest = feed.data.pages[0]?.activities.slice(0, HOME_ACTIVITY_SHOWN) ?? [];
  if (newest.length === 0) return undefined;
  return (
    <ul aria-label="Friend activity" className="flex-1 divide-y divide-border">
      {newest.map((activity) => (
        <ActivityRow key={activity.id} activity={activity} />
      ))}
    </ul>
  );
}

/**
 * Friend activity and upcoming occasions. Upcoming Occasions lists the signed-in person's occasions of the next
 * 30 days (their recipients' birthdays included) with the days left; Friend Activity shows the newest of the social
 * feed. Until there is anything, each card says what will appear and how to get there. While the 'Social Features'
 * site setting is off, only the occasions are shown.
 */
export function SocialSection({ signedIn }: { signedIn: boolean }) {
  const social = useSocialFeatures() === true;
  const upcomingBody = useUpcomingBody(signedIn);
  const activityBody = useFriendActivityBody(signedIn, social);
  return (
    <section aria-labelledby="social-title" className="mx-auto w-full max-w-6xl px-4 pb-12">
      <h2 id="social-title" className="mb-5 text-title font-semibold">
        {social ? 'Friends and occasions' : 'Occasions'}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {social ? (
          <SocialCard
            icon={Users}
            title="Friend Activity"
            headingId="friend-activity-title"
            empty={
              signedIn
                ? {
                    title: 'No friend activity yet',
                    text: 'When your friends create wishlists, give gifts or connect with others, it shows up here.',
                  }
                : { title: 'See what your friends are gifting', text: 'Sign in to follow your friends’ wishlists and gifting moments.' }
            }
            extra={signedIn ? undefined : signInLink}
            body={activityBody}
            action={{ to: '/social', label: 'View All Activity' }}
          />
        ) : null}
        <SocialCard
          icon={CalendarHeart}
          title="Upcoming Occasions"
          headingId="upcoming-occasions-title"
          empty={
            signedIn
              ? {
                  title: 'No upcoming occasions',
                  text: 'Save the people you buy for with their birthdays, and the next 30 days appear here with the days left.',
                }
              : { title: 'Never miss a birthday', text: 'Sign in to see the birthdays and occasions coming up for the people you buy for.' }
          }
          extra={signedIn ? undefined : signInLink}
          body={upcomingBody}
          action={{ to: '/gift-for-someone', label: 'Get Gift Ideas' }}
        />
      </div>
    </section>
  );
}
