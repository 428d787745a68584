import { and, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import {
  ACHIEVEMENTS,
  type AchievementKey,
  activityPrivacyFor,
  type ActivityType,
  earnedAchievements,
  sharesActivityType,
  wishlistSharesActivity,
} from '#shared/social/rules.js';
import type { WishlistPrivacy } from '#shared/constants/choice-lists.js';
import type { Database } from '#server/db/client.js';
import { userAchievements } from '#server/db/schema/analytics.js';
import { giftHistory, recipients } from '#server/db/schema/recipients.js';
import { socialActivities, socialProfiles } from '#server/db/schema/social.js';
import { wishlistShares, wishlists } from '#server/db/schema/wishlists.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import type { SiteSettingsService } from '#server/services/settings/site-settings.js';
import { friendIdsOf, privacyFrom } from './relations.js';

/**
 * The activity writer (issue 13): what happens elsewhere becomes a feed entry when the person's privacy
 * shares that kind. Writing one is never part of the action that caused it: a failure is logged as
 * 'Failed to create activity' and the action goes on.
 */

export interface SocialLog {
  error: (obj: object, msg: string) => void;
}

/** Where activity goes, and the site settings whose 'Social Features' switch decides whether any is written. */
export interface ActivityStore {
  db: Database;
  siteSettings: Pick<SiteSettingsService, 'get'>;
}

/** The admin's 'Social Features' switch: while it is off, no activity, achievement or achievement notice is written. */
async function socialFeaturesOn(store: ActivityStore): Promise<boolean> {
  return (await store.siteSettings.get()).socialFeatures;
}

interface ActivityDraft {
  userId: string;
  type: ActivityType;
  description: string;
  relatedContent: { type: 'wishlist' | 'recipient' | 'profile' | 'gift' | 'achievement'; id: string; name: string } | null;
}

export const ACTIVITY_FAILED = 'Failed to create activity';

/** Writes one activity if the person shares its kind, with the privacy their activity visibility gives it. */
export async function recordActivity(store: ActivityStore, log: SocialLog, draft: ActivityDraft, now: Date): Promise<void> {
  const { db } = store;
  try {
    if (!(await socialFeaturesOn(store))) return;
    const [profile] = await db.select({ privacy: socialProfiles.privacySettings }).from(socialProfiles).where(eq(socialProfiles.userId, draft.userId)).limit(1);
    const privacy = privacyFrom(profile?.privacy);
    if (!sharesActivityType(privacy.sharedActivityTypes, draft.type)) return;
    await db.insert(socialActivities).values({
      userId: draft.userId,
      activityType: draft.type,
      description: draft.description,
      relatedContent: draft.relatedContent,
      privacy: activityPrivacyFor(privacy.activityVisibility),
      createdAt: now,
    });
  } catch (err) {
    log.error({ err, userId: draft.userId, type: draft.type }, ACTIVITY_FAILED);
  }
}

/**
 * A list was created or changed. Only public and friends lists make activity, and the entry names the list
 * alone: never an item, a claim or who claimed it.
 */
export async function recordWishlistActivity(
  store: ActivityStore,
  log: SocialLog,
  list: { id: string; userId: string; title: string; privacy: WishlistPrivacy },
  change: 'created' | 'updated',
  now: Date,
): Promise<void> {
  if (!wishlistSharesActivity(list.privacy)) {
    // A list made private takes back what was said about it: its title must not stay in friends' feeds.
    if (change === 'updated') await withdrawWishlistActivity(store.db, log, list.id);
    return;
  }
  await recordActivity(
    store,
    log,
    {
      userId: list.userId,
      type: change === 'created' ? 'wishlist_created' : 'wishlist_updated',
      description: change === 'created' ? `created the wishlist "${list.title}"` : `updated the wishlist "${list.title}"`,
      relatedContent: { type: 'wishlist', id: list.id, name: list.title },
    },
    now,
  );
  await awardAchievements(store, log, list.userId, now);
}

/**
 * A list that went private or was deleted: its activities leave every feed (they name it and link to it). This
 * happens with the social switch off too: the title must not come back when the switch is turned on again.
 */
export async function withdrawWishlistActivity(db: Database, log: SocialLog, listId: string): Promise<void> {
  try {
    await db
      .update(socialActivities)
      .set({ isActive: false })
      .where(and(eq(socialActivities.isActive, true), sql`${socialActivities.relatedContent}->>'type' = 'wishlist'`, sql`${socialActivities.relatedContent}->>'id' = ${listId}`));
  } catch (err) {
    log.error({ err, listId }, 'Failed to withdraw wishlist activity');
  }
}

/** A gift was logged: gift_given if the person shares it (off by default), and the first-gift achievement. */
export async function recordGiftActivity(store: ActivityStore, log: SocialLog, gift: { id: string; giverId: string; productTitle: string }, now: Date): Promise<void> {
  await recordActivity(
    store,
    log,
    { userId: gift.giverId, type: 'gift_given', description: `gave "${gift.productTitle}"`, relatedContent: { type: 'gift', id: gift.id, name: gift.productTitle } },
    now,
  );
  await awardAchievements(store, log, gift.giverId, now);
}

async function achievementFacts(db: Database, userId: string) {
  const [[r], [w], [g], friends] = await Promise.all([
    db.select({ n: count() }).from(recipients).where(eq(recipients.userId, userId)),
    // Shared: a public or friends list, or any list with a share link.
    db
      .select({ n: count() })
      .from(wishlists)
      .where(
        and(
          eq(wishlists.userId, userId),
          or(inArray(wishlists.privacy, ['public', 'friends']), exists(db.select({ id: wishlistShares.id }).from(wishlistShares).where(eq(wishlistShares.wishlistId, wishlists.id)))),
        ),
      ),
    db.select({ n: count() }).from(giftHistory).where(eq(giftHistory.giverId, userId)),
    friendIdsOf(db, userId),
  ]);
  return { recipients: Number(r?.n ?? 0), sharedWishlists: Number(w?.n ?? 0), giftsLogged: Number(g?.n ?? 0), friends: friends.length };
}

/**
 * Awards what the person has newly earned: each achievement once (the unique key decides even under a race),
 * as an achievement activity and an `achievement` notification. Never fails the caller.
 */
export async function awardAchievements(store: ActivityStore, log: SocialLog, userId: string, now: Date): Promise<void> {
  try {
    if (!(await socialFeaturesOn(store))) return;
    for (const key of earnedAchievements(await achievementFacts(store.db, userId))) await award(store, log, userId, key, now);
  } catch (err) {
    log.error({ err, userId }, ACTIVITY_FAILED);
  }
}

async function award(store: ActivityStore, log: SocialLog, userId: string, key: AchievementKey, now: Date): Promise<void> {
  const { db } = store;
  const { title, description, toYou } = ACHIEVEMENTS[key];
  const inserted = await db
    .insert(userAchievements)
    .values({ userId, achievementKey: key, title, description, earnedAt: now })
    .onConflictDoNothing()
    .returning({ id: userAchievements.id });
  if (inserted.length === 0) return;
  await recordActivity(store, log, { userId, type: 'achievement', description, relatedContent: { type: 'achievement', id: key, name: title } }, now);
  await createNotification(
    db,
    { userId, type: 'achievement', title: `Achievement unlocked: ${title}`, message: toYou, data: { achievement: key }, priority: 3, actionUrl: '/social', actionLabel: 'View Activity' },
    now,
  );
}
