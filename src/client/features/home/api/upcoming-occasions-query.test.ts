import { describe, expect, it } from 'vitest';
import { calendarApi } from '#shared/api/calendar';
import { queryKeyFor } from '#client/lib/api-call';
import { upcomingOccasionsInput, upcomingOccasionsQuery } from './upcoming-occasions-query';

describe('the home card\'s upcoming occasions', () => {
  it('has the key the calendar contract gives (the calendar page shares it)', () => {
    expect(upcomingOccasionsQuery().queryKey).toEqual(queryKeyFor(calendarApi.upcoming, upcomingOccasionsInput));
  });
});
