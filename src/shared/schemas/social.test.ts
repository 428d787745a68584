import { describe, expect, it } from 'vitest';
import { CommentInput, LegacyImportInput, PeopleSearchQuery, UpdateSocialPrivacyInput, UpdateSocialProfileInput } from './social.js';

describe('social schemas', () => {
  it('sanitises comments before the length rule', () => {
    expect(CommentInput.parse({ body: ' <i>nice</i> ' }).body).toBe('nice');
    expect(CommentInput.safeParse({ body: '<b></b>  ' }).success).toBe(false);
    expect(CommentInput.safeParse({ body: 'x'.repeat(501) }).success).toBe(false);
    expect(CommentInput.safeParse({ body: 'x'.repeat(500) }).success).toBe(true);
  });
  it('bounds the profile fields', () => {
    expect(UpdateSocialProfileInput.safeParse({ displayName: ' ' }).success).toBe(false);
    expect(UpdateSocialProfileInput.parse({ displayName: 'Ada', bio: '' })).toEqual({ displayName: 'Ada', bio: null, giftingStyle: [] });
    expect(UpdateSocialProfileInput.safeParse({ displayName: 'Ada', giftingStyle: Array(11).fill('x') }).success).toBe(false);
  });
  it('needs all four privacy keys', () => {
    expect(UpdateSocialPrivacyInput.safeParse({ profileVisibility: 'public', activityVisibility: 'friends', allowFriendRequests: true }).success).toBe(false);
  });
  it('asks at least 2 characters of a search', () => {
    expect(PeopleSearchQuery.safeParse({ q: ' a ' }).success).toBe(false);
  });
  it('takes up to 200 legacy connections', () => {
    expect(LegacyImportInput.safeParse({ connections: Array(201).fill({ email: 'a@b.co' }) }).success).toBe(false);
  });
});
