import { z } from 'zod';
import { pruneFinishedJobs } from './queue.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({ keepDays: z.number().int().positive().default(14) });

/** Daily: deletes finished jobs older than two weeks, so the scheduled runs do not pile up. */
export const pruneJobsJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'prune-jobs',
  payload: Payload,
  schedule: { dailyAtUtcHour: 4 },
  async handle({ keepDays }, { db, now, log }) {
    const deleted = await pruneFinishedJobs(db, new Date(now().getTime() - keepDays * 24 * 60 * 60 * 1000));
    log.info({ deleted }, 'pruned finished jobs');
  },
};
