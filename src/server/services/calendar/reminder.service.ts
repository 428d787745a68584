import { setTimeout as delay } from 'node:timers/promises';
import { and, asc, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import {
  addDays,
  type CalendarDate,
  daysBetween,
  isReminderOverdue,
  isReminderSendable,
  nextOccurrence,
  reminderDateFor,
  reminderStats,
  type ReminderStats,
  todayIn,
} from '#shared/calendar/dates.js';
import { birthdayReminderNotification, birthdayWhen } from '#shared/notifications/generators.js';
import { REMINDER_NOT_FOUND, type ReminderEmailStatus, type SendRemindersResponse } from '#shared/schemas/reminders.js';
import type { Database } from '#server/db/client.js';
import { emailOutbox, occasions, recipients, reminders, userProfiles, users } from '#server/db/schema/index.js';
import { AppError } from '#server/errors.js';
import { renderEmail } from '#server/services/email/email-layout.js';
import { isSuppressed } from '#server/services/email/email-category.js';
import { getEmailPreferences } from '#server/services/email/email-preferences.service.js';
import type { MailDefaults } from '#server/services/email/outbox.service.js';
import { findUnsubscribeFlags, setUnsubscribeFlags } from '#server/services/email/unsubscribe.service.js';
import { deliverReminder } from '#server/services/notifications/notification.service.js';
import { pushPayloadFor } from '#server/services/notifications/push-delivery.service.js';
import type { ReminderRow } from './reminder-rows.js';

/**
 * Reminders (core-app.md 3, 4, 5, 9; issue 11). Sending is one path for the scheduled job, 'Send Overdue
 * Reminders' and a single send: lock the reminder row, skip it when already sent, else hand the reminder (its
 * 'Gift Reminder' email, its push, a birthday's in-app notification) to the notification service, which decides the
 * channels from the owner's preferences, and mark the reminder done for this occasion date, all in one
 * transaction (decisions 113, 162, 163, 174). The row lock and the sent flag make two workers (or a
 * worker and a button) send it once; a crash before the commit leaves it unsent for the next run.
 */

export type { ReminderRow } from './reminder-rows.js';
export const REMINDER_SUBJECT = 'Gift Reminder';
/** 200 ms between bulk reminder emails (core-app.md 9). */
export const BULK_PAUSE_MS = 200;

export interface ReminderDeps {
  db: Database;
  now: () => Date;
  mail: Required<MailDefaults>;
  /** Waits between bulk emails; tests may record the pauses instead. */
  pause?: (ms: number) => Promise<unknown>;
}

/** The person's reminders: active unsent ones first by reminder date, then the rest newest first. */
export async function listReminders(db: Database, userId: string): Promise<ReminderRow[]> {
  const rows = await db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.reminderDate), asc(reminders.occasionDate));
  const pending = rows.filter((r) => r.isActive && !r.emailSent);
  const rest = rows.filter((r) => !(r.isActive && !r.emailSent)).reverse();
  return [...pending, ...rest];
}

export function statsOf(rows: readonly ReminderRow[], today: CalendarDate): ReminderStats {
  return reminderStats(rows, today);
}

export async function findReminder(db: Database, userId: string, id: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminders).where(and(eq(reminders.id, id), eq(reminders.userId, userId))).limit(1);
  return row;
}

/** Cancel (core-app.md 4): the reminder becomes inactive. */
export async function cancelReminder(db: Database, reminder: ReminderRow, now: Date): Promise<ReminderRow> {
  const [row] = await db
    .update(reminders)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(reminders.id, reminder.id), eq(reminders.userId, reminder.userId)))
    .returning();
  return row;
}

function dateLabel(date: CalendarDate): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The 'Gift Reminder' email: the name, occasion and date, and a link to the gift finder for that person. */
function reminderEmail(r: ReminderRow, ownerName: string, today: CalendarDate, baseUrl: string) {
  const when = birthdayWhen(daysBetween(today, r.occasionDate));
  const link = r.recipientId ? `${baseUrl}/gift-for-someone?recipient=${encodeURIComponent(r.recipientId)}` : `${baseUrl}/gift-for-someone`;
  return renderEmail({
    subject: REMINDER_SUBJECT,
    heading: `${r.occasion} is ${when}`,
    greeting: `Hi ${ownerName.trim().split(/\s+/)[0] || 'there'},`,
    blocks: [
      { paragraph: `This is your reminder: ${r.occasion} is ${when}. There is still time to find the perfect gift for ${r.recipientName}.` },
      {
        facts: [
          ['Name', r.recipientName],
          ['Occasion', r.occasion],
          ['Date', dateLabel(r.occasionDate)],
        ],
      },
    ],
    action: { label: 'Find Gift Ideas', url: link },
    footer: 'You set this reminder in your Giftwise calendar.',
  });
}

/** The push about a reminder: what the email says, leading to the gift finder for that person. */
function reminderPush(r: ReminderRow, today: CalendarDate) {
  const when = birthdayWhen(daysBetween(today, r.occasionDate));
  const url = r.recipientId ? `/gift-for-someone?recipient=${encodeURIComponent(r.recipientId)}` : '/gift-for-someone';
  return pushPayloadFor(
    { title: `${r.occasion} is ${when}`, message: `There is still time to find the perfect gift for ${r.recipientName}.`, url },
    `reminder-${r.id}-${r.occasionDate}`,
  );
}

type SendOutcome = 'sent' | 'skipped';

/** Sends one reminder by the one path (see the file's comment). Throws 'Reminder not found' when it is missing. */
export async function sendReminder(deps: ReminderDeps, reminderId: string, ownerId?: string): Promise<SendOutcome> {
  const { db, mail } = deps;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const locked = await tx
      .select({
        reminder: reminders,
        email: users.email,
        name: users.name,
        timeZone: userProfiles.timeZone,
        isBirthday: occasions.isBirthday,
        pushReminders: recipients.pushReminders,
      })
      .from(reminders)
      .innerJoin(users, eq(users.id, reminders.userId))
      .leftJoin(recipients, and(eq(recipients.id, reminders.recipientId), eq(recipients.userId, reminders.userId)))
      .leftJoin(userProfiles, eq(userProfiles.userId, reminders.userId))
      .leftJoin(occasions, eq(occasions.id, reminders.occasionId))
      .where(and(eq(reminders.id, reminderId), ownerId ? eq(reminders.userId, ownerId) : undefined))
      .for('update', { of: reminders });
    const found = locked[0];
    if (!found) throw new AppError('RESOURCE_NOT_FOUND', REMINDER_NOT_FOUND);
    const r = found.reminder;
    if (r.emailSent || !r.isActive) return 'skipped';
    const now = deps.now();
    const today = todayIn(now, found.timeZone ?? undefined);
    const notification = found.isBirthday
      ? { userId: r.userId, ...birthdayReminderNotification({ recipientName: r.recipientName, daysUntil: daysBetween(today, r.occasionDate), recipientId: r.recipientId ?? undefined }) }
      : null;
    // The notification service decides the channels from the owner's preferences (decisions 162, 174).
    const { outboxId, delivered } = await deliverReminder(
      tx,
      {
        userId: r.userId,
        // One email per reminder and occasion date: a retried run finds it in the outbox instead of adding a copy.
        email: { to: found.email, ...reminderEmail(r, found.name, today, mail.baseUrl), tags: ['reminder'], messageKey: `reminder-${r.id}-${r.occasionDate}` },
        push: reminderPush(r, today),
        notification,
        pushReminders: Boolean(found.pushReminders),
      },
      mail,
      now,
    );
    // Done for this occasion date even when nothing went (decision 174): it is not overdue, nor tried again.
    await tx.update(reminders).set({ emailSent: true, sentAt: now, emailOutboxId: outboxId, updatedAt: now }).where(eq(reminders.id, r.id));
    return delivered ? 'sent' : 'skipped';
  });
}

async function sendEach(deps: ReminderDeps, rows: readonly { id: string; recipientName: string; userId: string }[]): Promise<SendRemindersResponse> {
  const result: SendRemindersResponse = { sent: 0, skipped: 0, failed: [] };
  const pause = deps.pause ?? ((ms: number) => delay(ms));
  for (const r of rows) {
    try {
      const outcome = await sendReminder(deps, r.id, r.userId);
      result[outcome] += 1;
      // 200 ms between bulk emails (only after one was actually queued).
      if (outcome === 'sent' && r !== rows.at(-1)) await pause(BULK_PAUSE_MS);
    } catch (error) {
      result.failed.push({ reminderId: r.id, recipientName: r.recipientName, error: error instanceof AppError ? error.message : 'The reminder could not be sent' });
    }
  }
  return result;
}

/** 'Send Overdue Reminders': every overdue reminder of the person, by the job's path. */
export async function sendOverdueReminders(deps: ReminderDeps, userId: string, timeZone: string): Promise<SendRemindersResponse> {
  const today = todayIn(deps.now(), timeZone);
  const rows = (await listReminders(deps.db, userId)).filter((r) => isReminderOverdue(r, today));
  return sendEach(deps, rows);
}

/**
 * The job's pass: reminders whose 09:00 local time on their reminder date has come, in every person's zone.
 * Candidates are read with a day's margin (zones run up to 14 h ahead of UTC), then checked in their zone.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<SendRemindersResponse> {
  const now = deps.now();
  const utcToday = now.toISOString().slice(0, 10);
  const margin = addDays(utcToday, 1);
  const candidates = await deps.db
    .select({ reminder: reminders, timeZone: userProfiles.timeZone })
    .from(reminders)
    .leftJoin(userProfiles, eq(userProfiles.userId, reminders.userId))
    // Occasions over everywhere (zones run down to 12 h behind UTC) are left out: their reminders can never go.
    .where(and(eq(reminders.isActive, true), eq(reminders.emailSent, false), lte(reminders.reminderDate, margin), gte(reminders.occasionDate, addDays(utcToday, -1))))
    .orderBy(asc(reminders.reminderDate), asc(reminders.createdAt));
  const due = candidates.filter((c) => isReminderSendable(c.reminder, now, c.timeZone ?? undefined)).map((c) => c.reminder);
  return sendEach(deps, due);
}

/**
 * Recurring occasions really recur: once an occasion's day is over in its owner's zone, its reminders move to
 * the next occurrence and are unsent again. One-off occasions' reminders stay as they were (history).
 */
export async function rollOverReminders(db: Database, now: Date): Promise<number> {
  const margin = now.toISOString().slice(0, 10);
  const rows = await db
    .select({ reminder: reminders, occasion: occasions, timeZone: userProfiles.timeZone })
    .from(reminders)
    .innerJoin(occasions, eq(occasions.id, reminders.occasionId))
    .leftJoin(userProfiles, eq(userProfiles.userId, reminders.userId))
    .where(and(eq(reminders.isActive, true), eq(occasions.isActive, true), eq(occasions.recurringAnnually, true), sql`${reminders.occasionDate} <= ${margin}::date`));
  let moved = 0;
  for (const { reminder, occasion, timeZone } of rows) {
    const today = todayIn(now, timeZone ?? undefined);
    if (reminder.occasionDate >= today) continue;
    const occasionDate = nextOccurrence(occasion, today);
    const reminderDate = reminderDateFor(occasionDate, reminder.reminderDays);
    await db
      .update(reminders)
      .set({ occasionDate, reminderDate, emailSent: false, sentAt: null, emailOutboxId: null, updatedAt: now })
      .where(and(eq(reminders.id, reminder.id), eq(reminders.occasionDate, reminder.occasionDate)));
    moved += 1;
  }
  return moved;
}

/**
 * Reminder emails sent (Quick Stats' Emails Sent): the person's reminder emails in the outbox, less those
 * suppressed or failed. Counted there because a recurring reminder's sent flag resets each year.
 */
export async function countSentReminders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.category, 'reminders'), notInArray(emailOutbox.status, ['failed', 'skipped'])));
  return row?.n ?? 0;
}

/** The Email Reminders card's Status (decision 174): what the send path would decide about the email right now. */
export async function reminderEmailStatus(db: Database, userId: string): Promise<ReminderEmailStatus> {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const preferences = await getEmailPreferences(db, userId);
  const unsubscribed = owner ? isSuppressed('reminders', await findUnsubscribeFlags(db, owner.email)) : false;
  const status = unsubscribed ? 'unsubscribed' : preferences.emailNotifications.occasionReminders ? 'active' : 'turned_off';
  return { status, defaultReminderDays: preferences.reminderTiming.occasions };
}

/**
 * 'Turn reminder emails back on' from the calendar: clears the address's reminders opt-out. An opt-out of every
 * email is narrowed to marketing, which the person never asked for here; the other emails keep their switches.
 */
export async function resubscribeToReminders(db: Database, userId: string, now: Date): Promise<ReminderEmailStatus> {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (owner) {
    const flags = await findUnsubscribeFlags(db, owner.email);
    await setUnsubscribeFlags(db, owner.email, flags.all ? { all: false, reminders: false, marketing: true } : { reminders: false }, now);
  }
  return reminderEmailStatus(db, userId);
}
