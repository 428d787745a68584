import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

interface NotificationCountsBody {
  unread: number;
  wishlists: number;
  social: number;
}

/** The bell's unread count and the header badges' unseen counts; zeros while signed out or loading. */
export function useNotificationCounts(): { unread: number; wishlists: number; social: number; isLoading: boolean } {
  const { isSignedIn } = useAuth();
  const query = useQuery({
    queryKey: ['notifications', 'counts'],
    queryFn: ({ signal }) => api.get<NotificationCountsBody>('/api/notifications/counts', { signal }),
    enabled: isSignedIn,
    refetchInterval: 60_000,
  });
  return {
    unread: query.data?.unread ?? 0,
    wishlists: query.data?.wishlists ?? 0,
    social: query.data?.social ?? 0,
    isLoading: isSignedIn && query.isLoading,
  };
}
