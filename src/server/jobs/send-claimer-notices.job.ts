import { z } from 'zod';
import { mailDefaults } from '#server/services/email/outbox.service.js';
import { sendClaimerNotices } from '#server/services/wishlists/claimer-notices.service.js';
import { SEND_CLAIMER_NOTICES_JOB } from './names.js';
import type { JobDefinition } from './types.js';

/**
 * 'A gift you claimed was changed/removed', after the item write committed: each claimer is told at most once
 * per claim per hour (claimer-notices.service.ts, docs/decisions/173).
 */
const Payload = z.object({});

export const sendClaimerNoticesJob: JobDefinition<z.infer<typeof Payload>> = {
  name: SEND_CLAIMER_NOTICES_JOB,
  payload: Payload,
  async handle(_payload, { db, settings, now }) {
    await sendClaimerNotices(db, now(), mailDefaults(settings));
  },
};
