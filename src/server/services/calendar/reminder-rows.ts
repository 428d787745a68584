import { and, eq, inArray } from 'drizzle-orm';
import { type CalendarDate, nextOccurrence, reminderDateFor } from '#shared/calendar/dates.js';
import type { Database } from '#server/db/client.js';
import { occasions, recipients, reminders } from '#server/db/schema/index.js';

/**
 * Writing reminder rows for an occasion (shared by the recipient service's birthday occasion and the occasion
 * service). A reminder is for the occasion's next date on or after today; its reminder_date is that date minus
 * its days, but never before today (a 30-day reminder for an event in 10 days goes out today). Fixed fields
 * (recipient name and email, occasion title) are copied as the spec's reminder has them.
 */

export type OccasionRow = typeof occasions.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;
type RecipientRow = typeof recipients.$inferSelect;

function reminderDates(occasion: Pick<OccasionRow, 'date' | 'recurringAnnually'>, days: number, today: CalendarDate): { occasionDate: CalendarDate; reminderDate: CalendarDate } {
  const occasionDate = nextOccurrence(occasion, today);
  const wanted = reminderDateFor(occasionDate, days);
  // A reminder date already past (the event is sooner than the days) is due today, not overdue from the start.
  const reminderDate = wanted < today && occasionDate >= today ? today : wanted;
  return { occasionDate, reminderDate };
}

/** Adds reminders (one per entry of days) for an occasion; an existing active one for the same days is kept. */
export async function addReminders(
  db: Database,
  input: { userId: string; occasion: OccasionRow; recipient: Pick<RecipientRow, 'id' | 'name' | 'email'> | null; days: readonly number[]; today: CalendarDate; now: Date },
): Promise<ReminderRow[]> {
  if (input.days.length === 0) return [];
  const rows = input.days.map((d) => {
    const { occasionDate, reminderDate } = reminderDates(input.occasion, d, input.today);
    return {
      userId: input.userId,
      recipientId: input.recipient?.id ?? null,
      occasionId: input.occasion.id,
      recipientName: input.recipient?.name ?? input.occasion.title,
      recipientEmail: input.recipient?.email ?? null,
      occasion: input.occasion.title,
      occasionDate,
      reminderDate,
      reminderDays: d,
      createdAt: input.now,
      updatedAt: input.now,
    };
  });
  return db.insert(reminders).values(rows).onConflictDoNothing().returning();
}

/** Moves an occasion's unsent active reminders to its (new) date and title. Sent ones stay as history. */
export async function moveReminders(db: Database, occasion: OccasionRow, today: CalendarDate, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.occasionId, occasion.id), eq(reminders.isActive, true), eq(reminders.emailSent, false)));
  for (const r of rows) {
    const { occasionDate, reminderDate } = reminderDates(occasion, r.reminderDays, today);
    await db.update(reminders).set({ occasionDate, reminderDate, occasion: occasion.title, updatedAt: now }).where(eq(reminders.id, r.id));
  }
}

/** Cancels (is_active false) the active reminders of these occasions. */
export async function cancelReminders(db: Database, occasionIds: readonly string[], now: Date): Promise<void> {
  if (occasionIds.length === 0) return;
  await db.update(reminders).set({ isActive: false, updatedAt: now }).where(and(inArray(reminders.occasionId, [...occasionIds]), eq(reminders.isActive, true)));
}
