import { ArrowRight, Check, Trash2 } from 'lucide-react';
import type { Notification } from '#shared/schemas/notifications';
import { timeAgo } from '#shared/notifications/time-ago';
import { cn } from '#client/lib/cn';
import { notificationLook } from './notification-icons';

export interface NotificationRowProps {
  notification: Notification;
  now: Date;
  busy?: boolean;
  onOpen(notification: Notification): void;
  onMarkRead(notification: Notification): void;
  onDelete(notification: Notification): void;
  /** Roomier text on the full page than in the popover. */
  size?: 'compact' | 'comfortable';
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-50 sm:size-9';

/**
 * One notification: the main part opens it (read, then its action), with mark-read and delete beside it.
 * Unread rows carry a tint, a dot and the words 'Unread' for screen readers.
 */
export function NotificationRow({ notification, now, busy = false, onOpen, onMarkRead, onDelete, size = 'compact' }: NotificationRowProps) {
  const { icon: Icon, tone } = notificationLook(notification.type);
  const unread = !notification.read;
  return (
    <li
      data-testid="notification-row"
      data-read={notification.read}
      className={cn('flex items-start gap-1 px-2 py-2 sm:px-3', unread && 'bg-primary-soft/40')}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-control p-2 text-left hover:bg-muted/70"
      >
        <span aria-hidden="true" className={cn('mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
          <Icon className="size-4.5" strokeWidth={2} />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-start gap-2">
            <span className={cn('min-w-0 flex-1 break-words', unread ? 'font-semibold' : 'font-medium', size === 'comfortable' ? 'text-body' : 'text-sm')}>
              {notification.title}
            </span>
            {unread ? (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                <span className="sr-only">Unread</span>
              </span>
            ) : null}
          </span>
          <span className={cn('break-words text-muted-foreground', size === 'comfortable' ? 'text-sm' : 'line-clamp-3 text-sm')}>
            {notification.message}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-caption text-muted-foreground">
            <time dateTime={notification.createdAt} title={new Date(notification.createdAt).toLocaleString()}>
              {timeAgo(notification.createdAt, now)}
            </time>
            {notification.actionLabel ? (
              <span className="inline-flex items-center gap-1 font-medium text-secondary">
                {notification.actionLabel}
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <span className="flex shrink-0 flex-col items-center sm:flex-row">
        {unread ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onMarkRead(notification)}
            aria-label={`Mark as read: ${notification.title}`}
            title="Mark as read"
            className={iconButton}
          >
            <Check aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() => onDelete(notification)}
          aria-label={`Delete notification: ${notification.title}`}
          title="Delete"
          className={cn(iconButton, 'hover:text-destructive')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </span>
    </li>
  );
}
