import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useNotificationCounts } from '../hooks/use-notification-counts';

/** The header's bell; the popover replaces this link shortly. */
export function NotificationBell() {
  const { unread } = useNotificationCounts();
  return (
    <Link to="/notifications" aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'} className="relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-accent">
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold text-destructive-foreground">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
