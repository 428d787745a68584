import { and, desc, eq, or } from 'drizzle-orm';
import { AppError, notFound } from '#server/errors.js';
import { SOCIAL_MESSAGES } from '#shared/schemas/social.js';
import type { Database } from '#server/db/client.js';
import { friendConnections, friendSuggestions, socialBlocks } from '#server/db/schema/social.js';
import {
  type ConnectionRow,
  connectionBetween,
  connectionsOf,
  isBlockedEitherWay,
  loadPeople,
  otherSide,
  type PersonView,
  viewPeopleByIds,
  viewPerson,
} from './relations.js';

/**
 * Friends (core-app.md 5, issue 13): requests created pending and answered by the addressee, removal,
 * blocks. One row per pair whichever way it was asked ('Connection already exists' otherwise).
 */

export const PERSON_NOT_FOUND = 'Person not found.';
export const REQUEST_NOT_FOUND = 'Friend request not found.';

export interface FriendRequestView {
  id: string;
  person: PersonView;
  createdAt: Date;
}

const connectionExists = () => new AppError('VALIDATION_ERROR', SOCIAL_MESSAGES.connectionExists, { status: 409, fields: { userId: SOCIAL_MESSAGES.connectionExists } });

/** Accepted friends, newest friendship first. */
export async function listFriends(db: Database, userId: string): Promise<{ connectionId: string; since: Date; person: PersonView }[]> {
  const rows = (await connectionsOf(db, userId)).filter((c) => c.status === 'accepted').sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  const people = new Map((await viewPeopleByIds(db, userId, rows.map((r) => otherSide(r, userId)))).map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const person = people.get(otherSide(r, userId));
    return person ? [{ connectionId: r.id, since: r.updatedAt, person }] : [];
  });
}

/** Either side ends a friendship; false when they were not friends. */
export async function removeFriend(db: Database, userId: string, friendId: string): Promise<boolean> {
  const connection = await connectionBetween(db, userId, friendId);
  if (!connection || connection.status !== 'accepted') return false;
  await db.delete(friendConnections).where(eq(friendConnections.id, connection.id));
  return true;
}

/** Pending requests, received and sent, newest first. */
export async function listRequests(db: Database, userId: string): Promise<{ received: FriendRequestView[]; sent: FriendRequestView[] }> {
  const pending = (await connectionsOf(db, userId)).filter((c) => c.status === 'pending').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const people = new Map((await viewPeopleByIds(db, userId, pending.map((r) => otherSide(r, userId)))).map((p) => [p.id, p]));
  const view = (rows: ConnectionRow[]) =>
    rows.flatMap((r) => {
      const person = people.get(otherSide(r, userId));
      return person ? [{ id: r.id, person, createdAt: r.createdAt }] : [];
    });
  return { received: view(pending.filter((r) => r.addresseeId === userId)), sent: view(pending.filter((r) => r.requesterId === userId)) };
}

/**
 * Writes a pending request: 404 for an unknown person, oneself or a block either way; 403 when the person does
 * not accept requests; 409 when a connection exists in either direction. Notifying the addressee is the
 * operation's (send-friend-request.ts).
 */
export async function createFriendRequest(db: Database, requesterId: string, addresseeId: string, now: Date): Promise<ConnectionRow> {
  if (requesterId === addresseeId) throw notFound(PERSON_NOT_FOUND);
  const addressee = (await loadPeople(db, [addresseeId])).get(addresseeId);
  if (!addressee || (await isBlockedEitherWay(db, requesterId, addresseeId))) throw notFound(PERSON_NOT_FOUND);
  if (await connectionBetween(db, requesterId, addresseeId)) throw connectionExists();
  if (!addressee.privacy.allowFriendRequests) throw new AppError('PERMISSION_DENIED', SOCIAL_MESSAGES.notAcceptingRequests);
  const [row] = await db
    .insert(friendConnections)
    .values({ requesterId, addresseeId, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  // The pair index refused a request made at the same moment from the other side.
  if (!row) throw connectionExists();
  return row;
}

/** A pending request by id, for the rulebook (respond: its addressee; cancel: its requester). */
export async function findPendingRequest(db: Database, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(friendConnections)
    .where(and(eq(friendConnections.id, id), eq(friendConnections.status, 'pending')))
    .limit(1);
  return row;
}

/** The addressee answers: accepted makes the pair friends (the row, once; null when it was answered meanwhile); declined removes it. */
export async function answerRequest(db: Database, request: ConnectionRow, response: 'accepted' | 'declined', now: Date): Promise<boolean> {
  if (response === 'declined') {
    await db.delete(friendConnections).where(and(eq(friendConnections.id, request.id), eq(friendConnections.status, 'pending')));
    return true;
  }
  const [updated] = await db
    .update(friendConnections)
    .set({ status: 'accepted', updatedAt: now })
    .where(and(eq(friendConnections.id, request.id), eq(friendConnections.status, 'pending')))
    .returning();
  return Boolean(updated);
}

export async function cancelRequest(db: Database, request: ConnectionRow): Promise<void> {
  await db.delete(friendConnections).where(and(eq(friendConnections.id, request.id), eq(friendConnections.status, 'pending')));
}

/** Blocks a person: ends any connection or request between the two and dismisses suggestions both ways. */
export async function blockPerson(db: Database, blockerId: string, blockedId: string, now: Date): Promise<PersonView> {
  if (blockerId === blockedId || !(await loadPeople(db, [blockedId])).has(blockedId)) throw notFound(PERSON_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.insert(socialBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
    await tx
      .delete(friendConnections)
      .where(
        or(
          and(eq(friendConnections.requesterId, blockerId), eq(friendConnections.addresseeId, blockedId)),
          and(eq(friendConnections.requesterId, blockedId), eq(friendConnections.addresseeId, blockerId)),
        ),
      );
    for (const [userId, suggestedUserId] of [
      [blockerId, blockedId],
      [blockedId, blockerId],
    ] as const) {
      await tx
        .insert(friendSuggestions)
        .values({ userId, suggestedUserId, suggestionReason: 'blocked', confidenceScore: 0, isDismissed: true, createdAt: now })
        .onConflictDoUpdate({ target: [friendSuggestions.userId, friendSuggestions.suggestedUserId], set: { isDismissed: true } });
    }
  });
  return (await viewPerson(db, blockerId, blockedId))!;
}

export async function unblockPerson(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const removed = await db
    .delete(socialBlocks)
    .where(and(eq(socialBlocks.blockerId, blockerId), eq(socialBlocks.blockedId, blockedId)))
    .returning();
  return removed.length > 0;
}

export async function listBlocked(db: Database, userId: string): Promise<PersonView[]> {
  const rows = await db.select().from(socialBlocks).where(eq(socialBlocks.blockerId, userId)).orderBy(desc(socialBlocks.createdAt));
  return viewPeopleByIds(db, userId, rows.map((r) => r.blockedId));
}
