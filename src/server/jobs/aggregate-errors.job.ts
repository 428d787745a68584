import { z } from 'zod';
import { aggregateErrorsForDay, utcDay } from '#server/services/errors/error-admin.service.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({
  /** The UTC day to count ('YYYY-MM-DD'); by default the day before the run. */
  day: z.iso.date().optional(),
});

/** Daily at 01:00 UTC: counts yesterday's error_logs into error_aggregations (an idempotent upsert). */
export const aggregateErrorsJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'aggregate-errors',
  payload: Payload,
  schedule: { dailyAtUtcHour: 1 },
  async handle({ day }, { db, now, log }) {
    const at = now();
    const target = day ?? utcDay(new Date(at.getTime() - 24 * 60 * 60 * 1000));
    const groups = await aggregateErrorsForDay(db, target, at);
    log.info({ day: target, groups }, 'aggregated errors');
  },
};
