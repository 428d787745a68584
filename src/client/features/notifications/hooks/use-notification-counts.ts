import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { notificationCountsQuery } from '../api/notifications-api';
import { acquireCountsPoller } from './counts-poller';

export interface NotificationCountsState {
  unread: number;
  wishlists: number;
  social: number;
  isLoading: boolean;
}

/**
 * The bell's unread count and the header badges' unseen counts (zeros while signed out). Read on load,
 * again whenever the tab comes back into view, and on the backing-off timer shared by every component
 * that shows them.
 */
export function useNotificationCounts(): NotificationCountsState {
  const { isSignedIn } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationCountsQuery(), enabled: isSignedIn });

  useEffect(() => {
    if (!isSignedIn) return undefined;
    return acquireCountsPoller(queryClient);
  }, [isSignedIn, queryClient]);

  const counts = isSignedIn ? query.data : undefined;
  return {
    unread: counts?.unread ?? 0,
    wishlists: counts?.wishlists ?? 0,
    social: counts?.social ?? 0,
    isLoading: isSignedIn && query.isLoading,
  };
}
