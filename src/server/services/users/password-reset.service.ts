import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { verifications } from '#server/db/schema/index.js';
import { enqueueJob } from '#server/jobs/queue.js';
import { SEND_PASSWORD_RESET_JOB, type SendPasswordResetPayload } from '#server/jobs/names.js';

/**
 * Forgot-password as the request sees it: one write, the send-password-reset job, whatever the address; the job
 * looks the address up and writes the email. A known address therefore costs the request exactly what an
 * unknown one does (issue 8, item 12), and the job queue keeps the request through a crash.
 */
export async function queuePasswordReset(db: Database, email: string, reason: SendPasswordResetPayload['reason'] = 'forgot'): Promise<void> {
  const payload: SendPasswordResetPayload = { email, requestId: randomUUID(), reason };
  await enqueueJob(db, SEND_PASSWORD_RESET_JOB, payload, { maxAttempts: 3 });
}

/**
 * Better Auth keeps each reset link as a verifications row: identifier `reset-password:<token>`, value the
 * user's id. A completed reset or a password change voids every other link of that person (issue 8, item 3):
 * whoever holds an older email must not be able to set the password again.
 */
const RESET_TOKEN_IDENTIFIER_PREFIX = 'reset-password:';

export async function voidPasswordResetTokens(db: Database, userId: string): Promise<number> {
  const gone = await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_TOKEN_IDENTIFIER_PREFIX}%`), eq(verifications.value, userId)))
    .returning({ id: verifications.id });
  return gone.length;
}
