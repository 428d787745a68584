import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { INVITE_LINK_DAYS } from '#shared/social/rules.js';
import type { Database } from '#server/db/client.js';
import { socialInviteLinks } from '#server/db/schema/social.js';
import { loadPeople, type PersonFacts } from './relations.js';

/**
 * Inviting friends (issue 13): by email (an account gets a friend request, anyone else an email; the answer
 * is the same either way so nobody learns who has an account) and by link (30 days) that makes the two
 * friends once the invitee signs in and accepts. Links are stored as hashes only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITE_NOT_FOUND = 'This invite link is not valid or has expired.';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

/** What an invite link's page shows: who sent it and until when it is valid; null when unknown, expired or its inviter is gone. */
export async function openInviteLink(db: Database, token: string, now: Date): Promise<{ inviter: PersonFacts; expiresAt: Date } | null> {
  const link = await findInviteLink(db, token, now);
  const inviter = link ? (await loadPeople(db, [link.inviterId])).get(link.inviterId) : undefined;
  return link && inviter ? { inviter, expiresAt: link.expiresAt } : null;
}
