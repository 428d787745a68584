/**
 * The spec's fixed value lists, in one place: the client's selects, the shared zod schemas and the
 * database's check constraints (src/server/db/schema) all read these, so they cannot drift apart.
 * Texts are the spec's, exactly.
 */

export const AGE_RANGES = ['0-12', '13-17', '18-25', '26-35', '36-50', '51-65', '65+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const GENDERS = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const RELATIONSHIPS = [
  'Spouse/Partner',
  'Parent',
  'Child',
  'Sibling',
  'Friend',
  'Colleague',
  'Extended Family',
  'Boss',
  'Teacher',
  'Neighbor',
  'Acquaintance',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The wizard's occasions (free labels on wishlists and gift history). */
export const GIFT_OCCASIONS = [
  'Birthday',
  'Christmas',
  'Anniversary',
  "Valentine's Day",
  "Mother's Day",
  "Father's Day",
  'Graduation',
  'Wedding',
  'Baby Shower',
  'Housewarming',
  'Thank You',
  'Just Because',
  'Holiday',
  'Retirement',
  'Promotion',
] as const;
export type GiftOccasion = (typeof GIFT_OCCASIONS)[number];

export const INTERESTS = [
  'Technology',
  'Sports',
  'Music',
  'Movies',
  'Books',
  'Cooking',
  'Travel',
  'Art',
  'Photography',
  'Gaming',
  'Fitness',
  'Fashion',
  'Gardening',
  'DIY/Crafts',
  'Coffee',
  'Wine',
  'Outdoor Activities',
  'Home Decor',
  'Beauty',
  'Jewelry',
  'Collectibles',
  'Board Games',
  'Science',
  'History',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const PERSONALITY_TRAITS = [
  'Creative',
  'Practical',
  'Adventurous',
  'Homebody',
  'Tech-savvy',
  'Traditional',
  'Minimalist',
  'Luxury-loving',
  'Eco-conscious',
  'Social',
  'Introverted',
  'Organized',
  'Spontaneous',
  'Romantic',
] as const;
export type PersonalityTrait = (typeof PERSONALITY_TRAITS)[number];

export const BESTSELLER_CATEGORIES = [
  'Electronics & Tech',
  'Home & Garden',
  'Health & Beauty',
  'Sports & Outdoors',
  'Books & Media',
  'Fashion & Style',
] as const;
export type BestsellerCategory = (typeof BESTSELLER_CATEGORIES)[number];

/** Calendar event types; event chips are coloured by these. */
export const OCCASION_TYPES = ['birthday', 'anniversary', 'graduation', 'wedding', 'other'] as const;
export type OccasionType = (typeof OCCASION_TYPES)[number];

export const NOTIFICATION_TYPES = [
  'welcome',
  'birthday_reminder',
  'gift_recommendation',
  'wishlist_update',
  'friend_request',
  'achievement',
  /** Likes, comments and replies on a person's activity (issue 19, decision 190; the spec's 'Social activity'). */
  'social_activity',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The header's two "seen" badges. */
export const BADGES = ['wishlists', 'social'] as const;
export type Badge = (typeof BADGES)[number];

export const WISHLIST_PRIVACY = ['public', 'friends', 'private'] as const;
export type WishlistPrivacy = (typeof WISHLIST_PRIVACY)[number];

export const COLLABORATOR_ROLES = ['owner', 'editor', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** pending and accepted are the spec's; declined and blocked are the other answers an addressee may give. */
export const FRIEND_CONNECTION_STATUSES = ['pending', 'accepted', 'declined', 'blocked'] as const;
export type FriendConnectionStatus = (typeof FRIEND_CONNECTION_STATUSES)[number];

export const ACTIVITY_PRIVACY = ['public', 'friends'] as const;
export type ActivityPrivacy = (typeof ACTIVITY_PRIVACY)[number];

export const ENGAGEMENT_TYPES = ['like', 'comment', 'share'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

export const PRODUCT_SOURCES = ['sample', 'amazon'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const DEFAULT_BLOG_CATEGORY = 'General';
export const DEFAULT_BLOG_AUTHOR = 'Admin User';

export const EMAIL_TEMPLATE_KEYS = [
  'welcome',
  'occasion_reminder',
  'price_drop',
  'gift_recommendations',
  'newsletter',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const AI_CONFIG_CHANGE_TYPES = ['model_change', 'settings_change', 'enabled_change'] as const;
export type AiConfigChangeType = (typeof AI_CONFIG_CHANGE_TYPES)[number];

export const MIGRATION_ITEM_STATUSES = ['pending', 'in_progress', 'completed', 'error'] as const;
export type MigrationItemStatus = (typeof MIGRATION_ITEM_STATUSES)[number];
