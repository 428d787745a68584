import { lte } from 'drizzle-orm';
import { z } from 'zod';
import { rateLimitCounters } from '#server/db/schema/index.js';
import type { JobDefinition } from './types.js';

/** Hourly: deletes rate-limit windows that have ended (database store only; Redis keys expire by themselves). */
const Payload = z.object({});

export const purgeRateLimitCountersJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'purge-rate-limit-counters',
  payload: Payload,
  schedule: { everyMinutes: 60 },
  async handle(_payload, { db, now, log }) {
    const deleted = await db
      .delete(rateLimitCounters)
      .where(lte(rateLimitCounters.expiresAt, now()))
      .returning({ key: rateLimitCounters.key });
    log.info({ deleted: deleted.length }, 'purged ended rate-limit windows');
  },
};
