import { eq, sql } from 'drizzle-orm';
import type { UnsubscribeFlags, UnsubscribeInput, UnsubscribeStatus } from '#shared/schemas/unsubscribe.js';
import type { Database } from '#server/db/client.js';
import { emailUnsubscribes } from '#server/db/schema/index.js';
import { AppError } from '#server/errors.js';
import { type UnsubscribeClaim, verifyUnsubscribeToken } from './unsubscribe-token.js';

;

const NONE: UnsubscribeFlags = { all: false, marketing: false, reminders: false };

/** The claim of a genuine token, or a 400 naming 'token'. */
function claimFromToken(secret: string, token: string): UnsubscribeClaim {
  const claim = verifyUnsubscribeToken(secret, token);
  if (!claim) {
    throw new AppError('VALIDATION_ERROR', 'Invalid input: token', {
      fields: { token: 'This unsubscribe link is invalid or has been altered.' },
    });
  }
  return claim;
}

/** An address's opt-outs (all false when it never unsubscribed). */
export async function findUnsubscribeFlags(db: Database, email: string): Promise<UnsubscribeFlags & { updatedAt: Date | null }> {
  const [row] = await db
    .select()
    .from(emailUnsubscribes)
    .where(eq(emailUnsubscribes.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) return { ...NONE, updatedAt: null };
  return { all: row.all, marketing: row.marketing, reminders: row.reminders, updatedAt: row.updatedAt };
}

/** Sets the given flags (true = unsubscribed) and leaves the others as they are. */
export async function setUnsubscribeFlags(
  db: Database,
  email: string,
  changes: Partial<UnsubscribeFlags>,
  now: Date,
): Promise<UnsubscribeFlags & { updatedAt: Date | null }> {
  const address = email.trim().toLowerCase();
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => typeof value === 'boolean'),
  ) as Partial<UnsubscribeFlags>;
  await db
    .insert(emailUnsubscribes)
    .values({ email: address, ...NONE, ...given, unsubscribedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: emailUnsubscribes.email,
      set: {
        ...given,
        updatedAt: now,
        // The first opt-out's moment is kept; a later one after resubscribing everything starts a new record.
        unsubscribedAt: sql`case when ${emailUnsubscribes.all} or ${emailUnsubscribes.marketing} or ${emailUnsubscribes.reminders} then ${emailUnsubscribes.unsubscribedAt} else ${now.toISOString()}::timestamptz end`,
      },
    });
  return findUnsubscribeFlags(db, address);
}

function present(claim: UnsubscribeClaim, flags: UnsubscribeFlags & { updatedAt: Date | null }): UnsubscribeStatus {
  return {
    email: claim.email,
    scope: claim.scope,
    unsubscribed: { all: flags.all, marketing: flags.marketing, reminders: flags.reminders },
    updatedAt: flags.updatedAt ? flags.updatedAt.toISOString() : null,
  };
}

/** What a link covers and the address's current state. Reads only: mail scanners follow GET links. */
export async function describeUnsubscribeLink(db: Database, secret: string, token: string): Promise<UnsubscribeStatus> {
  const claim = claimFromToken(secret, token);
  return present(claim, await findUnsubscribeFlags(db, claim.email));
}

/** The /unsubscribe page's choice; with no flag given, the link's own type is unsubscribed. */
export async function updateUnsubscribe(
  db: Database,
  secret: string,
  input: UnsubscribeInput,
  now: Date,
): Promise<UnsubscribeStatus> {
  const claim = claimFromToken(secret, input.token);
  const { all, marketing, reminders } = input;
  const changes: Partial<UnsubscribeFlags> =
    all === undefined && marketing === undefined && reminders === undefined
      ? { [claim.scope]: true }
      : { all, marketing, reminders };
  return present(claim, await setUnsubscribeFlags(db, claim.email, changes, now));
}

/** RFC 8058 one-click: unsubscribes the link's own type. Repeating it changes nothing further. */
export async function oneClickUnsubscribe(db: Database, secret: string, token: string, now: Date): Promise<UnsubscribeStatus> {
  const claim = claimFromToken(secret, token);
  return present(claim, await setUnsubscribeFlags(db, claim.email, { [claim.scope]: true }, now));
}
