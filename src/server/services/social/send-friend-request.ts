import type { Database } from '#server/db/client.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import { createFriendRequest, type FriendRequestView } from './friends.service.js';
import { loadPeople, viewPerson } from './relations.js';

/**
 * POST /api/social/requests as one operation (issue 18), also used by invitations by email and the legacy
 * import: the pending request and the addressee's friend_request notification (with the email and push their
 * preferences ask for) are written in one transaction, so neither exists without the other. Refusals: 404 for
 * an unknown person, oneself or a block either way; 403 when the person does not accept requests; 409 when a
 * connection exists in either direction.
 */
export async function sendFriendRequest(deps: { db: Database }, requesterId: string, addresseeId: string, now: Date): Promise<FriendRequestView> {
  const row = await deps.db.transaction(async (tx) => {
    const request = await createFriendRequest(tx, requesterId, addresseeId, now);
    const requester = (await loadPeople(tx, [requesterId])).get(requesterId);
    await createNotification(
      tx,
      {
        userId: addresseeId,
        type: 'friend_request',
        title: 'New friend request',
        message: `${requester?.displayName ?? 'Someone'} sent you a friend request.`,
        data: { requestId: request.id, requesterId },
        priority: 2,
        actionUrl: '/social',
        actionLabel: 'View Request',
      },
      now,
    );
    return request;
  });
  return { id: row.id, person: (await viewPerson(deps.db, requesterId, addresseeId))!, createdAt: row.createdAt };
}
