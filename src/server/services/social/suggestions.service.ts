import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MUTUAL_FRIEND_CONFIDENCE, PUBLIC_PROFILE_CONFIDENCE, rankSuggestions, type SuggestionCandidate } from '#shared/social/rules.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { friendSuggestions, socialProfiles } from '#server/db/schema/social.js';
import { blockedEitherWay, connectionsOf, friendIdsOf, loadPeople, otherSide, type PersonView, viewPeopleByIds } from './relations.js';

/**
 * Friend suggestions (core-app.md 9, issue 13): friends of friends at 0.8 with the mutual friend named,
 * then people with public profiles at 0.5; never self, blocked, friends, pending either way, dismissed, or a
 * private profile.
 * Computed on each request from the live connections; only dismissals are stored (friend_suggestions).
 */

export interface SuggestionView extends Omit<SuggestionCandidate, 'userId'> {
  person: PersonView;
}

/** How many public profiles are read as fallback candidates: enough to fill any page after exclusions. */
const FALLBACK_POOL = 200;

export async function suggestFriends(db: Database, userId: string, limit: number): Promise<SuggestionView[]> {
  const [connections, blocked, dismissed, myFriends] = await Promise.all([
    connectionsOf(db, userId),
    blockedEitherWay(db, userId),
    db.select({ id: friendSuggestions.suggestedUserId }).from(friendSuggestions).where(and(eq(friendSuggestions.userId, userId), eq(friendSuggestions.isDismissed, true))),
    friendIdsOf(db, userId),
  ]);
  // Any connection row (accepted or pending either way) excludes the person.
  const excluded = new Set([...connections.map((c) => otherSide(c, userId)), ...blocked, ...dismissed.map((d) => d.id)]);
  const candidates = [...(await friendsOfFriends(db, userId, myFriends)), ...(await publicProfiles(db, userId, [...excluded]))];
  // A private profile is never shown to anyone else, suggestions included.
  for (const id of await privateProfiles(db, candidates.map((c) => c.userId))) excluded.add(id);
  const ranked = rankSuggestions(candidates, { self: userId, excluded }, limit);
  const people = new Map((await viewPeopleByIds(db, userId, ranked.map((r) => r.userId))).map((p) => [p.id, p]));
  return ranked.flatMap(({ userId: id, ...rest }) => {
    const person = people.get(id);
    return person ? [{ ...rest, person }] : [];
  });
}

async function friendsOfFriends(db: Database, userId: string, myFriends: string[]): Promise<SuggestionCandidate[]> {
  const names = await loadPeople(db, myFriends);
  const out: SuggestionCandidate[] = [];
  for (const friendId of myFriends) {
    const mutualFriendName = names.get(friendId)?.displayName ?? '';
    for (const candidate of await friendIdsOf(db, friendId)) {
      if (candidate === userId) continue;
      out.push({ userId: candidate, reason: 'mutual_friends', confidence: MUTUAL_FRIEND_CONFIDENCE, metadata: { mutualFriendId: friendId, mutualFriendName } });
    }
  }
  return out;
}

/** The fallback: other people whose profile visibility is public (an account without a profile row is public by default). */
async function publicProfiles(db: Database, userId: string, excluded: string[]): Promise<SuggestionCandidate[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(socialProfiles, eq(socialProfiles.userId, users.id))
    .where(
      and(
        sql`coalesce(${socialProfiles.privacySettings}->>'profile_visibility', 'public') = 'public'`,
        notInArray(users.id, [userId, ...excluded]),
        eq(users.banned, false),
      ),
    )
    .orderBy(users.createdAt)
    .limit(FALLBACK_POOL);
  return rows.map((r) => ({ userId: r.id, reason: 'public_profile', confidence: PUBLIC_PROFILE_CONFIDENCE, metadata: {} }));
}

async function privateProfiles(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: socialProfiles.userId })
    .from(socialProfiles)
    .where(and(inArray(socialProfiles.userId, [...new Set(ids)]), sql`${socialProfiles.privacySettings}->>'profile_visibility' = 'private'`));
  return rows.map((r) => r.id);
}

/** Dismisses a suggestion for good (stored even if it was never stored as a suggestion). */
export async function dismissSuggestion(db: Database, userId: string, suggestedUserId: string, now: Date): Promise<boolean> {
  if (userId === suggestedUserId || !(await loadPeople(db, [suggestedUserId])).has(suggestedUserId)) return false;
  await db
    .insert(friendSuggestions)
    .values({ userId, suggestedUserId, suggestionReason: 'dismissed', confidenceScore: 0, isDismissed: true, createdAt: now })
    .onConflictDoUpdate({ target: [friendSuggestions.userId, friendSuggestions.suggestedUserId], set: { isDismissed: true } });
  return true;
}
