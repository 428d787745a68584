import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from '#shared/api/calendar';
import { giftHistoryApi } from '#shared/api/gift-history';
import { recipientsApi } from '#shared/api/recipients';
import type { GiftHistoryInput } from '#shared/schemas/gift-history';
import type { GiftIdeaInput, RecipientListQuery, RecipientPayload, RecipientUpdate } from '#shared/schemas/recipients';
import { areaKey, call, endpointKey, queryKeyFor } from '#client/lib/api-call';
import type { RecipientFilters } from '#client/features/recipients/lib/recipient-filters';

/**
 * The recipients calls, through their contracts (src/shared/api/recipients.ts). Every key starts with the area
 * ('recipients'; the wizard's pre-fill reads recipientsApi.get), so one invalidation after a change refreshes the
 * list, the stats and that pre-fill. Occasions follow a birthday, so a change refreshes the calendar's area too.
 */

/** The list's query: empty filters are left out, so the unfiltered list has one key wherever it is read. */
function listQuery(filters: RecipientFilters): RecipientListQuery {
  return {
    ...(filters.relationship ? { relationship: filters.relationship } : {}),
    ...(filters.age ? { age: filters.age } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}

/** The list, filtered by the server; while a new filter loads, the previous answer stays on screen. */
export const recipientListQuery = (filters: RecipientFilters) => {
  const input = { query: listQuery(filters) };
  return queryOptions({
    queryKey: queryKeyFor(recipientsApi.list, input),
    queryFn: async ({ signal }) => (await call(recipientsApi.list, input, { signal })).recipients,
    placeholderData: keepPreviousData,
  });
};

export const recipientStatsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(recipientsApi.stats, {}),
    queryFn: ({ signal }) => call(recipientsApi.stats, {}, { signal }),
  });

/** What goes with a recipient when it is deleted (the confirmation says it). */
export const recipientDeletionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(recipientsApi.deletion, { params: { id } }),
    queryFn: ({ signal }) => call(recipientsApi.deletion, { params: { id } }, { signal }),
    staleTime: 0,
  });

export const recipientIdeasQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(recipientsApi.ideas, { params: { id } }),
    queryFn: async ({ signal }) => (await call(recipientsApi.ideas, { params: { id } }, { signal })).ideas,
  });

function useRefreshRecipients() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: areaKey(recipientsApi.list) });
    void queryClient.invalidateQueries({ queryKey: areaKey(calendarApi.occasions) });
  };
}

export function useCreateRecipient() {
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: async (payload: RecipientPayload) => (await call(recipientsApi.create, { body: payload })).recipient,
    onSuccess: refresh,
  });
}

export function useUpdateRecipient() {
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: RecipientUpdate }) =>
      (await call(recipientsApi.update, { params: { id }, body: changes })).recipient,
    onSuccess: refresh,
  });
}

export function useDeleteRecipient() {
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: (id: string) => call(recipientsApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useAddGiftIdea(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GiftIdeaInput) => (await call(recipientsApi.addIdea, { params: { id: recipientId }, body: input })).idea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyFor(recipientsApi.ideas, { params: { id: recipientId } }) }),
  });
}

export function useDeleteGiftIdea(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ideaId: string) => call(recipientsApi.removeIdea, { params: { id: recipientId, ideaId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyFor(recipientsApi.ideas, { params: { id: recipientId } }) }),
  });
}

/** Logs a saved idea as given, in one step: today, for this recipient (issue 11). Gift stats and history refresh. */
export function useLogIdeaAsGiven(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GiftHistoryInput) => (await call(giftHistoryApi.create, { body: input })).entry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: areaKey(giftHistoryApi.list) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(recipientsApi.stats) });
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(recipientsApi.ideas, { params: { id: recipientId } }) });
    },
  });
}
