import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { claimLeased, failAbandoned, heldBy, type LeaseQueue, releaseLeasesOfOthers } from '#server/db/leases.js';
import { emailOutbox } from '#server/db/schema/index.js';
import type { MailMessage, MailTransport } from '#server/integrations/email/transport.js';
import { isPermanentMailError } from '#server/integrations/email/transport.js';
import { nextAttemptAt } from '#server/jobs/backoff.js';
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
  log?: { error(obj: object, msg?: string): void };
}

/** 30 s × 2^(attempts − 1), at most an hour: eight attempts span about two hours. */
export const EMAIL_RETRY_MAX_MS = 60 * 60 * 1000;

/** The outbox as a lease queue (src/server/db/leases.ts): due at next_attempt_at, held while 'sending'. */
const OUTBOX_QUEUE: LeaseQueue<typeof emailOutbox> = { table: emailOutbox, dueAt: emailOutbox.nextAttemptAt, waiting: 'pending', working: 'sending' };

/**
 * Claims due rows with a lease: pending rows whose time has come, and rows left 'sending' by a worker
 * that died mid-send (silent for 30 s, or gone and its lease ran out). FOR UPDATE SKIP LOCKED keeps two workers off the same row.
 * The attempt is counted at claim time, so a message that crashes the process still runs out of attempts.
 */
export function claimOutboxRows(
  db: Database,
  options: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  return claimLeased(db, OUTBOX_QUEUE, options);
}

/** Embedded mode, at start: emails held by another worker id were left by a dead process (leases.ts). */
export function releaseOutboxLeasesOfOthers(db: Database, workerId: string, now: Date): Promise<number> {
  return releaseLeasesOfOthers(db, OUTBOX_QUEUE, workerId, now);
}

function toMailMessage(row: OutboxRow): MailMessage {
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
  const mine = heldBy(OUTBOX_QUEUE, row.id, workerId);
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
  await failAbandoned(options.db, OUTBOX_QUEUE, now, { workerId: options.workerId, failed: 'failed', error: 'Sending was interrupted on the last attempt' });
  const rows = await claimOutboxRows(options.db, {
    workerId: options.workerId,
    now,
    leaseMs: options.leaseMs,
    limit: options.batchSize,
  });
  await Promise.all(rows.map((row) => deliver(row, options)));
  return rows.length;
}
