import { describe, expect, it } from 'vitest';
import type { PersonSummary, Suggestion } from '#shared/schemas/social';
import { ApiError } from '#client/lib/api-client';
import { socialFailureMessage, suggestionReason, timeAgo } from './social-text';

const person: PersonSummary = { id: 'u2', displayName: 'Bo', avatarUrl: null, location: null, relation: 'none', connectionId: null, mutualFriends: 1 };

describe('socialFailureMessage', () => {
  it("shows the server's own message for a refused request (409, 403)", () => {
    const conflict = new ApiError({ code: 'VALIDATION_ERROR', status: 409, message: 'Connection already exists', serverMessage: 'Connection already exists' });
    const closed = new ApiError({ code: 'PERMISSION_DENIED', status: 403, message: 'x', serverMessage: 'This person is not accepting friend requests' });
    expect(socialFailureMessage(conflict, 'Failed to send friend request')).toBe('Connection already exists');
    expect(socialFailureMessage(closed, 'Failed to send friend request')).toBe('This person is not accepting friend requests');
  });

  it("falls back to the spec's message for anything else", () => {
    const broken = new ApiError({ code: 'UNKNOWN_ERROR', status: 500, message: 'Boom', serverMessage: 'Boom' });
    expect(socialFailureMessage(broken, 'Failed to respond to friend request')).toBe('Failed to respond to friend request');
    expect(socialFailureMessage(new TypeError('offline'), 'Failed to engage with activity')).toBe('Failed to engage with activity');
  });
});

describe('suggestionReason', () => {
  it('names the mutual friend of a friend-of-a-friend suggestion (0.8)', () => {
    const s: Suggestion = { person, reason: 'mutual_friends', confidence: 0.8, metadata: { mutualFriendId: 'u3', mutualFriendName: 'Cy' } };
    expect(suggestionReason(s)).toBe('mutual friend Cy');
  });

  it('says a public-profile suggestion (0.5) is one', () => {
    expect(suggestionReason({ person, reason: 'public_profile', confidence: 0.5, metadata: {} })).toBe('public profile');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('reads a moment ago, or a clock slightly ahead, as just now', () => {
    expect(timeAgo('2026-11-24T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T12:00:05Z', now)).toBe('just now');
  });
  it('counts minutes, hours and days back', () => {
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('2 days ago');
  });
});
