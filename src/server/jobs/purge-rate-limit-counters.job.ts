import { z } from 'zod';
import { purgeEndedRateLimitWindows } from '#server/services/rate-limit/db-store.js';
import type { JobDefinition } from './types.js';

/** Hourly: deletes rate-limit windows that have ended (database store only; Redis keys expire by themselves). */
const Payload = z.object({});

export const purgeRateLimitCountersJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'purge-rate-limit-counters',
  payload: Payload,
  schedule: { everyMinutes: 60 },
  async handle(_payload, { db, now, log }) {
    const deleted = await purgeEndedRateLimitWindows(db, now());
    log.info({ deleted }, 'purged ended rate-limit windows');
  },
};
