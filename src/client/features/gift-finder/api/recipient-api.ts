import { queryOptions } from '@tanstack/react-query';
import type { RecipientResponse } from '#shared/schemas/recipients';
import { api } from '#client/lib/api-client';

/** One saved recipient, to pre-fill the wizard (/gift-for-someone?recipient={id}). */
export const recipientQuery = (id: string) =>
  queryOptions({
    queryKey: ['recipients', 'one', id] as const,
    queryFn: async ({ signal }) => (await api.get<RecipientResponse>(`/api/recipients/${encodeURIComponent(id)}`, { signal })).recipient,
    staleTime: 60_000,
  });
