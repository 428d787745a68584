import { z } from 'zod';
import type { JobDefinition } from './types.js';

const Payload = z.object({});

/**
 * Daily at 04:00 UTC: refresh the best-seller cache from the retail source ("updated daily"). The queue
 * runs it once per day across instances; force skips the coalescing window (a visitor's refresh a minute
 * earlier does not cancel the daily one), while the refresh's own claim still keeps it from running twice
 * at once. When the source fails the sample catalog answers and the cache status says so. The app context's
 * catalog does the work, so this process's remembered lists are forgotten with the refresh.
 */
export const refreshBestsellersJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'refresh-bestsellers',
  payload: Payload,
  schedule: { dailyAtUtcHour: 4 },
  async handle(_payload, { catalog, log }) {
    const result = await catalog.refresh({ force: true, log });
    log.info({ ...result }, 'refresh-bestsellers done');
  },
};
