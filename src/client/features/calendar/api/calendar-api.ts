import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse, CalendarQuickStats } from '#shared/schemas/calendar';
import type { CalendarEventListResponse, OccasionInput, OccasionResponse } from '#shared/schemas/occasions';
import type { RecipientListResponse } from '#shared/schemas/recipients';
import type { ReminderEmailStatus, ReminderListResponse, ReminderResponse, SendRemindersResponse } from '#shared/schemas/reminders';
import { api } from '#client/lib/api-client';

/** The Email Reminders card's list refreshes every 60 s (core-app.md 9). */
const REMINDERS_REFRESH_MS = 60_000;

/**
 * The calendar's query keys. A new occasion changes the grid, Upcoming Events, the stats and the reminders, and
 * the recipients' upcoming birthdays, so a change refreshes all of them.
 */
const calendarKeys = {
  events: (from: string, to: string) => ['calendar', 'events', from, to] as const,
  upcoming: (days: number) => ['occasions', 'upcoming', days] as const,
  stats: () => ['calendar', 'stats'] as const,
  feed: () => ['calendar', 'feed'] as const,
  reminders: () => ['reminders'] as const,
  recipients: () => ['recipients', 'list', { relationship: null, age: null, q: '' }] as const,
};
const ALL_KEYS = [['calendar'], ['occasions'], ['reminders'], ['recipients']] as const;

export const calendarEventsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: calendarKeys.events(from, to),
    queryFn: ({ signal }) => api.get<CalendarEventListResponse>(`/api/calendar/events?from=${from}&to=${to}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const upcomingEventsQuery = (days: number) =>
  queryOptions({
    queryKey: calendarKeys.upcoming(days),
    queryFn: ({ signal }) => api.get<CalendarEventListResponse>(`/api/occasions/upcoming?days=${days}`, { signal }),
  });

export const calendarStatsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.stats(),
    queryFn: ({ signal }) => api.get<CalendarQuickStats>('/api/calendar/stats', { signal }),
  });

export const remindersQuery = () =>
  queryOptions({
    queryKey: calendarKeys.reminders(),
    queryFn: ({ signal }) => api.get<ReminderListResponse>('/api/reminders', { signal }),
    refetchInterval: REMINDERS_REFRESH_MS,
  });

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => api.get<CalendarFeedResponse>('/api/calendar/feed', { signal }),
  });

/** The recipients the Add Event dialog offers (the same key as the recipients page's unfiltered list). */
export const recipientOptionsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.recipients(),
    queryFn: async ({ signal }) => (await api.get<RecipientListResponse>('/api/recipients', { signal })).recipients,
  });

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of ALL_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateOccasion() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async (input: OccasionInput) => (await api.post<OccasionResponse>('/api/occasions', input)).occasion,
    onSuccess: refresh,
  });
}

export function useSendOverdueReminders() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => api.post<SendRemindersResponse>('/api/reminders/send-overdue'),
    onSuccess: refresh,
  });
}

/** 'Paused: you unsubscribed from reminder emails' -> turns them back on; the card then reads the new status. */
export function useResubscribeReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReminderEmailStatus>('/api/reminders/resubscribe'),
    onSuccess: (email) => {
      queryClient.setQueryData<ReminderListResponse>(calendarKeys.reminders(), (list) => (list ? { ...list, email } : list));
      void queryClient.invalidateQueries({ queryKey: calendarKeys.reminders() });
    },
  });
}

export function useReplaceFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedResponse>('/api/calendar/feed'),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(), feed),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>('/api/calendar/feed'),
    onSuccess: () => queryClient.setQueryData<CalendarFeedResponse>(calendarKeys.feed(), { url: null, createdAt: null }),
  });
}

export const occasionQuery = (id: string) =>
  queryOptions({
    queryKey: ['occasions', 'one', id] as const,
    queryFn: async ({ signal }) => (await api.get<OccasionResponse>(`/api/occasions/${encodeURIComponent(id)}`, { signal })).occasion,
  });

/** Another reminder for an occasion (issue 11: several per occasion, e.g. 30 days, 7 days and on the day). */
export function useAddReminder(occasionId: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (reminderDays: number) => api.post<ReminderResponse>(`/api/occasions/${encodeURIComponent(occasionId)}/reminders`, { reminderDays }),
    onSuccess: refresh,
  });
}

export function useCancelReminder() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (reminderId: string) => api.delete<ReminderResponse>(`/api/reminders/${encodeURIComponent(reminderId)}`),
    onSuccess: refresh,
  });
}

/** Soft delete (core-app.md 4): the occasion becomes inactive and its reminders are cancelled. */
export function useDeleteOccasion() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (occasionId: string) => api.delete<unknown>(`/api/occasions/${encodeURIComponent(occasionId)}`),
    onSuccess: refresh,
  });
}
