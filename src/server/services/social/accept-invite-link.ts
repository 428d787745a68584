import { eq } from 'drizzle-orm';
import { SOCIAL_MESSAGES } from '#shared/schemas/social.js';
import { friendConnections } from '#server/db/schema/social.js';
import { AppError, notFound } from '#server/errors.js';
import type { ActivityStore, SocialLog } from './activities.service.js';
import { INVITE_NOT_FOUND, type OpenedInviteLink } from './invitations.service.js';
import { notifySocialEvent } from './notify-social.js';
import { recordFriendship } from './record-friendship.js';
import { connectionBetween, isBlockedEitherWay, type PersonView, viewPerson } from './relations.js';

/**
 * POST /api/social/invite-links/:token/accept as one operation (issue 18). Accepting a link makes the two
 * friends at once (the inviter asked by sharing it): an existing pending request either way is accepted; 409
 * when already friends; 404 across a block. The inviter is told (friend_request notification, decision 190) in
 * the same transaction. Then friend_added for both and the achievements it earns (best
 * effort: logged, never undoing the friendship).
 */
export async function acceptInviteLink(store: ActivityStore, log: SocialLog, link: OpenedInviteLink, inviteeId: string, now: Date): Promise<PersonView> {
  const { db } = store;
  if (await isBlockedEitherWay(db, link.inviterId, inviteeId)) throw notFound(INVITE_NOT_FOUND);
  const existing = await connectionBetween(db, link.inviterId, inviteeId);
  if (existing?.status === 'accepted') throw new AppError('VALIDATION_ERROR', SOCIAL_MESSAGES.connectionExists, { status: 409 });
  await db.transaction(async (tx) => {
    if (existing) {
      await tx.update(friendConnections).set({ status: 'accepted', updatedAt: now }).where(eq(friendConnections.id, existing.id));
    } else {
      await tx.insert(friendConnections).values({ requesterId: link.inviterId, addresseeId: inviteeId, status: 'accepted', createdAt: now, updatedAt: now });
    }
    // The inviter hears that the link was used (issue 19, decision 190), with the friendship or not at all.
    await notifySocialEvent(tx, link.inviterId, inviteeId, { kind: 'invite_accepted', friendId: inviteeId }, now);
  });
  await recordFriendship(store, log, link.inviterId, inviteeId, now);
  return (await viewPerson(db, inviteeId, link.inviterId))!;
}
