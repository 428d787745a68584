import { queryOptions } from '@tanstack/react-query';
import { siteApi } from '#shared/api/site';
import { call, queryKeyFor } from '#client/lib/api-call';

/** The footer's contact details (site content; they change rarely, so one read per visit is plenty). */
export const contactDetailsQuery = queryOptions({
  queryKey: queryKeyFor(siteApi.contactDetails, {}),
  queryFn: ({ signal }) => call(siteApi.contactDetails, {}, { signal }),
  staleTime: 10 * 60_000,
});
