import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { addDays, type CalendarDate, isWithinNextDays, nextOccurrence, occurrencesBetween } from '#shared/calendar/dates.js';
import type { OccasionType } from '#shared/constants/choice-lists.js';
import { MAX_REMINDERS_PER_OCCASION, OCCASION_MESSAGES, OccasionInput, OccasionUpdate } from '#shared/schemas/occasions.js';
import type { Database } from '#server/db/client.js';
import { occasions, recipients, reminders } from '#server/db/schema/index.js';
import { AppError } from '#server/errors.js';
import { defaultReminderDays } from '#server/services/email/email-preferences.service.js';
import { getRecipient } from '#server/services/recipients/recipient.service.js';
import { addReminders, cancelReminders, moveReminders, type OccasionRow, type ReminderRow } from './reminder-rows.js';

/**
 * Occasions (core-app.md 3, 4, 7; issue 11): owned by owner_id, soft-deleted, recurring ones roll over each year.
 * A birthday occasion is managed through its recipient (recipient.service.ts) and refused here.
 */

export type { OccasionRow } from './reminder-rows.js';

export interface OccasionView {
  occasion: OccasionRow;
  recipientName: string | null;
  reminders: ReminderRow[];
}

export interface CalendarEventView {
  occasion: OccasionRow;
  recipientName: string | null;
  date: CalendarDate;
}

const fieldError = (field: string, message: string) => new AppError('VALIDATION_ERROR', `Invalid input: ${field}`, { fields: { [field]: message } });

/** The Add Event dialog: the occasion, and its reminders only when email reminders are on. */
export async function createOccasion(db: Database, userId: string, input: OccasionInput, today: CalendarDate, now: Date): Promise<OccasionView> {
  const p = OccasionInput.parse(input);
  const recipient = await getRecipient(db, userId, p.recipient_id);
  // Another person's recipient is as unknown as a made-up id: a field error, nothing written.
  if (!recipient) throw fieldError('recipient_id', OCCASION_MESSAGES.recipient);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [occasion] = await tx
      .insert(occasions)
      .values({
        ownerId: userId,
        recipientId: recipient.id,
        title: p.title,
        name: p.title,
        type: p.type,
        date: p.date,
        recurringAnnually: p.recurring_annually,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const days = p.reminder_days ?? [await defaultReminderDays(tx, userId)];
    const rows = p.send_email_reminders ? await addReminders(tx, { userId, occasion, recipient, days, today, now }) : [];
    return { occasion, recipientName: recipient.name, reminders: rows };
  });
}

/** One of the person's active occasions. */
export async function findOccasion(db: Database, userId: string, id: string): Promise<OccasionRow | undefined> {
  const [row] = await db
    .select()
    .from(occasions)
    .where(and(eq(occasions.id, id), eq(occasions.ownerId, userId), eq(occasions.isActive, true)))
    .limit(1);
  return row;
}

async function withDetails(db: Database, rows: OccasionRow[]): Promise<OccasionView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const recipientIds = [...new Set(rows.map((o) => o.recipientId).filter((id): id is string => Boolean(id)))];
  const [names, rems] = await Promise.all([
    recipientIds.length ? db.select({ id: recipients.id, name: recipients.name }).from(recipients).where(inArray(recipients.id, recipientIds)) : [],
    db
      .select()
      .from(reminders)
      .where(and(inArray(reminders.occasionId, ids), eq(reminders.isActive, true)))
      .orderBy(asc(reminders.reminderDate)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((occasion) => ({
    occasion,
    recipientName: occasion.recipientId ? (nameOf.get(occasion.recipientId) ?? null) : null,
    reminders: rems.filter((r) => r.occasionId === occasion.id),
  }));
}

export async function occasionView(db: Database, occasion: OccasionRow): Promise<OccasionView> {
  return (await withDetails(db, [occasion]))[0];
}

/** Active occasions, soonest next date first (core-app.md 7: is_active true, date ascending). */
export async function listOccasions(db: Database, userId: string, today: CalendarDate): Promise<OccasionView[]> {
  const rows = await db.select().from(occasions).where(and(eq(occasions.ownerId, userId), eq(occasions.isActive, true)));
  rows.sort((a, b) => nextOccurrence(a, today).localeCompare(nextOccurrence(b, today)) || a.title.localeCompare(b.title));
  return withDetails(db, rows);
}

/** Every occurrence of the person's active occasions between from and to (the month grid, the feed). */
export async function calendarEvents(
  db: Database,
  userId: string,
  range: { from: CalendarDate; to: CalendarDate; type?: OccasionType },
): Promise<CalendarEventView[]> {
  const filters = [eq(occasions.ownerId, userId), eq(occasions.isActive, true)];
  if (range.type) filters.push(eq(occasions.type, range.type));
  const rows = await db.select().from(occasions).where(and(...filters));
  const views = await withDetails(db, rows);
  const events: CalendarEventView[] = [];
  for (const v of views) {
    for (const date of occurrencesBetween(v.occasion, range.from, range.to)) events.push({ occasion: v.occasion, recipientName: v.recipientName, date });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.occasion.title.localeCompare(b.occasion.title));
}

/** Upcoming: occurrences from today to today + days (core-app.md 7 "upcoming window (default 30 days)"). */
export function upcomingEvents(db: Database, userId: string, today: CalendarDate, days: number, type?: OccasionType): Promise<CalendarEventView[]> {
  return calendarEvents(db, userId, { from: today, to: addDays(today, days), type });
}

/** Counts the occurrences in the next 30 days (Quick Stats' Next 30 Days). */
export async function countNext30Days(db: Database, userId: string, today: CalendarDate): Promise<number> {
  const events = await upcomingEvents(db, userId, today, 30);
  return events.filter((e) => isWithinNextDays(e.date, today)).length;
}

function refuseBirthday(occasion: OccasionRow): void {
  if (occasion.isBirthday) throw new AppError('VALIDATION_ERROR', OCCASION_MESSAGES.birthdayManaged, { fields: { _: OCCASION_MESSAGES.birthdayManaged } });
}

/** Edits title, type, date or recurring (update by id and owner); unsent reminders move with the date. */
export async function updateOccasion(db: Database, occasion: OccasionRow, change: OccasionUpdate, today: CalendarDate, now: Date): Promise<OccasionRow> {
  refuseBirthday(occasion);
  const p = OccasionUpdate.parse(change);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx
      .update(occasions)
      .set({
        ...(p.title !== undefined ? { title: p.title, name: p.title } : {}),
        ...(p.type !== undefined ? { type: p.type } : {}),
        ...(p.date !== undefined ? { date: p.date } : {}),
        ...(p.recurring_annually !== undefined ? { recurringAnnually: p.recurring_annually } : {}),
        updatedAt: now,
      })
      .where(and(eq(occasions.id, occasion.id), eq(occasions.ownerId, occasion.ownerId)))
      .returning();
    await moveReminders(tx, row, today, now);
    return row;
  });
}

/** Soft delete (core-app.md 4): is_active false; its reminders are cancelled. */
export async function deleteOccasion(db: Database, occasion: OccasionRow, now: Date): Promise<void> {
  refuseBirthday(occasion);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await tx.update(occasions).set({ isActive: false, updatedAt: now }).where(and(eq(occasions.id, occasion.id), eq(occasions.ownerId, occasion.ownerId)));
    await cancelReminders(tx, [occasion.id], now);
  });
}

/** One more reminder for an occasion ('You already have this reminder' when the same days exist). */
export async function addOccasionReminder(db: Database, occasion: OccasionRow, reminderDays: number, today: CalendarDate, now: Date): Promise<ReminderRow> {
  const [{ n }] = await db.select({ n: count() }).from(reminders).where(and(eq(reminders.occasionId, occasion.id), eq(reminders.isActive, true)));
  if (n >= MAX_REMINDERS_PER_OCCASION) throw fieldError('reminderDays', `At most ${MAX_REMINDERS_PER_OCCASION} reminders per event`);
  const recipient = occasion.recipientId ? await getRecipient(db, occasion.ownerId, occasion.recipientId) : undefined;
  const [row] = await addReminders(db, { userId: occasion.ownerId, occasion, recipient: recipient ?? null, days: [reminderDays], today, now });
  if (!row) throw fieldError('reminderDays', 'You already have this reminder');
  return row;
}
