import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '#shared/api/admin';
import { isApiError } from '#client/lib/api-client';
import { call, queryKeyFor } from '#client/lib/api-call';

/** The four stat cards: counted by the server on each request. */
export const adminStatsQuery = queryOptions({
  queryKey: queryKeyFor(adminApi.stats, {}),
  queryFn: ({ signal }) => call(adminApi.stats, {}, { signal }),
  staleTime: 30_000,
  // A 403 will not turn into a 200 by asking again.
  retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status > 0 && error.status < 500),
});
