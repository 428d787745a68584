import { calendarApi } from '#shared/api/calendar';
import { call } from '#client/lib/api-call';

/**
 * The home card's call through its contract (calendarApi.upcoming): the answer is parsed with the contract's
 * schema. Loaded on demand by upcoming-occasions-query.ts, once a signed-in person's card asks, so zod stays off
 * the signed-out first load of / (the 150 KB budget; docs/decisions/180).
 */
export function fetchUpcomingOccasions(days: number, signal?: AbortSignal) {
  return call(calendarApi.upcoming, { query: { days } }, { signal });
}
