import { z } from 'zod';
import { ACTIVITY_TYPES, COMMENT_MAX, FEED_PAGE_SIZE, MY_ACTIVITIES_LIMIT, sanitizeComment, SUGGESTIONS_DEFAULT_LIMIT, VISIBILITIES } from '#shared/social/rules.js';

/**
 * The social API (issue 13; core-app.md 3-9): profiles and privacy, friends, requests, blocks, finding
 * people, invitations, suggestions, the feed with likes, comments and shares, stats, and the legacy import.
 * Every route is listed in docs/api/social.md.
 */

const SOCIAL_LIMITS = {
  displayNameMax: 60,
  bioMax: 500,
  locationMax: 100,
  giftingStyleItems: 10,
  giftingStyleItemMax: 40,
  searchMin: 2,
  searchMax: 100,
  emailMax: 254,
  pageMax: 50,
  legacyConnectionsMax: 200,
} as const;

export const SOCIAL_MESSAGES = {
  profileFailed: 'Failed to update profile',
  privacyFailed: 'Failed to update privacy settings',
  requestFailed: 'Failed to send friend request',
  respondFailed: 'Failed to respond to friend request',
  activityFailed: 'Failed to create activity',
  engageFailed: 'Failed to engage with activity',
  connectionExists: 'Connection already exists',
  notAcceptingRequests: 'This person is not accepting friend requests',
  displayNameRequired: 'Please enter a display name',
  commentRequired: 'Please write a comment',
  commentTooLong: `Comments must be at most ${COMMENT_MAX} characters`,
  email: 'Please enter a valid email address',
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;
const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, tooLong(max))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const visibility = z.enum(VISIBILITIES, { error: 'Please choose public, friends or private' });
const activityType = z.enum(ACTIVITY_TYPES, { error: `Must be one of ${ACTIVITY_TYPES.join(', ')}` });
const userId = z.string({ error: 'Must be a person id' }).trim().min(1, 'Must be a person id').max(100, 'Must be a person id');
const emailField = z.email({ error: SOCIAL_MESSAGES.email }).trim().toLowerCase().max(SOCIAL_LIMITS.emailMax, SOCIAL_MESSAGES.email);
const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(SOCIAL_LIMITS.pageMax, `Must be at most ${SOCIAL_LIMITS.pageMax}`)
    .default(fallback);
const giftingStyle = z
  .array(z.string({ error: 'Must be text' }).trim().min(1, 'Must not be empty').max(SOCIAL_LIMITS.giftingStyleItemMax, tooLong(SOCIAL_LIMITS.giftingStyleItemMax)), {
    error: 'Must be a list',
  })
  .max(SOCIAL_LIMITS.giftingStyleItems, `At most ${SOCIAL_LIMITS.giftingStyleItems} gifting styles`);

// ---- inputs ----

export const UpdateSocialProfileInput = z.object({
  displayName: z
    .string({ error: SOCIAL_MESSAGES.displayNameRequired })
    .trim()
    .min(1, SOCIAL_MESSAGES.displayNameRequired)
    .max(SOCIAL_LIMITS.displayNameMax, tooLong(SOCIAL_LIMITS.displayNameMax)),
  bio: optionalText(SOCIAL_LIMITS.bioMax),
  location: optionalText(SOCIAL_LIMITS.locationMax),
  giftingStyle: giftingStyle.default([]),
});
export type UpdateSocialProfileInput = z.infer<typeof UpdateSocialProfileInput>;

/** The person's privacy (docs/api/social.md SocialPrivacy); PUT /social/profile/privacy takes all four keys. */
export const UpdateSocialPrivacyInput = z.object({
  profileVisibility: visibility,
  activityVisibility: visibility,
  allowFriendRequests: z.boolean({ error: 'Must be true or false' }),
  sharedActivityTypes: z.array(activityType, { error: 'Must be a list' }).max(ACTIVITY_TYPES.length).transform((types) => [...new Set(types)]),
});
export type UpdateSocialPrivacyInput = z.infer<typeof UpdateSocialPrivacyInput>;
/** The contract's SocialPrivacy: the shape the profile answers with is the one PUT takes. */
export type SocialPrivacy = UpdateSocialPrivacyInput;

export const SendFriendRequestInput = z.object({ userId });
export type SendFriendRequestInput = z.infer<typeof SendFriendRequestInput>;
export const BlockPersonInput = z.object({ userId });
export type BlockPersonInput = z.infer<typeof BlockPersonInput>;

export const RespondFriendRequestInput = z.object({
  response: z.enum(['accepted', 'declined'], { error: 'Must be accepted or declined' }),
});
export type RespondFriendRequestInput = z.infer<typeof RespondFriendRequestInput>;

export const InviteFriendInput = z.object({ email: emailField });
export type InviteFriendInput = z.infer<typeof InviteFriendInput>;

/** 1-500 characters of plain text once tags are stripped and the ends trimmed. */
export const CommentInput = z.object({
  body: z
    .string({ error: SOCIAL_MESSAGES.commentRequired })
    .transform(sanitizeComment)
    .pipe(z.string().min(1, SOCIAL_MESSAGES.commentRequired).max(COMMENT_MAX, SOCIAL_MESSAGES.commentTooLong)),
});
export type CommentInput = z.infer<typeof CommentInput>;

export const LegacyImportInput = z.object({
  profile: z
    .object({
      displayName: optionalText(SOCIAL_LIMITS.displayNameMax),
      bio: optionalText(SOCIAL_LIMITS.bioMax),
      location: optionalText(SOCIAL_LIMITS.locationMax),
      giftingStyle: giftingStyle.optional(),
    })
    .optional(),
  connections: z
    .array(z.object({ userId: userId.optional(), email: emailField.optional() }), { error: 'Must be a list' })
    .max(SOCIAL_LIMITS.legacyConnectionsMax, `At most ${SOCIAL_LIMITS.legacyConnectionsMax} connections`)
    .optional(),
});
export type LegacyImportInput = z.infer<typeof LegacyImportInput>;

// ---- queries and params ----

export const PeopleSearchQuery = z.object({
  q: z
    .string({ error: 'Please enter at least 2 characters' })
    .trim()
    .min(SOCIAL_LIMITS.searchMin, 'Please enter at least 2 characters')
    .max(SOCIAL_LIMITS.searchMax, tooLong(SOCIAL_LIMITS.searchMax)),
});
export type PeopleSearchQuery = z.infer<typeof PeopleSearchQuery>;

export const SuggestionsQuery = z.object({ limit: pageLimit(SUGGESTIONS_DEFAULT_LIMIT) });
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

export const FeedQuery = z.object({
  limit: pageLimit(FEED_PAGE_SIZE),
  // The previous page's nextCursor (the id of its last activity): opaque to the client.
  cursor: z.uuid({ error: 'Must be the nextCursor of a previous page' }).optional(),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

export const MyActivitiesQuery = z.object({ limit: pageLimit(MY_ACTIVITIES_LIMIT) });
export type MyActivitiesQuery = z.infer<typeof MyActivitiesQuery>;

export const PersonIdParams = z.object({ id: userId });
export const UserIdParams = z.object({ userId });
export const SocialIdParams = z.object({ id: z.uuid({ error: 'Must be an id' }) });
export const InviteTokenParams = z.object({ token: z.string().min(16, 'Must be an invite token').max(100, 'Must be an invite token') });

// ---- responses ----

const relation = z.enum(['self', 'friend', 'request-sent', 'request-received', 'none', 'blocked']);
const author = z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() });

export const SocialProfile = z.object({
  userId: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  giftingStyle: z.array(z.string()),
  privacy: UpdateSocialPrivacyInput,
  createdAt: z.string(),
  lastActive: z.string(),
  updatedAt: z.string(),
});
export type SocialProfile = z.infer<typeof SocialProfile>;
export const SocialProfileResponse = z.object({ profile: SocialProfile });
export type SocialProfileResponse = z.infer<typeof SocialProfileResponse>;

export const PersonSummary = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  relation,
  connectionId: z.string().nullable(),
  mutualFriends: z.number().int(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

export const RelatedContent = z.object({
  type: z.enum(['wishlist', 'recipient', 'profile', 'gift', 'achievement']),
  id: z.string(),
  name: z.string(),
  url: z.string().nullable(),
});
export type RelatedContent = z.infer<typeof RelatedContent>;

export const Activity = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  relatedContent: RelatedContent.nullable(),
  privacy: z.enum(['public', 'friends']),
  createdAt: z.string(),
  author,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  shareCount: z.number().int(),
  likedByMe: z.boolean(),
  isMine: z.boolean(),
});
export type Activity = z.infer<typeof Activity>;

export const Comment = z.object({
  id: z.string(),
  activityId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

export const FriendRequest = z.object({ id: z.string(), person: PersonSummary, createdAt: z.string() });
export type FriendRequest = z.infer<typeof FriendRequest>;

export const Suggestion = z.object({
  person: PersonSummary,
  reason: z.enum(['mutual_friends', 'public_profile']),
  confidence: z.number(),
  metadata: z.object({ mutualFriendId: z.string().optional(), mutualFriendName: z.string().optional() }),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SocialStats = z.object({
  friendsCount: z.number().int(),
  pendingRequests: z.number().int(),
  activitiesCount: z.number().int(),
  totalLikesReceived: z.number().int(),
});
export type SocialStats = z.infer<typeof SocialStats>;

export const PersonPageResponse = z.object({
  person: PersonSummary.extend({ bio: z.string().nullable(), giftingStyle: z.array(z.string()), joinedAt: z.string() }),
  wishlists: z.array(z.object({ id: z.string(), title: z.string(), occasion: z.string().nullable(), itemCount: z.number().int(), updatedAt: z.string() })),
  activities: z.array(Activity),
});
export type PersonPageResponse = z.infer<typeof PersonPageResponse>;

export const FriendsResponse = z.object({ friends: z.array(z.object({ connectionId: z.string(), since: z.string(), person: PersonSummary })) });
export type FriendsResponse = z.infer<typeof FriendsResponse>;
export const FriendRequestsResponse = z.object({ received: z.array(FriendRequest), sent: z.array(FriendRequest) });
export type FriendRequestsResponse = z.infer<typeof FriendRequestsResponse>;
export const FriendRequestResponse = z.object({ request: FriendRequest });
export type FriendRequestResponse = z.infer<typeof FriendRequestResponse>;
export const RespondFriendRequestResponse = z.object({ status: z.enum(['accepted', 'declined']), person: PersonSummary });
export type RespondFriendRequestResponse = z.infer<typeof RespondFriendRequestResponse>;
export const BlocksResponse = z.object({ blocked: z.array(PersonSummary) });
export type BlocksResponse = z.infer<typeof BlocksResponse>;
export const PersonResponse = z.object({ person: PersonSummary });
export type PersonResponse = z.infer<typeof PersonResponse>;
export const PeopleResponse = z.object({ people: z.array(PersonSummary) });
export type PeopleResponse = z.infer<typeof PeopleResponse>;
export const InviteSentResponse = z.object({ sent: z.literal(true) });
export type InviteSentResponse = z.infer<typeof InviteSentResponse>;
export const InviteLinkResponse = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });
export type InviteLinkResponse = z.infer<typeof InviteLinkResponse>;
export const InviteLinkInfoResponse = z.object({ inviter: author, expiresAt: z.string() });
export type InviteLinkInfoResponse = z.infer<typeof InviteLinkInfoResponse>;
export const SuggestionsResponse = z.object({ suggestions: z.array(Suggestion) });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;
export const FeedResponse = z.object({ activities: z.array(Activity), nextCursor: z.string().nullable() });
export type FeedResponse = z.infer<typeof FeedResponse>;
export const ActivitiesResponse = z.object({ activities: z.array(Activity) });
export type ActivitiesResponse = z.infer<typeof ActivitiesResponse>;
export const LikeResponse = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeResponse = z.infer<typeof LikeResponse>;
export const CommentsResponse = z.object({ comments: z.array(Comment) });
export type CommentsResponse = z.infer<typeof CommentsResponse>;
export const CommentResponse = z.object({ comment: Comment });
export type CommentResponse = z.infer<typeof CommentResponse>;
export const ShareResponse = z.object({ url: z.string(), shareCount: z.number().int() });
export type ShareResponse = z.infer<typeof ShareResponse>;
export const LegacyImportResponse = z.object({ imported: z.object({ profile: z.boolean(), requests: z.number().int() }) });
export type LegacyImportResponse = z.infer<typeof LegacyImportResponse>;
