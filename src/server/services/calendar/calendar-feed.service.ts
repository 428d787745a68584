import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { addDays, type CalendarDate } from '#shared/calendar/dates.js';
import type { Database } from '#server/db/client.js';
import { calendarFeeds, occasions, recipients } from '#server/db/schema/index.js';
import { decryptSecret, encryptSecret } from '#server/lib/secret-box.js';


/**
 * The private iCalendar feed (issue 11): a secret URL that Google Calendar and Apple Calendar subscribe to. The
 * secret is 32 random bytes; the database keeps its SHA-256 for the lookup and a sealed copy (SECRETS_KEY) so the
 * owner can see the URL again. A new secret replaces the old one (the old URL stops working); revoking deletes
 * it. The calendar is built with ical-generator (docs/decisions/112).
 */

const SEAL_CONTEXT = 'calendar-feed';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface FeedKeys {
  secretsKey: Buffer;
  baseUrl: string;
}

function feedUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/calendar/feed/${token}.ics`;
}

export async function getFeed(db: Database, userId: string, keys: FeedKeys): Promise<{ url: string | null; createdAt: Date | null }> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  if (!row) return { url: null, createdAt: null };
  return { url: feedUrl(keys.baseUrl, decryptSecret(row.tokenSealed, keys.secretsKey, SEAL_CONTEXT)), createdAt: row.createdAt };
}

/** A new secret URL; any older one stops working at once. */
export async function rotateFeed(db: Database, userId: string, keys: FeedKeys, now: Date): Promise<{ url: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const values = { tokenHash: hashOf(token), tokenSealed: encryptSecret(token, keys.secretsKey, SEAL_CONTEXT), createdAt: now, lastFetchedAt: null };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return { url: feedUrl(keys.baseUrl, token), createdAt: now };
}

export async function revokeFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a feed secret, or undefined (unknown or revoked). */
export async function feedOwner(db: Database, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(eq(calendarFeeds.tokenHash, hashOf(token)))
    .returning({ userId: calendarFeeds.userId });
  return row?.userId;
}

/**
 * The person's active occasions as all-day events; recurring ones repeat yearly (a Feb 29 one on the last day of
 * February, so other years get Feb 28 as in the app). Each links to the gift finder for its recipient.
 */
export async function buildFeed(db: Database, userId: string, baseUrl: string, now: Date): Promise<string> {
  const rows = await db
    .select({ occasion: occasions, recipientName: recipients.name })
    .from(occasions)
    .leftJoin(recipients, eq(recipients.id, occasions.recipientId))
    .where(and(eq(occasions.ownerId, userId), eq(occasions.isActive, true)));
  const calendar = ical({
    name: 'Giftwise occasions',
    prodId: { company: 'Giftwise', product: 'Occasions', language: 'EN' },
    ttl: 60 * 60 * 6,
  });
  for (const { occasion, recipientName } of rows) {
    const [, month, day] = occasion.date.split('-');
    const feb29 = month === '02' && day === '29';
    const link = occasion.recipientId ? `${baseUrl}/gift-for-someone?recipient=${occasion.recipientId}` : `${baseUrl}/calendar`;
    calendar.createEvent({
      id: `${occasion.id}@giftwise`,
      start: new Date(`${occasion.date}T00:00:00Z`),
      end: new Date(`${addDays(occasion.date as CalendarDate, 1)}T00:00:00Z`),
      allDay: true,
      stamp: occasion.updatedAt ?? now,
      summary: occasion.title,
      description: recipientName ? `${occasion.type === 'birthday' ? 'Birthday' : 'Occasion'} for ${recipientName}. Find gift ideas: ${link}` : `Find gift ideas: ${link}`,
      url: link,
      categories: [{ name: occasion.type }],
      repeating: occasion.recurringAnnually
        ? feb29
          ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] }
          : { freq: ICalEventRepeatingFreq.YEARLY }
        : undefined,
    });
  }
  return calendar.toString();
}
