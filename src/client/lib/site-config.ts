import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfigResponse } from '#shared/schemas/site-config';
import { api } from '#client/lib/api-client';

const siteConfigKeys = {
  all: ['site-config'] as const,
};

/**
 * The public site settings (GET /api/site-config). The page state seeds them (app/page-state.ts), so the first
 * render knows them; an admin's change reaches open pages within minutes.
 */
export const siteConfigQuery = queryOptions({
  queryKey: siteConfigKeys.all,
  queryFn: ({ signal }) => api.get<SiteConfigResponse>('/api/site-config', { signal }),
  staleTime: 5 * 60_000,
});

/**
 * The admin's 'Social Features' switch: true or false, or undefined while the settings are not known yet (a page
 * without a page state). Social parts of the screens show only on true; the server answers 404 to social
 * routes while it is off.
 */
export function useSocialFeatures(): boolean | undefined {
  return useQuery(siteConfigQuery).data?.socialFeatures;
}
