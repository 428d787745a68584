import { useNavigate } from 'react-router';
import type { Notification } from '#shared/schemas/notifications';
import { isInAppPath } from '#shared/notifications/action-url';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { useDeleteNotification, useMarkAllNotificationsRead, useMarkNotificationRead } from '#client/features/notifications/api/notification-calls';

/** core-app.md 2: the two toasts of 'Mark all read'. */
const ALL_READ_TOAST = 'All notifications marked as read';
const NOTHING_TO_READ_TOAST = "You're all caught up!";

/** The toast after mark-all-read, from how many the server marked. */
export function markAllReadToast(marked: number): string {
  return marked > 0 ? ALL_READ_TOAST : NOTHING_TO_READ_TOAST;
}

function showFailure(error: unknown, fallback: string) {
  toast.error(isApiError(error) ? error.message : fallback);
}

/**
 * What a person can do with notifications, the same in the bell and on the page: open one (read it and
 * follow its action), mark one read, delete one, mark all read.
 */
export function useNotificationActions(options: { beforeNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const markAll = useMarkAllNotificationsRead();

  const markOneRead = (notification: Notification) => {
    if (notification.read) return;
    markRead.mutate(notification.id, { onError: (error) => showFailure(error, 'Could not mark the notification as read.') });
  };

  return {
    /** Clicking a row: it becomes read, and a row with an action URL closes the popover and goes there. */
    open(notification: Notification) {
      markOneRead(notification);
      if (isInAppPath(notification.actionUrl)) {
        options.beforeNavigate?.();
        navigate(notification.actionUrl);
      }
    },
    markRead: markOneRead,
    remove(notification: Notification) {
      remove.mutate(notification.id, { onError: (error) => showFailure(error, 'Could not delete the notification.') });
    },
    markAllRead() {
      markAll.mutate(undefined, {
        onSuccess: ({ marked }) => {
          toast.success(markAllReadToast(marked));
        },
        onError: (error) => showFailure(error, 'Could not mark the notifications as read.'),
      });
    },
    isMarkingAll: markAll.isPending,
    /** Rows waiting for the server, so their buttons cannot be pressed twice. */
    busyIds: new Set([markRead.isPending ? markRead.variables : undefined, remove.isPending ? remove.variables : undefined].filter(Boolean) as string[]),
  };
}
