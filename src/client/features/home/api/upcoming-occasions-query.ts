import { queryOptions } from '@tanstack/react-query';

/** The home card looks at the same 30 days as the calendar's Upcoming Events (core-app.md 9). */
const HOME_UPCOMING_DAYS = 30;
/** The card lists the nearest few; the calendar has the rest. */
export const HOME_UPCOMING_SHOWN = 4;

/**
 * The calendar's Upcoming Events query for 30 days: the key queryKeyFor(calendarApi.upcoming, input) gives
 * (upcoming-occasions-query.test.ts proves it), so a new event refreshes the home card too. The contract itself
 * is loaded with the call, never on the first load of / (docs/decisions/180).
 */
export const upcomingOccasionsInput = { query: { days: HOME_UPCOMING_DAYS } };

export const upcomingOccasionsQuery = () =>
  queryOptions({
    queryKey: ['calendar', 'upcoming', upcomingOccasionsInput] as const,
    queryFn: async ({ signal }) => (await import('./upcoming-occasions-call')).fetchUpcomingOccasions(HOME_UPCOMING_DAYS, signal),
  });
