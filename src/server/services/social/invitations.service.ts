import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { INVITE_LINK_DAYS } from '#shared/social/rules.js';
import { AppError, notFound } from '#server/errors.js';
import { SOCIAL_MESSAGES } from '#shared/schemas/social.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { friendConnections, socialInviteLinks } from '#server/db/schema/social.js';
import { enqueueEmail, type MailDefaults } from '#server/services/email/outbox.service.js';
import type { ActivityStore, SocialLog } from './activities.service.js';
import { recordFriendship, sendFriendRequest } from './friends.service.js';
import { connectionBetween, isBlockedEitherWay, loadPeople, type PersonView, viewPerson } from './relations.js';
import { friendInviteEmail } from './social-emails.js';

/**
 * Inviting friends (issue 13): by email (an account gets a friend request, anyone else an email; the answer
 * is the same either way so nobody learns who has an account) and by link (30 days) that makes the two
 * friends once the invitee signs in and accepts. Links are stored as hashes only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITE_NOT_FOUND = 'This invite link is not valid or has expired.';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function inviteByEmail(db: Database, inviterId: string, email: string, mail: Required<MailDefaults>, now: Date): Promise<void> {
  const [invitee] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (invitee) {
    // Refusals (self, blocks, an existing connection, requests turned off) are kept quiet: same answer as a sent email.
    await sendFriendRequest(db, inviterId, invitee.id, now).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
    return;
  }
  const inviter = (await loadPeople(db, [inviterId])).get(inviterId);
  const link = await createInviteLink(db, inviterId, mail.baseUrl, now);
  const rendered = friendInviteEmail({ inviterName: inviter?.displayName ?? 'A friend', url: link.url });
  await enqueueEmail(db, { ...rendered, to: email, userId: null, category: 'transactional', tags: ['social', 'invitation'] }, mail);
}

export async function createInviteLink(db: Database, inviterId: string, baseUrl: string, now: Date): Promise<{ url: string; token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_LINK_DAYS * DAY_MS);
  await db.insert(socialInviteLinks).values({ inviterId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { url: `${baseUrl}/social/invite/${token}`, token, expiresAt };
}

export interface OpenedInviteLink {
  inviterId: string;
  expiresAt: Date;
}

/** An unexpired link by its token, or null. */
export async function findInviteLink(db: Database, token: string, now: Date): Promise<OpenedInviteLink | null> {
  const [row] = await db
    .select({ inviterId: socialInviteLinks.inviterId, expiresAt: socialInviteLinks.expiresAt })
    .from(socialInviteLinks)
    .where(and(eq(socialInviteLinks.tokenHash, hashToken(token)), gt(socialInviteLinks.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Accepting a link makes the two friends at once (the inviter asked by sharing it): an existing pending
 * request either way is accepted; 409 when already friends; 404 across a block.
 */
export async function acceptInviteLink(store: ActivityStore, log: SocialLog, link: OpenedInviteLink, inviteeId: string, now: Date): Promise<PersonView> {
  const { db } = store;
  if (await isBlockedEitherWay(db, link.inviterId, inviteeId)) throw notFound(INVITE_NOT_FOUND);
  const existing = await connectionBetween(db, link.inviterId, inviteeId);
  if (existing?.status === 'accepted') throw new AppError('VALIDATION_ERROR', SOCIAL_MESSAGES.connectionExists, { status: 409 });
  if (existing) {
    await db.update(friendConnections).set({ status: 'accepted', updatedAt: now }).where(eq(friendConnections.id, existing.id));
  } else {
    await db.insert(friendConnections).values({ requesterId: link.inviterId, addresseeId: inviteeId, status: 'accepted', createdAt: now, updatedAt: now });
  }
  await recordFriendship(store, log, link.inviterId, inviteeId, now);
  return (await viewPerson(db, inviteeId, link.inviterId))!;
}
