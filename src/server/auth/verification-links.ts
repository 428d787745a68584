import { createEmailVerificationToken } from 'better-auth/api';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { emailOutbox, users } from '#server/db/schema/index.js';
import { enqueueJob } from '#server/jobs/queue.js';
import { SEND_VERIFICATION_LINK_JOB, type SendVerificationLinkPayload } from '#server/jobs/names.js';
import { type RenderedEmail, verificationEmail } from './emails.js';

/**
 * Verification links live a day: a new account's email is often opened hours later (the next morning, on another
 * device). The email states the lifetime (emails.ts).
 */
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/**
 * New verification links per account, however they are asked for (sign-up, an unverified sign-in, 'Resend
 * verification email', the admin): none within a minute of the last, at most five an hour (decision 096). Counted
 * in the outbox, so every instance agrees and a restart forgets nothing.
 */
const MIN_GAP_MS = 60_000;
const MAX_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
/** A held link's job runs this long after the limit opens, so that the clocks of the app and database agree. */
const HELD_LINK_MARGIN_MS = 1_000;

type Person = { id: string; email: string; name?: string | null };

export interface VerificationLinkDeps {
  db: Database;
  now: () => Date;
  authSecret: string;
  /** The link in the email, for a token (Better Auth's /verify-email with the callback). */
  linkFor(token: string): string;
  mail(to: string, userId: string, email: RenderedEmail, tag: string): Promise<unknown>;
}

/**
 * Verification links within the limits. A request the limits hold back is either dropped (the unverified sign-in
 * says a link went a moment ago) or, asked for through 'Resend verification email', held: a job sends it as soon
 * as the limits allow, so the form's 'a new link is on its way' is true (issue 17).
 */
export function createVerificationLinks(deps: VerificationLinkDeps) {
  const { db, now } = deps;

  /** When the limits next allow a link for the account: null when one may go now. */
  async function nextLinkAt(userId: string): Promise<Date | null> {
    const current = now().getTime();
    const [sent] = await db
      .select({
        count: sql<number>`count(*)::int`,
        latest: sql<Date | null>`max(${emailOutbox.createdAt})`.mapWith(emailOutbox.createdAt),
        oldest: sql<Date | null>`min(${emailOutbox.createdAt})`.mapWith(emailOutbox.createdAt),
      })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.userId, userId),
          sql`${emailOutbox.tags} @> '["verify-email"]'::jsonb`,
          gt(emailOutbox.createdAt, new Date(current - HOUR_MS)),
        ),
      );
    const opens: number[] = [];
    if (sent?.latest && sent.latest.getTime() > current - MIN_GAP_MS) opens.push(sent.latest.getTime() + MIN_GAP_MS);
    if (sent?.oldest && (sent.count ?? 0) >= MAX_PER_HOUR) opens.push(sent.oldest.getTime() + HOUR_MS);
    return opens.length ? new Date(Math.max(...opens)) : null;
  }

  /**
   * Mails the link unless the limits hold it back; with `hold`, a held-back request becomes a job at the time the
   * limits open (one per account and opening, however often it is asked for). Says whether the link left now.
   */
  async function mailLink(user: Person, url: string, options: { hold: boolean }): Promise<boolean> {
    const opens = await nextLinkAt(user.id);
    if (!opens) {
      await deps.mail(user.email, user.id, verificationEmail({ name: user.name, url, hours: VERIFICATION_TOKEN_TTL_SECONDS / 3600 }), 'verify-email');
      return true;
    }
    if (options.hold) {
      const payload: SendVerificationLinkPayload = { userId: user.id, requestedAt: now().toISOString() };
      await enqueueJob(db, SEND_VERIFICATION_LINK_JOB, payload, {
        uniqueKey: `verify-email:${user.id}:${opens.toISOString()}`,
        runAt: new Date(opens.getTime() + HELD_LINK_MARGIN_MS),
      });
    }
    return false;
  }

  /** A fresh link (a new token) within the limits; see mailLink for `hold`. */
  async function sendLink(user: Person, options: { hold: boolean } = { hold: false }): Promise<boolean> {
    const token = await createEmailVerificationToken(deps.authSecret, user.email, undefined, VERIFICATION_TOKEN_TTL_SECONDS, { userId: user.id });
    return mailLink(user, deps.linkFor(token), options);
  }

  /**
   * The held link, when its time has come: not for an account since verified or deleted, nor when a link left
   * after the request (that one answers it). Held again if the limits still hold it back.
   */
  async function sendHeldLink(userId: string, requestedAt: Date): Promise<void> {
    const [user] = await db.select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
    if (!user || user.emailVerified) return;
    const [later] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), sql`${emailOutbox.tags} @> '["verify-email"]'::jsonb`, gt(emailOutbox.createdAt, requestedAt)))
      .limit(1);
    if (later) return;
    await sendLink(user, { hold: true });
  }

  return { mailLink, sendLink, sendHeldLink };
}
