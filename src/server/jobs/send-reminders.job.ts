import { z } from 'zod';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { rollOverReminders, sendDueReminders } from '#server/services/calendar/reminder.service.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({});

/**
 * Every 5 minutes: recurring occasions' reminders roll to the next year once the day is over, then every reminder
 * whose 09:00 (in its owner's time zone) on its reminder date has come is sent through the outbox, 200 ms apart
 * (core-app.md 9; issue 11). The schedule's unique key runs it once per period across instances; the
 * reminder's row lock and sent flag keep a re-run (after a lease ran out) from sending anything twice.
 */
export const sendRemindersJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'send-reminders',
  payload: Payload,
  schedule: { everyMinutes: 5 },
  async handle(_payload, { db, now, settings, log }) {
    const rolled = await rollOverReminders(db, now());
    const result = await sendDueReminders({ db, now, mail: mailDefaults(settings) });
    if (rolled || result.sent || result.failed.length) log.info({ rolled, sent: result.sent, skipped: result.skipped, failed: result.failed.length }, 'reminders');
  },
};
