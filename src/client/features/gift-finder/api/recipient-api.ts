import { queryOptions } from '@tanstack/react-query';
import { recipientsApi } from '#shared/api/recipients';
import { call, queryKeyFor } from '#client/lib/api-call';

/** One saved recipient, to pre-fill the wizard (/gift-for-someone?recipient={id}). */
export const recipientQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(recipientsApi.get, { params: { id } }),
    queryFn: async ({ signal }) => (await call(recipientsApi.get, { params: { id } }, { signal })).recipient,
    staleTime: 60_000,
  });
