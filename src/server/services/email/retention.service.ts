import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { emailOutbox, verifications } from '#server/db/schema/index.js';

/**
 * What is not kept for ever (issue 8, item 11; docs/decisions/075-retention.md): the bodies of emails that are
 * finished (sent, failed for good, or skipped) hold reset and verification links and whole contact messages,
 * and are emptied 30 days on; verification rows (reset and verification tokens) go once they expire. What the
 * statistics need stays: who, when, which category and tags, the status, the subject and the provider's id.
 */
const EMAIL_BODY_RETENTION_DAYS = 30;
const FINISHED = ['sent', 'failed', 'skipped'];
const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeFinishedEmailBodies(db: Database, now: Date, retentionDays = EMAIL_BODY_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const purged = await db
    .update(emailOutbox)
    .set({ html: '', text: '', headers: {}, replyTo: null })
    .where(
      and(
        inArray(emailOutbox.status, FINISHED),
        lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`, cutoff),
        or(sql`${emailOutbox.html} <> ''`, sql`${emailOutbox.text} <> ''`, sql`${emailOutbox.headers} <> '{}'::jsonb`, sql`${emailOutbox.replyTo} is not null`),
      ),
    )
    .returning({ id: emailOutbox.id });
  return purged.length;
}

export async function deleteExpiredVerifications(db: Database, now: Date): Promise<number> {
  const gone = await db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id });
  return gone.length;
}
