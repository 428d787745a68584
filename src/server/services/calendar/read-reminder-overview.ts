import { isReminderSendable } from '#shared/calendar/dates.js';
import type { ReminderEmailStatus, ReminderStats } from '#shared/schemas/reminders.js';
import type { Database } from '#server/db/client.js';
import type { ReminderRow } from './reminder-rows.js';
import { listReminders, reminderEmailStatus, statsOf } from './reminder.service.js';
import { personToday } from './time-zone.service.js';

export interface ReminderOverview {
  rows: ReminderRow[];
  stats: ReminderStats;
  /** The next one to go out: the soonest active, unsent reminder whose time has not come yet. */
  next: ReminderRow | null;
  email: ReminderEmailStatus;
  today: string;
  timeZone: string;
}

/** GET /api/reminders as one operation: the Email Reminders card's list, stats, next reminder and email status. */
export async function readReminderOverview(db: Database, userId: string, now: Date): Promise<ReminderOverview> {
  const { today, timeZone } = await personToday(db, userId, now);
  const [rows, email] = await Promise.all([listReminders(db, userId), reminderEmailStatus(db, userId)]);
  const next = rows.find((r) => r.isActive && !r.emailSent && r.occasionDate >= today && !isReminderSendable(r, now, timeZone)) ?? null;
  return { rows, stats: statsOf(rows, today), next, email, today, timeZone };
}
