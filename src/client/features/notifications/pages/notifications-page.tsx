import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { unreadBadgeLabel } from '#shared/notifications/badge-caps';
import { NOTIFICATION_LIST_MAX_LIMIT } from '#shared/schemas/notifications';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { ErrorScreen } from '#client/components/errors/error-screen';
import { notificationListQuery } from '#client/features/notifications/api/notification-calls';
import { NotificationsEmpty } from '#client/features/notifications/components/notifications-empty';
import { NotificationRow } from '#client/features/notifications/components/notification-row';
import { useNotificationActions } from '#client/features/notifications/hooks/use-notification-actions';
import { useNotificationCounts } from '#client/features/notifications/hooks/use-notification-counts';
import { useNow } from '#client/features/notifications/hooks/use-now';
import { Skeleton } from '#client/components/ui/skeleton';

type Filter = 'all' | 'unread';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

/** Row-shaped placeholders while the list loads (DESIGN.md: skeletons where the shape is known). */
function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-border">
      <span className="sr-only">Loading notifications</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="flex gap-3 px-4 py-4">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-3 w-16" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** /notifications: the full list, newest first, with the bell's row actions, a filter and Mark all read. */
export default function NotificationsPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery(notificationListQuery({ limit: NOTIFICATION_LIST_MAX_LIMIT, unreadOnly: filter === 'unread' }));
  const { unread } = useNotificationCounts();
  const actions = useNotificationActions();
  const now = useNow();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {unread === 0 ? "You're all caught up!" : `${unreadBadgeLabel(unread)} unread`}
          </p>
        </div>
        <Button variant="outline" loading={actions.isMarkingAll} onClick={actions.markAllRead} className="self-start sm:self-auto">
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all read
        </Button>
      </header>

      <div role="group" aria-label="Show" className="inline-flex self-start rounded-full border border-border bg-card p-1">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className={cn(
              'min-h-11 rounded-full px-5 text-sm font-medium sm:min-h-9',
              filter === option.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>

      {list.isError ? (
        <ErrorScreen error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Card className="overflow-hidden">
          {list.isPending ? (
            <ListSkeleton />
          ) : list.data.length === 0 ? (
            filter === 'unread' ? (
              <NotificationsEmpty title="No unread notifications" message="You're all caught up!" />
            ) : (
              <NotificationsEmpty />
            )
          ) : (
            <ul aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'} className="divide-y divide-border">
              {list.data.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  now={now}
                  size="comfortable"
                  busy={actions.busyIds.has(notification.id)}
                  onOpen={actions.open}
                  onMarkRead={actions.markRead}
                  onDelete={actions.remove}
                />
              ))}
            </ul>
          )}
        </Card>
      )}
      {list.data && list.data.length >= NOTIFICATION_LIST_MAX_LIMIT ? (
        <p className="text-center text-sm text-muted-foreground">
          Showing the latest {NOTIFICATION_LIST_MAX_LIMIT} notifications.
        </p>
      ) : null}
    </div>
  );
}
