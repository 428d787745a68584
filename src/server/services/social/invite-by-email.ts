import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { AppError } from '#server/errors.js';
import { enqueueEmail, type MailDefaults } from '#server/services/email/outbox.service.js';
import { createInviteLink } from './invitations.service.js';
import { loadPeople } from './relations.js';
import { sendFriendRequest } from './send-friend-request.js';
import { friendInviteEmail } from './social-emails.js';

/**
 * POST /api/social/invites as one operation (issue 18): an address with an account gets a friend request
 * (send-friend-request.ts, its refusals kept quiet), any other address an invite link by email, the link and
 * the queued email written in one transaction. The answer is the same either way, so nobody learns who has an
 * account.
 */
export async function inviteByEmail(deps: { db: Database }, inviterId: string, email: string, mail: Required<MailDefaults>, now: Date): Promise<void> {
  const { db } = deps;
  const [invitee] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (invitee) {
    // Refusals (self, blocks, an existing connection, requests turned off) are kept quiet: same answer as a sent email.
    await sendFriendRequest(deps, inviterId, invitee.id, now).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
    return;
  }
  const inviter = (await loadPeople(db, [inviterId])).get(inviterId);
  await db.transaction(async (tx) => {
    const link = await createInviteLink(tx, inviterId, mail.baseUrl, now);
    const rendered = friendInviteEmail({ inviterName: inviter?.displayName ?? 'A friend', url: link.url });
    await enqueueEmail(tx, { ...rendered, to: email, userId: null, category: 'transactional', tags: ['social', 'invitation'] }, mail);
  });
}
