import { queryOptions } from '@tanstack/react-query';
import type { HomeStatsResponse } from '#shared/schemas/home-stats';
import { api } from '#client/lib/api-client';

const homeKeys = {
  all: ['home'] as const,
  stats: () => ['home', 'stats'] as const,
};

/** The hero's three figures (site content; they change rarely). */
export const homeStatsQuery = queryOptions({
  queryKey: homeKeys.stats(),
  queryFn: ({ signal }) => api.get<HomeStatsResponse>('/api/site-content/home-stats', { signal }),
  staleTime: 10 * 60_000,
});
