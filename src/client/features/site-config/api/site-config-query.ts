import { queryOptions } from '@tanstack/react-query';
import { siteApi } from '#shared/api/site';
import { call, queryKeyFor } from '#client/lib/api-call';

/** The public site settings (GET /api/site-config). An admin's change reaches open pages within minutes. */
export const siteConfigQuery = queryOptions({
  queryKey: queryKeyFor(siteApi.siteConfig, {}),
  queryFn: ({ signal }) => call(siteApi.siteConfig, {}, { signal }),
  staleTime: 5 * 60_000,
});
