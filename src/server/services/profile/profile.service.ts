import { and, eq } from 'drizzle-orm';
import type { OnboardingInput, UpdateProfileInput } from '#shared/schemas/profile.js';
import type { Database } from '#server/db/client.js';
import { accounts, userProfiles, users } from '#server/db/schema/index.js';
import { notFound } from '#server/errors.js';
import { deleteMedia, storeMedia } from '#server/services/media/media.service.js';
import { markWelcomeRead } from '#server/services/notifications/notification.service.js';
import type { ProcessedAvatar } from './avatar-image.js';

/**
 * A person's own gifting profile (core-app.md 3 "User"): the name on the account row, the rest in
 * user_profiles. A missing profile row is the spec's fallback user; the first change creates the row.
 */

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof userProfiles.$inferSelect;

export interface ProfileRecord {
  user: UserRow;
  profile: ProfileRow | null;
  hasPassword: boolean;
}

type ProfileFields = Partial<Omit<ProfileRow, 'userId' | 'createdAt' | 'updatedAt' | 'subscriptionStatus'>>;

export async function getProfile(db: Database, userId: string): Promise<ProfileRecord> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User not found');
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return { user, profile: profile ?? null, hasPassword: Boolean(credential) };
}

/** The account and its profile row (null when none was saved yet), or null when the account is gone. */
export async function findAccount(db: Database, userId: string): Promise<{ user: UserRow; profile: ProfileRow | null } | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return { user, profile: profile ?? null };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function upsertProfile(tx: Tx, userId: string, fields: ProfileFields, now: Date): Promise<void> {
  await tx
    .insert(userProfiles)
    .values({ userId, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...fields, updatedAt: now } });
}

function profileFieldsOf(input: Omit<UpdateProfileInput, 'name'>): ProfileFields {
  const fields: ProfileFields = {};
  if (input.interests !== undefined) fields.interests = input.interests;
  if (input.personalityTraits !== undefined) fields.personalityTraits = input.personalityTraits;
  if (input.ageRange !== undefined) fields.ageRange = input.ageRange;
  if (input.gender !== undefined) fields.gender = input.gender;
  if (input.birthday !== undefined) fields.birthday = input.birthday;
  if (input.onboardingCompleted !== undefined) fields.onboardingCompleted = input.onboardingCompleted;
  return fields;
}

/** Applies a validated change: only the fields given are touched. */
export async function updateProfile(db: Database, userId: string, input: UpdateProfileInput, now: Date): Promise<ProfileRecord> {
  const { name, ...rest } = input;
  await db.transaction(async (tx) => {
    if (name !== undefined) {
      const renamed = await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
      if (!renamed.length) throw notFound('User not found');
    }
    const fields = profileFieldsOf(rest);
    // A name-only change still creates the row, so that the person has a profile from then on.
    await upsertProfile(tx, userId, fields, now);
  });
  return getProfile(db, userId);
}

/**
 * Finishing or skipping onboarding: both mark it done (the person is not sent back), keeping what was chosen.
 * Completing it also reads the welcome notification, whose 'Get Started' it answered; a skip leaves the welcome
 * unread, as the way back to onboarding.
 */
export async function finishOnboarding(db: Database, userId: string, input: OnboardingInput, now: Date): Promise<ProfileRecord> {
  const { outcome, ...chosen } = input;
  await db.transaction(async (tx) => {
    await upsertProfile(tx, userId, { ...profileFieldsOf(chosen), onboardingCompleted: true }, now);
    if (outcome === 'completed') await markWelcomeRead(tx, userId, now);
  });
  return getProfile(db, userId);
}

/** Stores a processed avatar as media, links it from the profile and drops the previous one. */
export async function setAvatar(db: Database, userId: string, image: ProcessedAvatar, now: Date): Promise<ProfileRecord> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarMediaId: userProfiles.avatarMediaId })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    const stored = await storeMedia(
      tx,
      { ownerId: userId, purpose: 'avatar', contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes },
      now,
    );
    await upsertProfile(tx, userId, { avatarMediaId: stored.id }, now);
    if (current?.avatarMediaId) await deleteMedia(tx, [current.avatarMediaId]);
  });
  return getProfile(db, userId);
}

/** Removes the avatar (the initials show again). Removing when there is none is not an error. */
export async function removeAvatar(db: Database, userId: string, now: Date): Promise<ProfileRecord> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarMediaId: userProfiles.avatarMediaId })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    if (!current?.avatarMediaId) return;
    await tx.update(userProfiles).set({ avatarMediaId: null, updatedAt: now }).where(eq(userProfiles.userId, userId));
    await deleteMedia(tx, [current.avatarMediaId]);
  });
  return getProfile(db, userId);
}
