import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadFailure } from '#client/components/ui/load-failure';
import { socialFeedQuery } from '#client/kits/social';
import { ActivityCard } from '#client/features/social/components/activity-card';

/** The feed: own and friends' visible activity, newest first, 20 at a time with 'Load more'. */
export function SocialFeed() {
  const feed = useInfiniteQuery(socialFeedQuery());
  if (feed.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading activity</span>
        <Skeleton className="h-28 w-full rounded-card" />
        <Skeleton className="h-28 w-full rounded-card" />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <LoadFailure layout="stack" className="gap-3 rounded-card border border-border bg-card p-6" onRetry={() => void feed.refetch()}>
        Activity could not be loaded. {feed.error.message}
      </LoadFailure>
    );
  }
  const activities = feed.data.pages.flatMap((page) => page.activities);
  if (activities.length === 0) {
    return (
      <div className="rounded-card border border-border bg-card p-6 text-center">
        <p className="font-medium">No activity yet</p>
        <p className="text-sm text-muted-foreground">Add friends, and their wishlists, gifts and milestones show up here.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Activity feed" className="flex flex-col gap-3">
        {activities.map((activity) => (
          <li key={activity.id}>
            <ActivityCard activity={activity} />
          </li>
        ))}
      </ul>
      {feed.hasNextPage ? (
        <Button variant="outline" className="self-center" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
