import { z } from 'zod';
import { SEND_VERIFICATION_LINK_JOB, type SendVerificationLinkPayload } from './names.js';
import type { JobDefinition } from './types.js';

const Payload = z.object({ userId: z.string(), requestedAt: z.iso.datetime() }) satisfies z.ZodType<SendVerificationLinkPayload>;

/**
 * A verification link asked for through 'Resend verification email' while the once-a-minute limit held it back:
 * sent when the limit opens (src/server/auth/verification-links.ts, decision 096), so that the form's promise of
 * a link on its way is kept.
 */
export const sendVerificationLinkJob: JobDefinition<SendVerificationLinkPayload> = {
  name: SEND_VERIFICATION_LINK_JOB,
  payload: Payload,
  async handle({ userId, requestedAt }, { auth }) {
    if (!auth) throw new Error('send-verification-link needs the auth service in the worker');
    await auth.sendHeldVerificationLink(userId, new Date(requestedAt));
  },
};
