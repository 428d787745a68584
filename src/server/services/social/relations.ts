import { and, eq, inArray, or } from 'drizzle-orm';
import { DEFAULT_SHARED_ACTIVITY_TYPES, type Stance } from '#shared/social/rules.js';
import type { SocialPrivacy } from '#shared/schemas/social.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { DEFAULT_SOCIAL_PRIVACY, friendConnections, type SocialPrivacySettings, socialBlocks, socialProfiles } from '#server/db/schema/social.js';

/**
 * How people stand to each other (friends, requests, blocks) and what a person looks like in a list: the
 * facts the social policies and services decide on, read in a few queries per page rather than per row.
 */

export type ConnectionRow = typeof friendConnections.$inferSelect;
type Relation = 'self' | 'friend' | 'request-sent' | 'request-received' | 'none' | 'blocked';

/** A person as shown in lists, before the viewer's relation is added. */
export interface PersonFacts {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  location: string | null;
  bio: string | null;
  giftingStyle: string[];
  joinedAt: Date;
  email: string;
  privacy: SocialPrivacy;
}

export interface PersonView extends PersonFacts {
  relation: Relation;
  connectionId: string | null;
  mutualFriends: number;
}

/** Stored snake_case settings -> the API's shape, filling what older rows lack with the defaults. */
export function privacyFrom(stored: Partial<SocialPrivacySettings> | null | undefined): SocialPrivacy {
  const s = { ...DEFAULT_SOCIAL_PRIVACY, ...(stored ?? {}) };
  return {
    profileVisibility: s.profile_visibility,
    activityVisibility: s.activity_visibility,
    allowFriendRequests: s.allow_friend_requests,
    sharedActivityTypes: [...(s.shared_activity_types ?? DEFAULT_SHARED_ACTIVITY_TYPES)],
  };
}

export function privacyToStored(p: SocialPrivacy): SocialPrivacySettings {
  return {
    profile_visibility: p.profileVisibility,
    activity_visibility: p.activityVisibility,
    allow_friend_requests: p.allowFriendRequests,
    shared_activity_types: p.sharedActivityTypes,
  };
}

/** People by id with their social profile folded in (an account without a profile shows its account name and avatar). */
export async function loadPeople(db: Database, ids: readonly string[]): Promise<Map<string, PersonFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ user: users, profile: socialProfiles })
    .from(users)
    .leftJoin(socialProfiles, eq(socialProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ user, profile }) => [user.id, factsOf(user, profile)]));
}

function factsOf(user: typeof users.$inferSelect, profile: typeof socialProfiles.$inferSelect | null): PersonFacts {
  return {
    id: user.id,
    displayName: profile?.displayName || user.name,
    avatarUrl: profile?.avatarUrl ?? user.image ?? null,
    location: profile?.location ?? null,
    bio: profile?.bio ?? null,
    giftingStyle: profile?.giftingStyle ?? [],
    joinedAt: user.createdAt,
    email: user.email,
    privacy: privacyFrom(profile?.privacySettings),
  };
}

/** Every connection row a person is part of (any status). */
export function connectionsOf(db: Database, userId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(friendConnections)
    .where(or(eq(friendConnections.requesterId, userId), eq(friendConnections.addresseeId, userId)));
}

export const otherSide = (row: ConnectionRow, userId: string) => (row.requesterId === userId ? row.addresseeId : row.requesterId);

/** The accepted friends' ids of a person. */
export async function friendIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(friendConnections)
    .where(and(eq(friendConnections.status, 'accepted'), or(eq(friendConnections.requesterId, userId), eq(friendConnections.addresseeId, userId))));
  return rows.map((row) => otherSide(row, userId));
}

/** The connection between two people, whichever way it was asked. */
export async function connectionBetween(db: Database, a: string, b: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(friendConnections)
    .where(
      or(
        and(eq(friendConnections.requesterId, a), eq(friendConnections.addresseeId, b)),
        and(eq(friendConnections.requesterId, b), eq(friendConnections.addresseeId, a)),
      ),
    )
    .limit(1);
  return row;
}

/** Whoever blocked the person or was blocked by them. */
export async function blockedEitherWay(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select()
    .from(socialBlocks)
    .where(or(eq(socialBlocks.blockerId, userId), eq(socialBlocks.blockedId, userId)));
  return new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)));
}

export async function isBlockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ a: socialBlocks.blockerId })
    .from(socialBlocks)
    .where(
      or(
        and(eq(socialBlocks.blockerId, a), eq(socialBlocks.blockedId, b)),
        and(eq(socialBlocks.blockerId, b), eq(socialBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** How the viewer stands to a person: the input of the visibility rules. */
export async function stanceBetween(db: Database, viewerId: string, personId: string): Promise<Stance> {
  if (viewerId === personId) return { isSelf: true, isFriend: false, blocked: false };
  const [connection, blocked] = await Promise.all([connectionBetween(db, viewerId, personId), isBlockedEitherWay(db, viewerId, personId)]);
  return { isSelf: false, isFriend: connection?.status === 'accepted', blocked };
}

/** Adds the viewer's relation, the connection id and the number of mutual friends to people. */
async function viewPeople(db: Database, viewerId: string, people: readonly PersonFacts[]): Promise<PersonView[]> {
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const [mine, blockedByMe, theirConnections] = await Promise.all([
    connectionsOf(db, viewerId),
    db.select().from(socialBlocks).where(eq(socialBlocks.blockerId, viewerId)),
    db
      .select()
      .from(friendConnections)
      .where(and(eq(friendConnections.status, 'accepted'), or(inArray(friendConnections.requesterId, ids), inArray(friendConnections.addresseeId, ids)))),
  ]);
  const myFriends = new Set(mine.filter((c) => c.status === 'accepted').map((c) => otherSide(c, viewerId)));
  const blocked = new Set(blockedByMe.map((b) => b.blockedId));
  return people.map((person) => {
    const connection = mine.find((c) => otherSide(c, viewerId) === person.id);
    const theirFriends = theirConnections.filter((c) => c.requesterId === person.id || c.addresseeId === person.id).map((c) => otherSide(c, person.id));
    return {
      ...person,
      relation: relationOf(viewerId, person.id, connection, blocked.has(person.id)),
      connectionId: connection?.id ?? null,
      mutualFriends: theirFriends.filter((id) => myFriends.has(id)).length,
    };
  });
}

function relationOf(viewerId: string, personId: string, connection: ConnectionRow | undefined, blocked: boolean): Relation {
  if (viewerId === personId) return 'self';
  if (blocked) return 'blocked';
  if (!connection) return 'none';
  if (connection.status === 'accepted') return 'friend';
  if (connection.status !== 'pending') return 'none';
  return connection.requesterId === viewerId ? 'request-sent' : 'request-received';
}

/** loadPeople then viewPeople, in the order of ids (unknown ids are skipped). */
export async function viewPeopleByIds(db: Database, viewerId: string, ids: readonly string[]): Promise<PersonView[]> {
  const facts = await loadPeople(db, ids);
  return viewPeople(db, viewerId, ids.map((id) => facts.get(id)).filter((p): p is PersonFacts => p !== undefined));
}

export async function viewPerson(db: Database, viewerId: string, id: string): Promise<PersonView | null> {
  const [person] = await viewPeopleByIds(db, viewerId, [id]);
  return person ?? null;
}

