/**
 * The social hub's rules (core-app.md 3-9, issue 13), pure so that the server enforces them and the client
 * explains them with the same code: who sees a profile or an activity, which kinds a person shares, how
 * suggestions rank, the header badge's cap, comment text, and the achievements.
 */

export const VISIBILITIES = ['public', 'friends', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const ACTIVITY_TYPES = ['friend_added', 'wishlist_created', 'wishlist_updated', 'gift_given', 'achievement'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Gifts given stay private unless the person chooses to share them (issue 13: "if the person chooses to share it"). */
export const DEFAULT_SHARED_ACTIVITY_TYPES: readonly ActivityType[] = ACTIVITY_TYPES.filter((t) => t !== 'gift_given');

/** core-app.md 9: feed 20 at a time, a person's own list 10. */
export const FEED_PAGE_SIZE = 20;
export const MY_ACTIVITIES_LIMIT = 10;
export const PROFILE_ACTIVITIES_LIMIT = 10;
/** core-app.md 9: likes are counted with a 1000-row limit. */
export const LIKES_COUNT_LIMIT = 1000;
/** core-app.md 9: social activity counts feed items by others from the last 24 hours, capped at 5. */
export const SOCIAL_BADGE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SOCIAL_BADGE_CAP = 5;
/** core-app.md 9: mutual-friend confidence 0.8, fallback 0.5; 10 by default. */
export const MUTUAL_FRIEND_CONFIDENCE = 0.8;
export const PUBLIC_PROFILE_CONFIDENCE = 0.5;
export const SUGGESTIONS_DEFAULT_LIMIT = 10;
export const INVITE_LINK_DAYS = 30;
export const PEOPLE_SEARCH_LIMIT = 20;
export const COMMENT_MAX = 500;
export const FIVE_FRIENDS = 5;

/** How the viewer stands to the person whose profile or activity is asked for. */
export interface Stance {
  isSelf: boolean;
  isFriend: boolean;
  /** Either has blocked the other. */
  blocked: boolean;
}

/** core-app.md 6: the owner always; anyone signed in when public; accepted friends when 'friends'; a block hides both ways. */
export function maySee(visibility: Visibility, stance: Stance): boolean {
  if (stance.isSelf) return true;
  if (stance.blocked) return false;
  if (visibility === 'public') return true;
  return visibility === 'friends' && stance.isFriend;
}

/**
 * One activity: its author's activity visibility first, then the activity's own privacy — friends see
 * 'public' and 'friends' ones, others only 'public' ones.
 */
export function maySeeActivity(activityPrivacy: 'public' | 'friends', activityVisibility: Visibility, stance: Stance): boolean {
  if (!maySee(activityVisibility, stance)) return false;
  return stance.isSelf || stance.isFriend || activityPrivacy === 'public';
}

/** Whether a person's privacy settings share this kind of activity at all. */
export function sharesActivityType(shared: readonly ActivityType[], type: ActivityType): boolean {
  return shared.includes(type);
}

/** The privacy an activity is written with: a public activity visibility shares with everyone, anything else with friends. */
export function activityPrivacyFor(activityVisibility: Visibility): 'public' | 'friends' {
  return activityVisibility === 'public' ? 'public' : 'friends';
}

/** Wishlist activity only for lists others can see (issue 13: public or friends lists only). */
export function wishlistSharesActivity(listPrivacy: Visibility): boolean {
  return listPrivacy === 'public' || listPrivacy === 'friends';
}

export interface SuggestionCandidate {
  userId: string;
  reason: 'mutual_friends' | 'public_profile';
  confidence: number;
  metadata: { mutualFriendId?: string; mutualFriendName?: string };
}

/** Who may never be suggested to a person: self, blocked either way, friends, pending either way, dismissed. */
export interface SuggestionExclusions {
  self: string;
  excluded: ReadonlySet<string>;
}

/**
 * The suggestion rule: friends of friends (0.8) before public profiles (0.5), one entry per person (the
 * highest), highest confidence first, then by id for a stable order; never an excluded person.
 */
export function rankSuggestions(candidates: readonly SuggestionCandidate[], exclusions: SuggestionExclusions, limit = SUGGESTIONS_DEFAULT_LIMIT): SuggestionCandidate[] {
  const best = new Map<string, SuggestionCandidate>();
  for (const c of candidates) {
    if (c.userId === exclusions.self || exclusions.excluded.has(c.userId)) continue;
    const known = best.get(c.userId);
    if (!known || c.confidence > known.confidence) best.set(c.userId, c);
  }
  return [...best.values()]
    .sort((a, b) => b.confidence - a.confidence || a.userId.localeCompare(b.userId))
    .slice(0, Math.max(0, limit));
}

/** The header's social badge: what arrived is counted up to the cap (the client shows 9+ above 9). */
export function socialBadgeCount(count: number): number {
  return Math.min(Math.max(0, Math.floor(count)), SOCIAL_BADGE_CAP);
}

/** Since when the social badge counts: the last 24 hours, or since the person last opened it if that is later. */
export function socialBadgeSince(now: Date, seenAt: Date | null): Date {
  const windowStart = new Date(now.getTime() - SOCIAL_BADGE_WINDOW_MS);
  return seenAt && seenAt > windowStart ? seenAt : windowStart;
}

// Control characters other than tab and newline never belong in a comment.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const TAGS = /<\/?[a-zA-Z!][^>]*>/g;

/** Comments are plain text: tags and control characters removed, trimmed (shown as text, never as HTML). */
export function sanitizeComment(body: string): string {
  return body.replace(TAGS, '').replace(CONTROL_CHARACTERS, '').trim();
}

export const ACHIEVEMENTS = {
  first_recipient: { title: 'First recipient saved', description: 'saved their first recipient' },
  first_wishlist_shared: { title: 'First wishlist shared', description: 'shared their first wishlist' },
  first_gift_logged: { title: 'First gift logged', description: 'logged their first gift' },
  five_friends: { title: 'Five friends', description: 'made five friends on Giftwise' },
} as const;
export type AchievementKey = keyof typeof ACHIEVEMENTS;

/** The facts achievements are decided on, counted by the server. */
export interface AchievementFacts {
  recipients: number;
  sharedWishlists: number;
  giftsLogged: number;
  friends: number;
}

/** Which achievements the facts earn (each is awarded once: the caller skips those already held). */
export function earnedAchievements(facts: AchievementFacts): AchievementKey[] {
  const earned: AchievementKey[] = [];
  if (facts.recipients >= 1) earned.push('first_recipient');
  if (facts.sharedWishlists >= 1) earned.push('first_wishlist_shared');
  if (facts.giftsLogged >= 1) earned.push('first_gift_logged');
  if (facts.friends >= FIVE_FRIENDS) earned.push('five_friends');
  return earned;
}
