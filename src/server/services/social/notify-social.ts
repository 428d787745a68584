import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { notifications } from '#server/db/schema/index.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import { isBlockedEitherWay, loadPeople } from './relations.js';

/**
 * The social events that tell the person concerned (issue 19, decision 190). Each goes through createNotification,
 * so the person's grid decides the bell, email and push (decisions 162, 174) and a stored row reaches open tabs by
 * the notification stream. Accepting a request is a friend_request notification (the grid's 'Friend requests'
 * row); likes, comments and replies are social_activity ('Social activity').
 */
type SocialEvent =
  | { kind: 'friend_accepted'; friendId: string }
  | { kind: 'invite_accepted'; friendId: string }
  | { kind: 'like'; activityId: string }
  | { kind: 'comment'; activityId: string; commentId: string; body: string }
  | { kind: 'reply'; activityId: string; commentId: string; body: string };

/** A liked-again activity within this time does not notify its author a second time (decision 190). */
const LIKE_RENOTIFY_AFTER_MS = 24 * 60 * 60 * 1000;

const EXCERPT_LENGTH = 80;

function excerpt(body: string): string {
  const text = body.trim().replace(/\s+/g, ' ');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

function wording(event: SocialEvent, name: string) {
  switch (event.kind) {
    case 'friend_accepted':
      return { type: 'friend_request', title: 'Friend request accepted', message: `${name} accepted your friend request.`, actionLabel: 'View Friends' };
    case 'invite_accepted':
      return { type: 'friend_request', title: 'Invitation accepted', message: `${name} accepted your invitation. You are now friends.`, actionLabel: 'View Friends' };
    case 'like':
      return { type: 'social_activity', title: 'New like', message: `${name} liked your activity.`, actionLabel: 'View Activity' };
    case 'comment':
      return { type: 'social_activity', title: 'New comment', message: `${name} commented on your activity: "${excerpt(event.body)}"`, actionLabel: 'View Activity' };
    case 'reply':
      return { type: 'social_activity', title: 'New reply', message: `${name} replied to your comment: "${excerpt(event.body)}"`, actionLabel: 'View Activity' };
  }
}

/** Whether the liker's like of this activity already told its author within LIKE_RENOTIFY_AFTER_MS. */
async function likeToldRecently(db: Database, recipientId: string, actorId: string, activityId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, recipientId),
        eq(notifications.type, 'social_activity'),
        sql`${notifications.data}->>'event' = 'like'`,
        sql`${notifications.data}->>'activityId' = ${activityId}`,
        sql`${notifications.data}->>'actorId' = ${actorId}`,
        gt(notifications.createdAt, new Date(now.getTime() - LIKE_RENOTIFY_AFTER_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Tells `recipientId` that `actorId` did something, in the caller's transaction. Nobody is told of their own doing,
 * and nothing crosses a block either way. Returns whether a notification was sent (by whatever channels).
 */
export async function notifySocialEvent(db: Database, recipientId: string, actorId: string, event: SocialEvent, now: Date): Promise<boolean> {
  if (recipientId === actorId) return false;
  if (await isBlockedEitherWay(db, recipientId, actorId)) return false;
  if (event.kind === 'like' && (await likeToldRecently(db, recipientId, actorId, event.activityId, now))) return false;
  const actor = (await loadPeople(db, [actorId])).get(actorId);
  const { type, title, message, actionLabel } = wording(event, actor?.displayName ?? 'Someone');
  const { kind, ...facts } = event;
  const data: Record<string, unknown> = { event: kind, actorId, ...facts };
  delete data.body;
  await createNotification(db, { userId: recipientId, type, title, message, data, priority: type === 'friend_request' ? 2 : 3, actionUrl: '/social', actionLabel }, now);
  return true;
}
