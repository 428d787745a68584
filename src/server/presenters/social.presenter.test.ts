import { describe, expect, it } from 'vitest';
import { presentPerson, relatedContentPath, shareUrl } from './social.presenter.js';
import type { PersonView } from '#server/services/social/relations.js';

describe('social presenter', () => {
  it('links wishlists and profiles, and nothing else', () => {
    expect(relatedContentPath({ type: 'wishlist', id: 'w1' })).toBe('/wishlists/w1');
    expect(relatedContentPath({ type: 'profile', id: 'u1' })).toBe('/social/people/u1');
    expect(relatedContentPath({ type: 'gift', id: 'g1' })).toBeNull();
    expect(relatedContentPath(null)).toBeNull();
  });

  it('shares the related content’s link, else the author’s profile', () => {
    const row = { userId: 'ada', relatedContent: null } as Parameters<typeof shareUrl>[1];
    expect(shareUrl('https://giftwise.example', row)).toBe('https://giftwise.example/social/people/ada');
    expect(shareUrl('https://giftwise.example', { ...row, relatedContent: { type: 'wishlist', id: 'w', name: 'L' } })).toBe('https://giftwise.example/wishlists/w');
  });

  it('never shows a person’s email or privacy settings', () => {
    const person = {
      id: 'ada',
      displayName: 'Ada',
      avatarUrl: null,
      location: null,
      bio: 'b',
      giftingStyle: [],
      joinedAt: new Date(),
      email: 'ada@example.com',
      privacy: { profileVisibility: 'public', activityVisibility: 'friends', allowFriendRequests: true, sharedActivityTypes: [] },
      relation: 'none',
      connectionId: null,
      mutualFriends: 0,
    } satisfies PersonView;
    expect(presentPerson(person)).toEqual({ id: 'ada', displayName: 'Ada', avatarUrl: null, location: null, relation: 'none', connectionId: null, mutualFriends: 0 });
  });
});
