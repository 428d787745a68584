import type { CalendarQuickStats } from '#shared/schemas/calendar.js';
import type { Database } from '#server/db/client.js';
import { listRecipients } from '#server/services/recipients/recipient.service.js';
import { countNext30Days } from './occasion.service.js';
import { countSentReminders, listReminders, statsOf } from './reminder.service.js';
import { personToday } from './time-zone.service.js';

/** GET /api/calendar/stats as one operation: the calendar's Quick Stats, counted as of the person's today. */
export async function readCalendarStats(db: Database, userId: string, now: Date): Promise<CalendarQuickStats> {
  const { today } = await personToday(db, userId, now);
  const [recipients, reminders, next30Days, emailsSent] = await Promise.all([
    listRecipients(db, userId),
    listReminders(db, userId),
    countNext30Days(db, userId, today),
    countSentReminders(db, userId),
  ]);
  return { totalRecipients: recipients.length, activeReminders: statsOf(reminders, today).active, next30Days, emailsSent };
}
