import { CalendarFeedTokenParams } from '#shared/schemas/calendar.js';
import type { Database } from '#server/db/client.js';
import { buildFeed, feedOwner } from './calendar-feed.service.js';

/**
 * GET /api/calendar/feed/:token as one operation: the iCalendar text of the feed whose secret address this is
 * (<secret>.ics), or null. A malformed, unknown and revoked secret all answer null, so nothing tells a guess apart.
 */
export async function readCalendarFeed(db: Database, token: string, baseUrl: string, now: Date): Promise<string | null> {
  const parsed = CalendarFeedTokenParams.safeParse({ token });
  if (!parsed.success) return null;
  const owner = await feedOwner(db, parsed.data.token.slice(0, -'.ics'.length), now);
  return owner ? buildFeed(db, owner, baseUrl, now) : null;
}
