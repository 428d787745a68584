import { queryOptions } from '@tanstack/react-query';
import type { CalendarEventListResponse } from '#shared/schemas/occasions';
import { api } from '#client/lib/api-client';

/** The home card looks at the same 30 days as the calendar's Upcoming Events (core-app.md 9). */
const HOME_UPCOMING_DAYS = 30;
/** The card lists the nearest few; the calendar has the rest. */
export const HOME_UPCOMING_SHOWN = 4;

/** Shares the calendar's key (['occasions', 'upcoming', days]), so a new event refreshes the home card too. */
export const upcomingOccasionsQuery = () =>
  queryOptions({
    queryKey: ['occasions', 'upcoming', HOME_UPCOMING_DAYS] as const,
    queryFn: ({ signal }) => api.get<CalendarEventListResponse>(`/api/occasions/upcoming?days=${HOME_UPCOMING_DAYS}`, { signal }),
  });
