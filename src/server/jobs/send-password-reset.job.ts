import { z } from 'zod';
import { SEND_PASSWORD_RESET_JOB, type SendPasswordResetPayload } from './names.js';
import type { JobDefinition } from './types.js';

// The reason says which words the email has: asked for ('forgot'), or sign-in was paused ('locked', decision 178).
const Payload = z.object({ email: z.string(), requestId: z.uuid(), reason: z.enum(['forgot', 'locked']).default('forgot') }) satisfies z.ZodType<SendPasswordResetPayload, unknown>;

/**
 * Forgot-password's real work (look the address up, store a reset token, write the email), after the request
 * was answered: the request only enqueues this job, the same single write for a known address as for an
 * unknown one, so neither answers measurably slower (issue 8, item 12). The request id fixes the email's
 * Message-ID: a run repeated after a crash sends nothing twice.
 */
export const sendPasswordResetJob: JobDefinition<SendPasswordResetPayload> = {
  name: SEND_PASSWORD_RESET_JOB,
  payload: Payload,
  async handle({ email, requestId, reason }, { auth }) {
    if (!auth) throw new Error('send-password-reset needs the auth service in the worker');
    await auth.requestPasswordResetLink(email, requestId, reason);
  },
};
