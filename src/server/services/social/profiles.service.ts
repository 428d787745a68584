import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { maySee, PEOPLE_SEARCH_LIMIT } from '#shared/social/rules.js';
import type { LegacyImportInput, SocialPrivacy, UpdateSocialProfileInput } from '#shared/schemas/social.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { socialProfiles } from '#server/db/schema/social.js';
import { wishlistItems, wishlists } from '#server/db/schema/wishlists.js';
import { blockedEitherWay, type PersonView, privacyFrom, privacyToStored, viewPeopleByIds } from './relations.js';

/** Social profiles (core-app.md 3, 6): the person's own, upserted on user_id; others' read through the visibility rule. */

export interface OwnProfile {
  userId: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  giftingStyle: string[];
  privacy: SocialPrivacy;
  createdAt: Date;
  lastActive: Date;
  updatedAt: Date;
}

async function account(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`No account ${userId}`);
  return user;
}

/** The person's profile; without a row, one built from the account with the default privacy. */
export async function getOwnProfile(db: Database, userId: string): Promise<OwnProfile> {
  const user = await account(db, userId);
  const [row] = await db.select().from(socialProfiles).where(eq(socialProfiles.userId, userId)).limit(1);
  return {
    userId,
    displayName: row?.displayName || user.name,
    avatarUrl: row?.avatarUrl ?? user.image ?? null,
    bio: row?.bio ?? null,
    location: row?.location ?? null,
    giftingStyle: row?.giftingStyle ?? [],
    privacy: privacyFrom(row?.privacySettings),
    createdAt: row?.createdAt ?? user.createdAt,
    lastActive: row?.lastActive ?? user.createdAt,
    updatedAt: row?.updatedAt ?? user.createdAt,
  };
}

/** social_profiles: upsert on user_id (the avatar stays the account's unless a profile row set one). */
export async function updateProfile(db: Database, userId: string, input: UpdateSocialProfileInput, now: Date): Promise<OwnProfile> {
  const fields = { displayName: input.displayName, bio: input.bio ?? null, location: input.location ?? null, giftingStyle: input.giftingStyle };
  await db
    .insert(socialProfiles)
    .values({ userId, ...fields, createdAt: now, lastActive: now, updatedAt: now })
    .onConflictDoUpdate({ target: socialProfiles.userId, set: { ...fields, lastActive: now, updatedAt: now } });
  return getOwnProfile(db, userId);
}

/** social_profiles: update privacy_settings (a row is created with the account's name when there is none). */
export async function updatePrivacy(db: Database, userId: string, privacy: SocialPrivacy, now: Date): Promise<OwnProfile> {
  const stored = privacyToStored(privacy);
  await db
    .insert(socialProfiles)
    .values({ userId, privacySettings: stored, createdAt: now, lastActive: now, updatedAt: now })
    .onConflictDoUpdate({ target: socialProfiles.userId, set: { privacySettings: stored, updatedAt: now } });
  return getOwnProfile(db, userId);
}

export interface PersonWishlist {
  id: string;
  title: string;
  occasion: string | null;
  itemCount: number;
  updatedAt: Date;
}

/** A person's active lists the viewer may see on their page: public ones, plus 'friends' ones for a friend. */
export async function visibleWishlistsOf(db: Database, person: PersonView): Promise<PersonWishlist[]> {
  const privacies: ('public' | 'friends')[] = person.relation === 'friend' ? ['public', 'friends'] : ['public'];
  const rows = await db
    .select({ id: wishlists.id, title: wishlists.title, occasion: wishlists.occasion, updatedAt: wishlists.updatedAt, itemCount: count(wishlistItems.id) })
    .from(wishlists)
    // Surprise items are the claimers' secret: never counted for anyone here.
    .leftJoin(wishlistItems, and(eq(wishlistItems.wishlistId, wishlists.id), eq(wishlistItems.isSurprise, false)))
    .where(and(eq(wishlists.userId, person.id), eq(wishlists.isActive, true), inArray(wishlists.privacy, privacies)))
    .groupBy(wishlists.id)
    .orderBy(desc(wishlists.updatedAt));
  return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount) }));
}

/**
 * People search (issue 13): display or account name contains q, or the account email equals q exactly, so
 * nobody can list addresses. Only people the asker may see (maySee): never self, anyone blocked either way, a
 * private profile, or a friends-only one to someone who is not a friend, whatever q is.
 */
export async function searchPeople(db: Database, viewerId: string, q: string): Promise<PersonView[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const email = q.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(socialProfiles, eq(socialProfiles.userId, users.id))
    .where(or(ilike(users.name, pattern), ilike(socialProfiles.displayName, pattern), sql`lower(${users.email}) = ${email}`))
    .orderBy(users.name, users.id)
    .limit(PEOPLE_SEARCH_LIMIT * 3);
  const blocked = await blockedEitherWay(db, viewerId);
  const candidates = rows.filter((r) => r.id !== viewerId && !blocked.has(r.id));
  const people = await viewPeopleByIds(db, viewerId, candidates.map((r) => r.id));
  // An exact email finds only whom the asker may see anyway: a private profile (or a friends-only one, to a
  // stranger) answers like an address without an account, so the search never tells which addresses have one
  // (docs/decisions/177). Such people are reached by an invitation.
  return people.filter((p) => maySee(p.privacy.profileVisibility, { isSelf: false, isFriend: p.relation === 'friend', blocked: false })).slice(0, PEOPLE_SEARCH_LIMIT);
}

/** The legacy import's profile part: fills only the fields still empty. Returns whether anything was written. */
export async function fillEmptyProfileFields(db: Database, userId: string, legacy: NonNullable<LegacyImportInput['profile']>, now: Date): Promise<boolean> {
  const [row] = await db.select().from(socialProfiles).where(eq(socialProfiles.userId, userId)).limit(1);
  const fill: Partial<typeof socialProfiles.$inferInsert> = {};
  if (!row?.displayName && legacy.displayName) fill.displayName = legacy.displayName;
  if (!row?.bio && legacy.bio) fill.bio = legacy.bio;
  if (!row?.location && legacy.location) fill.location = legacy.location;
  if ((row?.giftingStyle.length ?? 0) === 0 && legacy.giftingStyle?.length) fill.giftingStyle = legacy.giftingStyle;
  if (Object.keys(fill).length === 0) return false;
  await db
    .insert(socialProfiles)
    .values({ userId, ...fill, createdAt: now, lastActive: now, updatedAt: now })
    .onConflictDoUpdate({ target: socialProfiles.userId, set: { ...fill, updatedAt: now } });
  return true;
}
