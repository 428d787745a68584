import { queryOptions } from '@tanstack/react-query';
import type { AdminStatsResponse } from '#shared/schemas/admin-stats';
import { api, isApiError } from '#client/lib/api-client';

/** Query keys of the admin area, built in one place. */
const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
};

/** The four stat cards: counted by the server on each request. */
export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: ({ signal }) => api.get<AdminStatsResponse>('/api/admin/stats', { signal }),
  staleTime: 30_000,
  // A 403 will not turn into a 200 by asking again.
  retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status > 0 && error.status < 500),
});
