import { notFound } from '#server/errors.js';
import type { ActivityStore, SocialLog } from './activities.service.js';
import { answerRequest, REQUEST_NOT_FOUND } from './friends.service.js';
import { notifySocialEvent } from './notify-social.js';
import { recordFriendship } from './record-friendship.js';
import type { ConnectionRow, PersonView } from './relations.js';
import { viewPerson } from './relations.js';

/**
 * POST /api/social/requests/:id/respond as one operation (issue 18): the addressee answers a pending request.
 * Accepted makes the two friends and tells the requester (friend_request notification by their preferences,
 * decision 190, in the answer's transaction), then records friend_added for both and the achievements it earns (best
 * effort: logged, never undoing the friendship); declined removes the row so a new request can come later.
 * A request answered meanwhile is a 404.
 */
export async function respondToFriendRequest(
  store: ActivityStore,
  log: SocialLog,
  request: ConnectionRow,
  response: 'accepted' | 'declined',
  now: Date,
): Promise<{ status: 'accepted' | 'declined'; person: PersonView }> {
  const answered = await store.db.transaction(async (tx) => {
    if (!(await answerRequest(tx, request, response, now))) return false;
    // The requester hears of an acceptance (issue 19), in the same transaction as the answer; a decline is silent.
    if (response === 'accepted') await notifySocialEvent(tx, request.requesterId, request.addresseeId, { kind: 'friend_accepted', friendId: request.addresseeId }, now);
    return true;
  });
  if (!answered) throw notFound(REQUEST_NOT_FOUND);
  if (response === 'accepted') await recordFriendship(store, log, request.requesterId, request.addresseeId, now);
  return { status: response, person: (await viewPerson(store.db, request.addresseeId, request.requesterId))! };
}
