import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkAllReadResponse,
  Notification,
  NotificationCounts,
  NotificationListResponse,
  NotificationReadResponse,
} from '#shared/schemas/notifications';
import { api } from '#client/lib/api-client';

/** Every notifications query key starts here, so one invalidation refreshes lists, counts and badges. */
export const notificationKeys = {
  all: ['notifications'] as const,
  counts: () => ['notifications', 'counts'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (params: { limit: number; unreadOnly: boolean }) => ['notifications', 'list', params] as const,
};

export function fetchNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return api.get<NotificationCounts>('/api/notifications/counts', { signal });
}

/** The counts are cheap and must follow the person back to the tab at once (core-app.md 4). */
export const COUNTS_FRESHNESS = { staleTime: 0, refetchOnWindowFocus: 'always' } as const;

export const notificationCountsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => fetchNotificationCounts(signal),
    ...COUNTS_FRESHNESS,
  });

export const notificationListQuery = (params: { limit: number; unreadOnly: boolean }) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ limit: String(params.limit), unreadOnly: String(params.unreadOnly) });
      const body = await api.get<NotificationListResponse>(`/api/notifications?${search}`, { signal });
      return body.notifications;
    },
    staleTime: 0,
  });

/** Applies a change to every cached list at once, so rows react before the server has answered. */
function updateCachedLists(queryClient: QueryClient, change: (list: Notification[]) => Notification[]) {
  queryClient.setQueriesData<Notification[]>({ queryKey: notificationKeys.lists() }, (list) => (list ? change(list) : list));
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    refresh: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
}

export function useMarkNotificationRead() {
  const { queryClient, refresh } = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => api.post<NotificationReadResponse>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: ({ notification }) => {
      updateCachedLists(queryClient, (list) => list.map((n) => (n.id === notification.id ? notification : n)));
    },
    onSettled: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const { refresh } = useRefreshAfter();
  return useMutation({
    mutationFn: () => api.post<MarkAllReadResponse>('/api/notifications/read-all'),
    onSettled: refresh,
  });
}

export function useDeleteNotification() {
  const { queryClient, refresh } = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/notifications/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => updateCachedLists(queryClient, (list) => list.filter((n) => n.id !== id)),
    onSettled: refresh,
  });
}
