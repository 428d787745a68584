import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from '#shared/api/calendar';
import { giftHistoryApi } from '#shared/api/gift-history';
import { recipientsApi } from '#shared/api/recipients';
import type { TimeZoneInput } from '#shared/schemas/calendar';
import type { GiftHistoryInput, GiftHistoryUpdate, ReceivedGiftInput, ReceivedGiftUpdate } from '#shared/schemas/gift-history';
import { areaKey, call, endpointKey, queryKeyFor } from '#client/lib/api-call';

/**
 * Gift History on the profile (core-app.md 3, 7, 9; issue 11), through the contracts (src/shared/api/gift-history.ts,
 * calendar.ts): entries 50 at a time, stats, insights, received gifts and the person's time zone. A change to the
 * history changes the stats, the insights and the recipients' average gifts, so it refreshes all of them.
 */

/** The list's query: the first page unless an offset is given, narrowed to one recipient when one is. */
const listInput = (params: { offset: number; recipientId: string | null }) => ({
  query: { offset: params.offset, ...(params.recipientId ? { recipient_id: params.recipientId } : {}) },
});
const receivedKey = endpointKey(giftHistoryApi.received);
const timeZoneKey = queryKeyFor(calendarApi.timeZone, {});

export const giftHistoryListQuery = (params: { offset: number; recipientId: string | null }) =>
  queryOptions({
    queryKey: queryKeyFor(giftHistoryApi.list, listInput(params)),
    queryFn: ({ signal }) => call(giftHistoryApi.list, listInput(params), { signal }),
    placeholderData: keepPreviousData,
  });

export const giftStatsQuery = () =>
  queryOptions({ queryKey: queryKeyFor(giftHistoryApi.stats, {}), queryFn: ({ signal }) => call(giftHistoryApi.stats, {}, { signal }) });

export const giftInsightsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(giftHistoryApi.insights, {}),
    queryFn: async ({ signal }) => (await call(giftHistoryApi.insights, {}, { signal })).insights,
  });

export const receivedGiftsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(giftHistoryApi.received, { query: {} }),
    queryFn: ({ signal }) => call(giftHistoryApi.received, { query: {} }, { signal }),
  });

export const timeZoneQuery = () =>
  queryOptions({ queryKey: timeZoneKey, queryFn: ({ signal }) => call(calendarApi.timeZone, {}, { signal }) });

/** The recipients a gift can be logged for (the same key and shape as the recipients page's unfiltered list). */
export const giftRecipientsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(recipientsApi.list, { query: {} }),
    queryFn: async ({ signal }) => (await call(recipientsApi.list, { query: {} }, { signal })).recipients,
  });

function useRefreshHistory() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: areaKey(giftHistoryApi.list) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(recipientsApi.stats) });
  };
}

export function useSaveGift() {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: GiftHistoryInput & GiftHistoryUpdate }) =>
      (id ? await call(giftHistoryApi.update, { params: { id }, body: input }) : await call(giftHistoryApi.create, { body: input })).entry,
    onSuccess: refresh,
  });
}

export function useDeleteGift() {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: (id: string) => call(giftHistoryApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

function useRefreshReceived() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: receivedKey });
}

export function useAddReceivedGift() {
  const refresh = useRefreshReceived();
  return useMutation({
    mutationFn: async (input: ReceivedGiftInput) => (await call(giftHistoryApi.addReceived, { body: input })).gift,
    onSuccess: refresh,
  });
}

export function useUpdateReceivedGift() {
  const refresh = useRefreshReceived();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: ReceivedGiftUpdate }) =>
      (await call(giftHistoryApi.updateReceived, { params: { id }, body: changes })).gift,
    onSuccess: refresh,
  });
}

export function useDeleteReceivedGift() {
  const refresh = useRefreshReceived();
  return useMutation({
    mutationFn: (id: string) => call(giftHistoryApi.removeReceived, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeZoneInput) => call(calendarApi.setTimeZone, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(timeZoneKey, saved);
      // Today, the next birthdays and the reminders' send times all depend on the zone.
      void queryClient.invalidateQueries({ queryKey: areaKey(calendarApi.occasions) });
      void queryClient.invalidateQueries({ queryKey: areaKey(recipientsApi.list) });
    },
  });
}
