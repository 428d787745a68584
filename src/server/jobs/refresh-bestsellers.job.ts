import { z } from 'zod';
import { createRetailSource } from '../integrations/retail/index.js';
import { createSampleRetailSource } from '../integrations/retail/sample-source.js';
import { refreshCatalog } from '../services/products/catalog-cache.service.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({});

/**
 * Daily at 04:00 UTC: refresh the best-seller cache from the retail source ("updated daily"). The queue
 * runs it once per day across instances; force skips the coalescing window (a visitor's refresh a minute
 * earlier does not cancel the daily one), while the refresh's own claim still keeps it from running twice
 * at once. When the source fails the sample catalog answers and the cache status says so.
 */
export const refreshBestsellersJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'refresh-bestsellers',
  payload: Payload,
  schedule: { dailyAtUtcHour: 4 },
  async handle(_payload, { db, settings, now, log }) {
    const source = createRetailSource(settings);
    const fallback = source.name === 'sample' ? source : createSampleRetailSource();
    const result = await refreshCatalog({ db, source, fallback, now, log }, { force: true });
    log.info({ ...result }, 'refresh-bestsellers done');
  },
};
