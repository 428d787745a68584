import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftHistoryInput, GiftHistoryResponse } from '#shared/schemas/gift-history';
import type {
  GiftIdeaInput,
  GiftIdeaListResponse,
  GiftIdeaResponse,
  RecipientDeleteResponse,
  RecipientDeletionImpact,
  RecipientListResponse,
  RecipientPayload,
  RecipientResponse,
  RecipientStats,
  RecipientUpdate,
} from '#shared/schemas/recipients';
import { api } from '#client/lib/api-client';
import type { RecipientFilters } from '#client/features/recipients/lib/recipient-filters';

/**
 * Every recipients query key starts with 'recipients' (the wizard's pre-fill reads ['recipients', 'one', id]), so
 * one invalidation after a change refreshes the list, the stats and that pre-fill. Occasions follow a birthday, so
 * a change refreshes the calendar's keys too.
 */
const recipientKeys = {
  all: ['recipients'] as const,
  list: (filters: RecipientFilters) => ['recipients', 'list', filters] as const,
  stats: () => ['recipients', 'stats'] as const,
  deletion: (id: string) => ['recipients', 'deletion', id] as const,
  ideas: (id: string) => ['recipients', 'ideas', id] as const,
};
const CALENDAR_KEYS = [['occasions'], ['calendar'], ['reminders']] as const;

function listPath(filters: RecipientFilters): string {
  const search = new URLSearchParams();
  if (filters.relationship) search.set('relationship', filters.relationship);
  if (filters.age) search.set('age', filters.age);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  const query = search.toString();
  return query ? `/api/recipients?${query}` : '/api/recipients';
}

/** The list, filtered by the server; while a new filter loads, the previous answer stays on screen. */
export const recipientListQuery = (filters: RecipientFilters) =>
  queryOptions({
    queryKey: recipientKeys.list(filters),
    queryFn: async ({ signal }) => (await api.get<RecipientListResponse>(listPath(filters), { signal })).recipients,
    placeholderData: keepPreviousData,
  });

export const recipientStatsQuery = () =>
  queryOptions({
    queryKey: recipientKeys.stats(),
    queryFn: ({ signal }) => api.get<RecipientStats>('/api/recipients/stats', { signal }),
  });

/** What goes with a recipient when it is deleted (the confirmation says it). */
export const recipientDeletionQuery = (id: string) =>
  queryOptions({
    queryKey: recipientKeys.deletion(id),
    queryFn: ({ signal }) => api.get<RecipientDeletionImpact>(`/api/recipients/${encodeURIComponent(id)}/deletion`, { signal }),
    staleTime: 0,
  });

export const recipientIdeasQuery = (id: string) =>
  queryOptions({
    queryKey: recipientKeys.ideas(id),
    queryFn: async ({ signal }) => (await api.get<GiftIdeaListResponse>(`/api/recipients/${encodeURIComponent(id)}/gift-ideas`, { signal })).ideas,
  });

function useRefreshRecipients() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: recipientKeys.all });
    for (const queryKey of CALENDAR_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateRecipient() {
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: async (payload: RecipientPayload) => (await api.post<RecipientResponse>('/api/recipients', payload)).recipient,
    onSuccess: refresh,
  });
}

export function useUpdateRecipient() {
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: RecipientUpdate }) =>
      (await api.patch<RecipientResponse>(`/api/recipients/${encodeURIComponent(id)}`, changes)).recipient,
    onSuccess: refresh,
  });
}

export function useDeleteRecipient() {
  const refresh = useRefreshRecipients();
  return useMutation({
    mutationFn: (id: string) => api.delete<RecipientDeleteResponse>(`/api/recipients/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useAddGiftIdea(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GiftIdeaInput) =>
      (await api.post<GiftIdeaResponse>(`/api/recipients/${encodeURIComponent(recipientId)}/gift-ideas`, input)).idea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.ideas(recipientId) }),
  });
}

export function useDeleteGiftIdea(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ideaId: string) => api.delete<unknown>(`/api/recipients/${encodeURIComponent(recipientId)}/gift-ideas/${encodeURIComponent(ideaId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.ideas(recipientId) }),
  });
}

/** Logs a saved idea as given, in one step: today, for this recipient (issue 11). Gift stats and history refresh. */
export function useLogIdeaAsGiven(recipientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GiftHistoryInput) => (await api.post<GiftHistoryResponse>('/api/gift-history', input)).entry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['gift-history'] });
      void queryClient.invalidateQueries({ queryKey: recipientKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: recipientKeys.ideas(recipientId) });
    },
  });
}
