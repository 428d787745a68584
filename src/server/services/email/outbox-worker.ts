import { and, asc, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import type { MailMessage, MailTransport } from '../../integrations/email/transport.js';
import { isPermanentMailError } from '../../integrations/email/transport.js';
import { nextAttemptAt } from '../../jobs/backoff.js';
import type { JobContext } from '../../jobs/types.js';
import { isSuppressed, isTransactional } from './email-category.js';
import { findUnsubscribeFlags } from './unsubscribe.service.js';

type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  now: () => Date;
  /** Who holds a claim: one id per worker instance. */
  workerId: string;
  /** How long a claimed row belongs to this worker; after that another may re-claim it (crash recovery). */
  leaseMs: number;
  batchSize: number;
  /** Delay before the next attempt: base × 2^(attempts − 1), capped. */
  retry: { baseMs: number; maxMs: number };
  log?: JobContext['log'];
}

/** 30 s × 2^(attempts − 1), at most an hour: eight attempts span about two hours. */
export const EMAIL_RETRY_MAX_MS = 60 * 60 * 1000;

/**
 * Claims due rows with a lease: pending rows whose time has come, and rows left 'sending' by a worker
 * whose lease ran out (it crashed mid-send). FOR UPDATE SKIP LOCKED keeps two workers off the same row.
 * The attempt is counted at claim time, so a message that crashes the process still runs out of attempts.
 */
export async function claimOutboxRows(
  db: Database,
  options: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const { now, workerId, leaseMs, limit } = options;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        lt(emailOutbox.attempts, emailOutbox.maxAttempts),
        or(
          and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)),
          and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** A row whose lease expired on its last attempt will not be claimed again: it has failed. */
async function failAbandonedRows(db: Database, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: sql`coalesce(${emailOutbox.lastError}, 'Sending was interrupted on the last attempt')` })
    .where(
      and(
        eq(emailOutbox.status, 'sending'),
        lt(emailOutbox.lockedUntil, now),
        gte(emailOutbox.attempts, emailOutbox.maxAttempts),
      ),
    );
}

export function toMailMessage(row: OutboxRow): MailMessage {
  return {
    id: row.id,
    messageId: row.messageId,
    from: row.fromAddress,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    html: row.html,
    text: row.text,
    headers: row.headers ?? {},
    category: row.category,
    tags: row.tags ?? [],
  };
}

async function deliver(row: OutboxRow, options: OutboxWorkerOptions): Promise<void> {
  const { db, transport, now, workerId } = options;
  const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedBy, workerId), eq(emailOutbox.status, 'sending'));
  // The check happens at send time, so an unsubscribe made after the email was queued is honoured.
  if (!isTransactional(row.category) && isSuppressed(row.category, await findUnsubscribeFlags(db, row.toAddress))) {
    await db
      .update(emailOutbox)
      .set({ status: 'skipped', lockedUntil: null, lastError: `Recipient unsubscribed (${row.category})` })
      .where(mine);
    return;
  }
  try {
    const { providerMessageId } = await transport.send(toMailMessage(row));
    // Marked sent whoever holds the lease now: the message has left, and saying so prevents another copy.
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: now(), providerMessageId, lockedUntil: null, lastError: null })
      .where(and(eq(emailOutbox.id, row.id), ne(emailOutbox.status, 'sent')));
  } catch (err) {
    const message = (err as Error).message ?? String(err);
    const exhausted = isPermanentMailError(err) || row.attempts >= row.maxAttempts;
    options.log?.error({ outboxId: row.id, attempt: row.attempts, err: message }, exhausted ? 'email failed' : 'email will be retried');
    await db
      .update(emailOutbox)
      .set(
        exhausted
          ? { status: 'failed', lockedUntil: null, lastError: message }
          : {
              status: 'pending',
              lockedBy: null,
              lockedUntil: null,
              lastError: message,
              nextAttemptAt: nextAttemptAt(now(), row.attempts, options.retry),
            },
      )
      .where(mine);
  }
}

/**
 * One pass of the email outbox: claim up to batchSize due rows and send them in parallel, each marked
 * sent right after its send. Returns how many rows were handled (0 = nothing due).
 */
export async function processOutboxBatch(options: OutboxWorkerOptions): Promise<number> {
  const now = options.now();
  await failAbandonedRows(options.db, now);
  const rows = await claimOutboxRows(options.db, {
    workerId: options.workerId,
    now,
    leaseMs: options.leaseMs,
    limit: options.batchSize,
  });
  await Promise.all(rows.map((row) => deliver(row, options)));
  return rows.length;
}
