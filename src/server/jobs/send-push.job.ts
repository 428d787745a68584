import { z } from 'zod';
import { PushPayload } from '#shared/schemas/push.js';
import { deliverPush, pushTransportFor, type SendPushJobPayload } from '#server/services/notifications/push-delivery.service.js';
import { SEND_PUSH_JOB } from './names.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({ userId: z.string(), payload: PushPayload });

/**
 * Pushes a notification (or a reminder) to each of a person's devices with Web Push. Devices already reached
 * under the same key are skipped, so a retry after a failure or a crash pushes only to the rest; any device
 * that failed for now makes the job fail, and the worker's backoff retries it.
 */
export const sendPushJob: JobDefinition<SendPushJobPayload> = {
  name: SEND_PUSH_JOB,
  payload: Payload,
  async handle({ userId, payload }, { db, now, settings, log }) {
    const { subject, publicKey, privateKey } = settings.push;
    const result = await deliverPush({ db, now, vapid: { subject, publicKey, privateKey }, transport: pushTransportFor(settings) }, userId, payload);
    if (result.removed) log.info({ userId, removed: result.removed }, 'push subscriptions gone');
    if (result.failed.length) {
      throw new Error(`Push failed for ${result.failed.length} device(s): ${result.failed.map((f) => f.error).join('; ')}`);
    }
  },
};
