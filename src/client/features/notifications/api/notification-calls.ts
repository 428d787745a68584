import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '#shared/api/notifications';
import type { Notification, NotificationBadgeParams } from '#shared/schemas/notifications';
import { areaKey, call, endpointKey, queryKeyFor } from '#client/lib/api-call';

/**
 * The notification calls made through their contracts (src/shared/api/notifications.ts): URLs from the
 * contract, answers parsed with its schemas, keys from queryKeyFor. Loaded with the signed-in header's bell
 * and the notifications page, never by the counts poll (notifications-api.ts).
 */
export const notificationListQuery = ({ limit, unreadOnly }: { limit: number; unreadOnly: boolean }) => {
  const query = { limit, unreadOnly: unreadOnly ? 'true' : 'false' } as const;
  return queryOptions({
    queryKey: queryKeyFor(notificationsApi.list, { query }),
    queryFn: async ({ signal }) => (await call(notificationsApi.list, { query }, { signal })).notifications,
    staleTime: 0,
  });
};

/** Applies a change to every cached list at once, so rows react before the server has answered. */
function updateCachedLists(queryClient: QueryClient, change: (list: Notification[]) => Notification[]) {
  queryClient.setQueriesData<Notification[]>({ queryKey: endpointKey(notificationsApi.list) }, (list) => (list ? change(list) : list));
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    refresh: () => queryClient.invalidateQueries({ queryKey: areaKey(notificationsApi.list) }),
  };
}

export function useMarkNotificationRead() {
  const { queryClient, refresh } = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => call(notificationsApi.read, { params: { id } }),
    onSuccess: ({ notification }) => {
      updateCachedLists(queryClient, (list) => list.map((n) => (n.id === notification.id ? notification : n)));
    },
    onSettled: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const { refresh } = useRefreshAfter();
  return useMutation({
    mutationFn: () => call(notificationsApi.readAll, {}),
    onSettled: refresh,
  });
}

export function useDeleteNotification() {
  const { queryClient, refresh } = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => call(notificationsApi.remove, { params: { id } }),
    onSuccess: (_result, id) => updateCachedLists(queryClient, (list) => list.filter((n) => n.id !== id)),
    onSettled: refresh,
  });
}

/** The person opened a header badge's page: its count restarts from now. */
export function markBadgeSeen(badge: NotificationBadgeParams['badge']) {
  return call(notificationsApi.badgeSeen, { params: { badge } });
}
