import { and, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '#server/db/schema/index.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({ keepDays: z.number().int().positive().default(14) });

/** Daily: deletes finished jobs older than two weeks, so the scheduled runs do not pile up. */
export const pruneJobsJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'prune-jobs',
  payload: Payload,
  schedule: { dailyAtUtcHour: 4 },
  async handle({ keepDays }, { db, now, log }) {
    const before = new Date(now().getTime() - keepDays * 24 * 60 * 60 * 1000);
    const deleted = await db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
      .returning({ id: jobs.id });
    log.info({ deleted: deleted.length }, 'pruned finished jobs');
  },
};
