import { queryOptions } from '@tanstack/react-query';
import type { SiteConfigResponse } from '#shared/schemas/site-config';
import { api } from '#client/lib/api-client';

const siteConfigKeys = {
  all: ['site-config'] as const,
};

/** The public site settings (GET /api/site-config). An admin's change reaches open pages within minutes. */
export const siteConfigQuery = queryOptions({
  queryKey: siteConfigKeys.all,
  queryFn: ({ signal }) => api.get<SiteConfigResponse>('/api/site-config', { signal }),
  staleTime: 5 * 60_000,
});
