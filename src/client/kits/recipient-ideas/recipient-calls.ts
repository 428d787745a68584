import { queryOptions } from '@tanstack/react-query';
import { recipientsApi } from '#shared/api/recipients';
import { call, queryKeyFor } from '#client/lib/api-call';

/**
 * The person's recipients for the dialogs' choosers, through the contract (recipientsApi.list): the same key and
 * shape as the recipients page's unfiltered list, so both share one answer. The dialogs load on demand, so the
 * contract (and zod) stays off the home page's first load.
 */
export const recipientChoicesQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(recipientsApi.list, { query: {} }),
    queryFn: async ({ signal }) => (await call(recipientsApi.list, { query: {} }, { signal })).recipients,
  });
