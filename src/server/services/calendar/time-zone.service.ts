import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, isValidTimeZone, todayIn } from '#shared/calendar/dates.js';
import type { Database } from '#server/db/client.js';
import { userProfiles } from '#server/db/schema/index.js';

/**
 * The person's time zone (user_profiles.time_zone; docs/decisions/110): reminders go out at 09:00 in it and
 * "today" is today in it. Without a profile row or a zone, UTC.
 */

export async function findTimeZone(db: Database, userId: string): Promise<{ timeZone: string; isDefault: boolean }> {
  const [row] = await db.select({ timeZone: userProfiles.timeZone }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  const zone = row?.timeZone;
  return zone && isValidTimeZone(zone) ? { timeZone: zone, isDefault: false } : { timeZone: DEFAULT_TIME_ZONE, isDefault: true };
}

async function getTimeZone(db: Database, userId: string): Promise<string> {
  return (await findTimeZone(db, userId)).timeZone;
}

/** Sets the zone, creating the profile row when it is missing (the spec's fallback user has none). */
export async function setTimeZone(db: Database, userId: string, timeZone: string, now: Date): Promise<{ timeZone: string; isDefault: boolean }> {
  await db
    .insert(userProfiles)
    .values({ userId, timeZone, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { timeZone, updatedAt: now } });
  return { timeZone, isDefault: false };
}

/** The person's zone and today's date in it at `now`. */
export async function personToday(db: Database, userId: string, now: Date): Promise<{ timeZone: string; today: string }> {
  const timeZone = await getTimeZone(db, userId);
  return { timeZone, today: todayIn(now, timeZone) };
}
