import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeZoneInput, TimeZoneResponse } from '#shared/schemas/calendar';
import type {
  GiftHistoryInput,
  GiftHistoryListResponse,
  GiftHistoryResponse,
  GiftHistoryUpdate,
  GiftInsightsResponse,
  GiftStats,
  ReceivedGiftInput,
  ReceivedGiftListResponse,
  ReceivedGiftResponse,
  ReceivedGiftUpdate,
} from '#shared/schemas/gift-history';
import type { RecipientListResponse } from '#shared/schemas/recipients';
import { api } from '#client/lib/api-client';

/**
 * Gift History on the profile (core-app.md 3, 7, 9; issue 11): entries 50 at a time, stats, insights, received
 * gifts and the person's time zone. A change to the history changes the stats, the insights and the recipients'
 * average gifts, so it refreshes all of them.
 */
const giftHistoryKeys = {
  all: ['gift-history'] as const,
  list: (params: { offset: number; recipientId: string | null }) => ['gift-history', 'list', params] as const,
  stats: () => ['gift-history', 'stats'] as const,
  insights: () => ['gift-history', 'insights'] as const,
  received: () => ['received-gifts'] as const,
  timeZone: () => ['profile', 'time-zone'] as const,
  recipients: () => ['recipients', 'list', { relationship: null, age: null, q: '' }] as const,
};

export const giftHistoryListQuery = (params: { offset: number; recipientId: string | null }) =>
  queryOptions({
    queryKey: giftHistoryKeys.list(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ offset: String(params.offset) });
      if (params.recipientId) search.set('recipient_id', params.recipientId);
      return api.get<GiftHistoryListResponse>(`/api/gift-history?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const giftStatsQuery = () =>
  queryOptions({ queryKey: giftHistoryKeys.stats(), queryFn: ({ signal }) => api.get<GiftStats>('/api/gift-history/stats', { signal }) });

export const giftInsightsQuery = () =>
  queryOptions({
    queryKey: giftHistoryKeys.insights(),
    queryFn: async ({ signal }) => (await api.get<GiftInsightsResponse>('/api/gift-history/insights', { signal })).insights,
  });

export const receivedGiftsQuery = () =>
  queryOptions({ queryKey: giftHistoryKeys.received(), queryFn: ({ signal }) => api.get<ReceivedGiftListResponse>('/api/received-gifts', { signal }) });

export const timeZoneQuery = () =>
  queryOptions({ queryKey: giftHistoryKeys.timeZone(), queryFn: ({ signal }) => api.get<TimeZoneResponse>('/api/profile/time-zone', { signal }) });

/** The recipients a gift can be logged for (the same key and shape as the recipients page's unfiltered list). */
export const giftRecipientsQuery = () =>
  queryOptions({
    queryKey: giftHistoryKeys.recipients(),
    queryFn: async ({ signal }) => (await api.get<RecipientListResponse>('/api/recipients', { signal })).recipients,
  });

function useRefreshHistory() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: giftHistoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['recipients', 'stats'] });
  };
}

export function useSaveGift() {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: GiftHistoryInput & GiftHistoryUpdate }) =>
      (id
        ? await api.patch<GiftHistoryResponse>(`/api/gift-history/${encodeURIComponent(id)}`, input)
        : await api.post<GiftHistoryResponse>('/api/gift-history', input)
      ).entry,
    onSuccess: refresh,
  });
}

export function useDeleteGift() {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/gift-history/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

function useRefreshReceived() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: giftHistoryKeys.received() });
}

export function useAddReceivedGift() {
  const refresh = useRefreshReceived();
  return useMutation({
    mutationFn: async (input: ReceivedGiftInput) => (await api.post<ReceivedGiftResponse>('/api/received-gifts', input)).gift,
    onSuccess: refresh,
  });
}

export function useUpdateReceivedGift() {
  const refresh = useRefreshReceived();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: ReceivedGiftUpdate }) =>
      (await api.patch<ReceivedGiftResponse>(`/api/received-gifts/${encodeURIComponent(id)}`, changes)).gift,
    onSuccess: refresh,
  });
}

export function useDeleteReceivedGift() {
  const refresh = useRefreshReceived();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/received-gifts/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeZoneInput) => api.put<TimeZoneResponse>('/api/profile/time-zone', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(giftHistoryKeys.timeZone(), saved);
      // Today, the next birthdays and the reminders' send times all depend on the zone.
      for (const queryKey of [['calendar'], ['occasions'], ['reminders'], ['recipients']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
