import { useQuery } from '@tanstack/react-query';
import { Bell, CheckCheck, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { unreadBadgeLabel } from '#shared/notifications/badge-caps';
import { NOTIFICATION_POPOVER_LIMIT } from '#shared/schemas/notifications';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { LoadFailure } from '#client/components/ui/load-failure';
import { notificationListQuery } from '#client/features/notifications/api/notification-calls';
import { useNotificationActions } from '#client/features/notifications/hooks/use-notification-actions';
import { useNotificationCounts } from '#client/features/notifications/hooks/use-notification-counts';
import { useNow } from '#client/features/notifications/hooks/use-now';
import { NotificationsEmpty } from './notifications-empty';
import { NotificationRow } from './notification-row';

/** The popover's list: the 20 latest, loaded each time it opens. */
function BellList({ onNavigate }: { onNavigate: () => void }) {
  const list = useQuery(notificationListQuery({ limit: NOTIFICATION_POPOVER_LIMIT, unreadOnly: false }));
  const actions = useNotificationActions({ beforeNavigate: onNavigate });
  const now = useNow();

  if (list.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading notifications" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadFailure layout="center" className="px-6 py-8" messageClassName="text-sm text-muted-foreground" onRetry={() => void list.refetch()}>
        {list.error.message}
      </LoadFailure>
    );
  }
  if (list.data.length === 0) return <NotificationsEmpty />;
  return (
    <ul aria-label="Latest notifications" className="divide-y divide-border">
      {list.data.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          now={now}
          busy={actions.busyIds.has(notification.id)}
          onOpen={actions.open}
          onMarkRead={actions.markRead}
          onDelete={actions.remove}
        />
      ))}
    </ul>
  );
}

function MarkAllReadButton() {
  const actions = useNotificationActions();
  return (
    <Button size="sm" variant="ghost" loading={actions.isMarkingAll} onClick={actions.markAllRead} className="text-secondary">
      <CheckCheck aria-hidden="true" className="size-4" />
      Mark all read
    </Button>
  );
}

/**
 * The header's bell (core-app.md 2): the unread badge (99+ cap) and a non-modal popover with the 20
 * latest notifications, Mark all read, a close button and the way to the full list.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { unread } = useNotificationCounts();
  const badge = unreadBadgeLabel(unread);
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="tabular absolute top-1 right-0 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-semibold text-primary-foreground"
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notification-popover-title"
          className="z-50 flex max-h-[min(36rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-soft motion-safe:animate-fade-in"
        >
          <div className="flex items-center gap-2 border-b border-border py-2 pr-2 pl-4">
            <h2 id="notification-popover-title" className="flex-1 font-semibold">
              Notifications
              {badge ? <span className="ml-2 hidden text-caption font-normal whitespace-nowrap text-muted-foreground sm:inline">{badge} unread</span> : null}
            </h2>
            <MarkAllReadButton />
            <Popover.Close
              aria-label="Close notifications"
              className="inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground sm:size-9"
            >
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <BellList onNavigate={close} />
          </div>
          <div className="border-t border-border p-2 text-center">
            <Link
              to="/notifications"
              onClick={close}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-control text-sm font-medium text-secondary hover:bg-muted sm:min-h-9"
            >
              View all notifications
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
