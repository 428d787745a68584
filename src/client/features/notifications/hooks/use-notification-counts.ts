import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '#client/lib/auth/auth-context';
import { useHydrated } from '#client/lib/hydration';
import { notificationCountsQuery } from '#client/features/notifications/api/notifications-api';
import { acquireCountsPoller } from './counts-poller';
import { acquireNotificationStream } from './notification-stream';

export interface NotificationCountsState {
  unread: number;
  wishlists: number;
  social: number;
  isLoading: boolean;
}

/**
 * The bell's unread count and the header badges' unseen counts (zeros while signed out). Read on load,
 * again whenever the tab comes back into view, at once when the notification stream says something arrived,
 * and on the backing-off timer shared by every component that shows them.
 */
export function useNotificationCounts(): NotificationCountsState {
  const { isSignedIn } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationCountsQuery(), enabled: isSignedIn });

  useEffect(() => {
    if (!isSignedIn) return undefined;
    // New notifications arrive over the stream at once; the poller stays underneath as the fallback.
    const leaveStream = acquireNotificationStream(queryClient);
    const leavePoller = acquireCountsPoller(queryClient);
    return () => {
      leaveStream();
      leavePoller();
    };
  }, [isSignedIn, queryClient]);

  // The server renders the header before any count is known; a part hydrated later (the lazily loaded badges)
  // must render the same, even if the counts arrived meanwhile: they show once it is hydrated (decision 165).
  const hydrated = useHydrated();
  const counts = isSignedIn && hydrated ? query.data : undefined;
  return {
    unread: counts?.unread ?? 0,
    wishlists: counts?.wishlists ?? 0,
    social: counts?.social ?? 0,
    isLoading: isSignedIn && (!hydrated || query.isLoading),
  };
}
