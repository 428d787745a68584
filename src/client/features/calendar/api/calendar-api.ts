import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from '#shared/api/calendar';
import { recipientsApi } from '#shared/api/recipients';
import type { CalendarFeedResponse } from '#shared/schemas/calendar';
import type { OccasionInput } from '#shared/schemas/occasions';
import type { ReminderListResponse } from '#shared/schemas/reminders';
import { areaKey, call, queryKeyFor } from '#client/lib/api-call';

/** The Email Reminders card's list refreshes every 60 s (core-app.md 9). */
const REMINDERS_REFRESH_MS = 60_000;

/**
 * The calendar's calls, through their contracts (src/shared/api/calendar.ts). A new occasion changes the grid,
 * Upcoming Events, the stats and the reminders, and the recipients' upcoming birthdays, so a change refreshes
 * both areas.
 */
const remindersKey = queryKeyFor(calendarApi.reminders, {});
const feedKey = queryKeyFor(calendarApi.feed, {});

export const calendarEventsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeyFor(calendarApi.events, { query: { from, to } }),
    queryFn: ({ signal }) => call(calendarApi.events, { query: { from, to } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The home card reads the same query (30 days), so a new event refreshes it too. */
export const upcomingEventsQuery = (days: number) =>
  queryOptions({
    queryKey: queryKeyFor(calendarApi.upcoming, { query: { days } }),
    queryFn: ({ signal }) => call(calendarApi.upcoming, { query: { days } }, { signal }),
  });

export const calendarStatsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(calendarApi.stats, {}),
    queryFn: ({ signal }) => call(calendarApi.stats, {}, { signal }),
  });

export const remindersQuery = () =>
  queryOptions({
    queryKey: remindersKey,
    queryFn: ({ signal }) => call(calendarApi.reminders, {}, { signal }),
    refetchInterval: REMINDERS_REFRESH_MS,
  });

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: ({ signal }) => call(calendarApi.feed, {}, { signal }),
  });

/** The recipients the Add Event dialog offers (the same key as the recipients page's unfiltered list). */
export const recipientOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(recipientsApi.list, { query: {} }),
    queryFn: async ({ signal }) => (await call(recipientsApi.list, { query: {} }, { signal })).recipients,
  });

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: areaKey(calendarApi.occasions) });
    void queryClient.invalidateQueries({ queryKey: areaKey(recipientsApi.list) });
  };
}

export function useCreateOccasion() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async (input: OccasionInput) => (await call(calendarApi.createOccasion, { body: input })).occasion,
    onSuccess: refresh,
  });
}

export function useSendOverdueReminders() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => call(calendarApi.sendOverdue, {}),
    onSuccess: refresh,
  });
}

/** 'Paused: you unsubscribed from reminder emails' -> turns them back on; the card then reads the new status. */
export function useResubscribeReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarApi.resubscribe, {}),
    onSuccess: (email) => {
      queryClient.setQueryData<ReminderListResponse>(remindersKey, (list) => (list ? { ...list, email } : list));
      void queryClient.invalidateQueries({ queryKey: remindersKey });
    },
  });
}

export function useReplaceFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarApi.replaceFeed, {}),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarApi.revokeFeed, {}),
    onSuccess: () => queryClient.setQueryData<CalendarFeedResponse>(feedKey, { url: null, createdAt: null }),
  });
}

export const occasionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(calendarApi.occasion, { params: { id } }),
    queryFn: async ({ signal }) => (await call(calendarApi.occasion, { params: { id } }, { signal })).occasion,
  });

/** Another reminder for an occasion (issue 11: several per occasion, e.g. 30 days, 7 days and on the day). */
export function useAddReminder(occasionId: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (reminderDays: number) => call(calendarApi.addReminder, { params: { id: occasionId }, body: { reminderDays } }),
    onSuccess: refresh,
  });
}

export function useCancelReminder() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (reminderId: string) => call(calendarApi.cancelReminder, { params: { id: reminderId } }),
    onSuccess: refresh,
  });
}

/** Soft delete (core-app.md 4): the occasion becomes inactive and its reminders are cancelled. */
export function useDeleteOccasion() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (occasionId: string) => call(calendarApi.deleteOccasion, { params: { id: occasionId } }),
    onSuccess: refresh,
  });
}
