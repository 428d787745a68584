import { queryOptions } from '@tanstack/react-query';
import type { NotificationCounts } from '#shared/schemas/notifications';
import { api } from '#client/lib/api-client';

/**
 * The notification query keys: the contract's (src/shared/api/notifications.ts), [area, name, input], so one
 * invalidation of `all` refreshes lists, counts and badges. Written out here, and proven equal to queryKeyFor's
 * by notifications-api.test.ts, because this module is on every signed-in first load (the phone menu's counts)
 * and must not pull the contract's zod schemas in. The calls themselves are in notification-calls.ts.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  counts: () => ['notifications', 'counts', {}] as const,
};

/** The contract's path for notificationsApi.counts (the test checks it). */
export const NOTIFICATION_COUNTS_PATH = '/api/notifications/counts';

/** The header's counts poll: the raw helper, so zod stays off the first load (decision 180). */
export function fetchNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return api.get<NotificationCounts>(NOTIFICATION_COUNTS_PATH, { signal });
}

/** The counts are cheap and must follow the person back to the tab at once (core-app.md 4). */
export const COUNTS_FRESHNESS = { staleTime: 0, refetchOnWindowFocus: 'always' } as const;

export const notificationCountsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => fetchNotificationCounts(signal),
    ...COUNTS_FRESHNESS,
  });
