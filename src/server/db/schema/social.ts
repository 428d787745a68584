import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACTIVITY_PRIVACY,
  type ActivityPrivacy,
  ENGAGEMENT_TYPES,
  type EngagementType,
  FRIEND_CONNECTION_STATUSES,
  type FriendConnectionStatus,
} from '#shared/constants/choice-lists.js';
import { ACTIVITY_TYPES, type ActivityType, DEFAULT_SHARED_ACTIVITY_TYPES } from '#shared/social/rules.js';
import { oneOf, tz } from '#server/db/schema-helpers.js';
import { users } from './auth.js';

export interface SocialPrivacySettings {
  profile_visibility: 'public' | 'friends' | 'private';
  activity_visibility: 'public' | 'friends' | 'private';
  allow_friend_requests: boolean;
  /** Which kinds of activity the person shares (issue 13); rows written before it have none and mean the default. */
  shared_activity_types?: ActivityType[];
}

export const DEFAULT_SOCIAL_PRIVACY: SocialPrivacySettings = {
  profile_visibility: 'public',
  activity_visibility: 'friends',
  allow_friend_requests: true,
  shared_activity_types: [...DEFAULT_SHARED_ACTIVITY_TYPES],
};

/** The public face in the social hub; written only by its user, read according to privacy_settings. */
export const socialProfiles = pgTable('social_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text(),
  avatarUrl: text(),
  bio: text(),
  location: text(),
  giftingStyle: text().array().notNull().default([]),
  privacySettings: jsonb().$type<SocialPrivacySettings>().notNull().default(DEFAULT_SOCIAL_PRIVACY),
  createdAt: timestamp(tz).notNull().defaultNow(),
  lastActive: timestamp(tz).notNull().defaultNow(),
  updatedAt: timestamp(tz).notNull().defaultNow(),
});

/**
 * A friendship request and its answer. The requester creates it (pending); only the addressee answers.
 * One row per pair whichever way it was asked: the unique index on (least, greatest) refuses the
 * reverse duplicate, which the service reports as 'Connection already exists'.
 */
export const friendConnections = pgTable(
  'friend_connections',
  {
    id: uuid().primaryKey().defaultRandom(),
    requesterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<FriendConnectionStatus>().notNull().default('pending'),
    createdAt: timestamp(tz).notNull().defaultNow(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friend_connections_pair_idx').on(
      sql`least("requester_id", "addressee_id")`,
      sql`greatest("requester_id", "addressee_id")`,
    ),
    index('friend_connections_requester_idx').on(t.requesterId, t.status),
    index('friend_connections_addressee_idx').on(t.addresseeId, t.status),
    check('friend_connections_status_check', oneOf('status', FRIEND_CONNECTION_STATUSES)),
    check('friend_connections_not_self_check', sql`"requester_id" <> "addressee_id"`),
  ],
);

/**
 * Feed entries. Visible to the author, and to accepted friends when privacy is public or friends.
 * Deletion is soft (is_active false).
 */
export const socialActivities = pgTable(
  'social_activities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text().$type<ActivityType>().notNull(),
    description: text().notNull(),
    relatedContent: jsonb().$type<{ type: string; id: string; name: string }>(),
    privacy: text().$type<ActivityPrivacy>().notNull().default('friends'),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    index('social_activities_user_created_idx').on(t.userId, t.createdAt.desc()).where(sql`"is_active"`),
    index('social_activities_created_idx').on(t.createdAt.desc()).where(sql`"is_active"`),
    check('social_activities_privacy_check', oneOf('privacy', ACTIVITY_PRIVACY)),
    check('social_activities_type_check', oneOf('activity_type', ACTIVITY_TYPES)),
  ],
);

/**
 * Likes, comments and shares on an activity, by people who can see it. Liking again removes the like,
 * and the partial unique index keeps one like per person per activity even under double clicks.
 */
export const activityEngagements = pgTable(
  'activity_engagements',
  {
    id: uuid().primaryKey().defaultRandom(),
    activityId: uuid()
      .notNull()
      .references(() => socialActivities.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    engagementType: text().$type<EngagementType>().notNull(),
    comment: text(),
    createdAt: timestamp(tz).notNull().defaultNow(),
    /** A comment's last edit (equal to created_at until edited). */
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_engagements_one_like_idx')
      .on(t.activityId, t.userId)
      .where(sql`"engagement_type" = 'like'`),
    index('activity_engagements_activity_idx').on(t.activityId, t.engagementType),
    index('activity_engagements_user_idx').on(t.userId),
    check('activity_engagements_type_check', oneOf('engagement_type', ENGAGEMENT_TYPES)),
    check(
      'activity_engagements_comment_check',
      sql`"engagement_type" <> 'comment' or length(btrim(coalesce("comment", ''))) > 0`,
    ),
  ],
);

/**
 * "People you may know", computed by the server (mutual friends 0.8, fallback 0.5). Read and dismissed
 * only by user_id.
 */
export const friendSuggestions = pgTable(
  'friend_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestedUserId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestionReason: text().notNull(),
    confidenceScore: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isDismissed: boolean().notNull().default(false),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friend_suggestions_pair_idx').on(t.userId, t.suggestedUserId),
    index('friend_suggestions_open_idx').on(t.userId, t.confidenceScore.desc()).where(sql`not "is_dismissed"`),
    check('friend_suggestions_not_self_check', sql`"user_id" <> "suggested_user_id"`),
    check('friend_suggestions_confidence_check', sql`"confidence_score" between 0 and 1`),
  ],
);

/**
 * A block, one way: the blocker hides from the blocked person and the blocked person cannot request, see
 * the profile or activity, or comment. Checked both ways by the social services.
 */
export const socialBlocks = pgTable(
  'social_blocks',
  {
    blockerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('social_blocks_blocked_idx').on(t.blockedId),
    check('social_blocks_not_self_check', sql`"blocker_id" <> "blocked_id"`),
  ],
);

/** An invite link (30 days): whoever signs in and accepts it becomes the inviter's friend. Only the token's hash is kept. */
export const socialInviteLinks = pgTable(
  'social_invite_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    inviterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp(tz).notNull(),
    createdAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_invite_links_token_idx').on(t.tokenHash), index('social_invite_links_inviter_idx').on(t.inviterId)],
);

