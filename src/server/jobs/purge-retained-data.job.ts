import { z } from 'zod';
import { deleteExpiredVerifications, purgeFinishedEmailBodies } from '#server/services/email/retention.service.js';
import { deleteLapsedClaims } from '#server/services/wishlists/wishlist-claims.service.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({});

/**
 * Daily: empties the bodies of finished emails after 30 days and deletes expired verification rows (issue 8),
 * and share-link visitors' claims never confirmed within 7 days (issue 12).
 */
export const purgeRetainedDataJob: JobDefinition<z.infer<typeof Payload>> = {
  name: 'purge-retained-data',
  payload: Payload,
  schedule: { dailyAtUtcHour: 4 },
  async handle(_payload, { db, now, log }) {
    const emailBodies = await purgeFinishedEmailBodies(db, now());
    const verifications = await deleteExpiredVerifications(db, now());
    const lapsedClaims = await deleteLapsedClaims(db, now());
    log.info({ emailBodies, verifications, lapsedClaims }, 'purged retained data');
  },
};
