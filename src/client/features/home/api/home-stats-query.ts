import { queryOptions } from '@tanstack/react-query';
import { siteApi } from '#shared/api/site';
import { call, queryKeyFor } from '#client/lib/api-call';

/** The hero's three figures (site content; they change rarely). */
export const homeStatsQuery = queryOptions({
  queryKey: queryKeyFor(siteApi.homeStats, {}),
  queryFn: ({ signal }) => call(siteApi.homeStats, {}, { signal }),
  staleTime: 10 * 60_000,
});
