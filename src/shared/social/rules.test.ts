import { describe, expect, it } from 'vitest';
import {
  activityPrivacyFor,
  DEFAULT_SHARED_ACTIVITY_TYPES,
  earnedAchievements,
  FIVE_FRIENDS,
  SOCIAL_BADGE_WINDOW_MS,
  maySee,
  maySeeActivity,
  MUTUAL_FRIEND_CONFIDENCE,
  PUBLIC_PROFILE_CONFIDENCE,
  rankSuggestions,
  sanitizeComment,
  sharesActivityType,
  socialBadgeCount,
  socialBadgeSince,
  type SuggestionCandidate,
  wishlistSharesActivity,
} from './rules.js';

const self = { isSelf: true, isFriend: false, blocked: false };
const friend = { isSelf: false, isFriend: true, blocked: false };
const stranger = { isSelf: false, isFriend: false, blocked: false };
const blockedFriend = { isSelf: false, isFriend: true, blocked: true };

describe('profile visibility', () => {
  it('shows a public profile to anyone signed in, a friends one to friends, a private one to its owner only', () => {
    expect([maySee('public', stranger), maySee('public', friend), maySee('public', self)]).toEqual([true, true, true]);
    expect([maySee('friends', stranger), maySee('friends', friend), maySee('friends', self)]).toEqual([false, true, true]);
    expect([maySee('private', stranger), maySee('private', friend), maySee('private', self)]).toEqual([false, false, true]);
  });
  it('hides everything across a block, whatever the visibility', () => {
    expect(maySee('public', blockedFriend)).toBe(false);
    expect(maySee('friends', blockedFriend)).toBe(false);
  });
});

describe('activity visibility', () => {
  it('shows friends both privacies, and others only public activities of a public person', () => {
    expect(maySeeActivity('friends', 'friends', friend)).toBe(true);
    expect(maySeeActivity('public', 'friends', friend)).toBe(true);
    expect(maySeeActivity('public', 'friends', stranger)).toBe(false);
    expect(maySeeActivity('public', 'public', stranger)).toBe(true);
    expect(maySeeActivity('friends', 'public', stranger)).toBe(false);
  });
  it('hides a private person’s activity from friends, never from the author, and always across a block', () => {
    expect(maySeeActivity('friends', 'private', friend)).toBe(false);
    expect(maySeeActivity('friends', 'private', self)).toBe(true);
    expect(maySeeActivity('public', 'public', blockedFriend)).toBe(false);
  });
  it('writes public activities only for a public activity visibility', () => {
    expect(activityPrivacyFor('public')).toBe('public');
    expect(activityPrivacyFor('friends')).toBe('friends');
    expect(activityPrivacyFor('private')).toBe('friends');
  });
});

describe('shared activity kinds', () => {
  it('shares everything but gifts given by default', () => {
    expect(sharesActivityType(DEFAULT_SHARED_ACTIVITY_TYPES, 'gift_given')).toBe(false);
    expect(sharesActivityType(DEFAULT_SHARED_ACTIVITY_TYPES, 'wishlist_created')).toBe(true);
    expect(sharesActivityType(['gift_given'], 'gift_given')).toBe(true);
  });
  it('writes wishlist activity only for public or friends lists', () => {
    expect([wishlistSharesActivity('public'), wishlistSharesActivity('friends'), wishlistSharesActivity('private')]).toEqual([true, true, false]);
  });
});

describe('suggestions', () => {
  const mutual = (userId: string): SuggestionCandidate => ({
    userId,
    reason: 'mutual_friends',
    confidence: MUTUAL_FRIEND_CONFIDENCE,
    metadata: { mutualFriendId: 'm', mutualFriendName: 'Mia' },
  });
  const open = (userId: string): SuggestionCandidate => ({ userId, reason: 'public_profile', confidence: PUBLIC_PROFILE_CONFIDENCE, metadata: {} });

  it('ranks friends of friends (0.8) before public profiles (0.5)', () => {
    const ranked = rankSuggestions([open('a'), mutual('z'), open('b')], { self: 'me', excluded: new Set() });
    expect(ranked.map((s) => [s.userId, s.confidence])).toEqual([['z', 0.8], ['a', 0.5], ['b', 0.5]]);
  });
  it('keeps one entry per person, the most confident, with the mutual friend in metadata', () => {
    const ranked = rankSuggestions([open('a'), mutual('a')], { self: 'me', excluded: new Set() });
    expect(ranked).toEqual([mutual('a')]);
  });
  it('never suggests self or an excluded person (blocked, friend, pending, dismissed)', () => {
    const ranked = rankSuggestions([mutual('me'), mutual('x'), open('y'), open('ok')], { self: 'me', excluded: new Set(['x', 'y']) });
    expect(ranked.map((s) => s.userId)).toEqual(['ok']);
  });
  it('returns 10 by default, or the limit asked for', () => {
    const many = Array.from({ length: 15 }, (_, i) => open(`p${String(i).padStart(2, '0')}`));
    expect(rankSuggestions(many, { self: 'me', excluded: new Set() })).toHaveLength(10);
    expect(rankSuggestions(many, { self: 'me', excluded: new Set() }, 3)).toHaveLength(3);
  });
});

describe('social badge', () => {
  it('caps at 5', () => {
    expect([socialBadgeCount(0), socialBadgeCount(4), socialBadgeCount(5), socialBadgeCount(12)]).toEqual([0, 4, 5, 5]);
  });
  it('counts from 24 hours ago, or from the seen marker when it is later', () => {
    const now = new Date('2030-01-02T12:00:00Z');
    expect(SOCIAL_BADGE_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(socialBadgeSince(now, null).toISOString()).toBe('2030-01-01T12:00:00.000Z');
    expect(socialBadgeSince(now, new Date('2029-12-01T00:00:00Z')).toISOString()).toBe('2030-01-01T12:00:00.000Z');
    expect(socialBadgeSince(now, new Date('2030-01-02T10:00:00Z')).toISOString()).toBe('2030-01-02T10:00:00.000Z');
  });
});

describe('comments', () => {
  it('strips tags and control characters and trims', () => {
    expect(sanitizeComment('  <b>Lovely</b> <script>x</script>gift\u0007 ')).toBe('Lovely xgift');
    expect(sanitizeComment('3 < 4 and 5 > 2')).toBe('3 < 4 and 5 > 2');
  });
});

describe('achievements', () => {
  it('awards each at its threshold', () => {
    expect(FIVE_FRIENDS).toBe(5);
    expect(earnedAchievements({ recipients: 0, sharedWishlists: 0, giftsLogged: 0, friends: FIVE_FRIENDS - 1 })).toEqual([]);
    expect(earnedAchievements({ recipients: 1, sharedWishlists: 1, giftsLogged: 1, friends: 5 })).toEqual([
      'first_recipient',
      'first_wishlist_shared',
      'first_gift_logged',
      'five_friends',
    ]);
  });
});
