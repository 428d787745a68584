import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PeopleResponse, PersonPageResponse, SocialProfileResponse } from '#shared/schemas/social.js';
import { socialBlocks, socialProfiles, wishlists } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { socialClient } from '../support/social-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('social profiles, privacy and people', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let linus: TestUser;
  let s: ReturnType<typeof socialClient>;

  beforeAll(async () => {
    t = await createTestApp();
    s = socialClient(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace', email: 'ada@example.com' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper', email: 'grace@example.com' });
    linus = await signUpVerifiedUser(t, { name: 'Linus T', email: 'linus@example.com' });
  });

  describe('own profile', () => {
    it('answers a profile built from the account before one is saved, with the default privacy', async () => {
      const res = await s.get('/api/social/profile', ada);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(SocialProfileResponse.parse(res.json()).profile).toMatchObject({
        userId: ada.id,
        displayName: 'Ada Lovelace',
        bio: null,
        giftingStyle: [],
        privacy: { profileVisibility: 'public', activityVisibility: 'friends', allowFriendRequests: true, sharedActivityTypes: ['friend_added', 'wishlist_created', 'wishlist_updated', 'achievement'] },
      });
    });

    it('upserts the profile on user_id and updates the privacy', async () => {
      const body = { displayName: 'Ada L.', bio: 'Maths', location: 'London', giftingStyle: ['Thoughtful', 'Handmade'] };
      expect((await s.send('PUT', '/api/social/profile', body, ada)).statusCode).toBe(200);
      const again = await s.send('PUT', '/api/social/profile', { ...body, bio: '' }, ada);
      expect(SocialProfileResponse.parse(again.json()).profile).toMatchObject({ displayName: 'Ada L.', bio: null, location: 'London', giftingStyle: ['Thoughtful', 'Handmade'] });
      expect(await t.db.select().from(socialProfiles)).toHaveLength(1);
      const privacy = await s.setPrivacy(ada, { profileVisibility: 'private', sharedActivityTypes: ['gift_given'] });
      expect(privacy.statusCode).toBe(200);
      expect(SocialProfileResponse.parse(privacy.json()).profile.privacy).toMatchObject({ profileVisibility: 'private', sharedActivityTypes: ['gift_given'] });
      expect(SocialProfileResponse.parse((await s.get('/api/social/profile', ada)).json()).profile.displayName).toBe('Ada L.');
    });

    it.each([
      [{ displayName: '' }, 'displayName'],
      [{ displayName: 'x'.repeat(61) }, 'displayName'],
      [{ displayName: 'Ada', bio: 'x'.repeat(501) }, 'bio'],
      [{ displayName: 'Ada', location: 'x'.repeat(101) }, 'location'],
      [{ displayName: 'Ada', giftingStyle: Array(11).fill('a') }, 'giftingStyle'],
    ])('refuses a bad profile %j with a 400 naming %s and writes nothing', async (body, field) => {
      const res = await s.send('PUT', '/api/social/profile', body, ada);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields).toHaveProperty(field);
      expect(await t.db.select().from(socialProfiles)).toEqual([]);
    });

    it('refuses privacy without all four keys (400 naming the field) and writes nothing', async () => {
      const res = await s.send('PUT', '/api/social/profile/privacy', { profileVisibility: 'everyone', activityVisibility: 'friends', allowFriendRequests: true }, ada);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields).sort()).toEqual(['profileVisibility', 'sharedActivityTypes']);
      expect(await t.db.select().from(socialProfiles)).toEqual([]);
    });
  });

  describe('a person’s page', () => {
    it('shows a public person with their public lists and public activity to anyone signed in', async () => {
      await t.db.insert(wishlists).values([
        { userId: grace.id, title: 'Open list', privacy: 'public' },
        { userId: grace.id, title: 'Friends list', privacy: 'friends' },
        { userId: grace.id, title: 'Secret list', privacy: 'private' },
      ]);
      await s.setPrivacy(grace, { activityVisibility: 'public' });
      await s.act(grace, { privacy: 'public', description: 'public news' });
      await s.act(grace, { privacy: 'friends', description: 'friends news' });
      const page = PersonPageResponse.parse((await s.get(`/api/social/people/${grace.id}`, ada)).json());
      expect(page.person).toMatchObject({ id: grace.id, displayName: 'Grace Hopper', relation: 'none' });
      expect(page.wishlists.map((w) => w.title)).toEqual(['Open list']);
      expect(page.activities.map((a) => a.description)).toEqual(['public news']);

      await s.befriend(grace, ada);
      const asFriend = PersonPageResponse.parse((await s.get(`/api/social/people/${grace.id}`, ada)).json());
      expect(asFriend.person.relation).toBe('friend');
      expect(asFriend.wishlists.map((w) => w.title).sort()).toEqual(['Friends list', 'Open list']);
      expect(asFriend.activities.map((a) => a.description).sort()).toEqual(['friends news', 'public news']);
    });

    it('answers 404 for a private profile, a friends-only one to a non-friend, a block either way, and an unknown id', async () => {
      await s.setPrivacy(grace, { profileVisibility: 'private' });
      await s.befriend(grace, ada);
      expect((await s.get(`/api/social/people/${grace.id}`, ada)).statusCode).toBe(404);
      expect((await s.get(`/api/social/people/${grace.id}`, grace)).statusCode).toBe(200);

      await s.setPrivacy(grace, { profileVisibility: 'friends' });
      expect((await s.get(`/api/social/people/${grace.id}`, ada)).statusCode).toBe(200);
      expect((await s.get(`/api/social/people/${grace.id}`, linus)).statusCode).toBe(404);

      await t.db.insert(socialBlocks).values({ blockerId: ada.id, blockedId: linus.id });
      expect((await s.get(`/api/social/people/${ada.id}`, linus)).statusCode).toBe(404);
      expect((await s.get(`/api/social/people/${linus.id}`, ada)).statusCode).toBe(404);
      expect((await s.get('/api/social/people/nobody-at-all', ada)).statusCode).toBe(404);
      expect((await s.get(`/api/social/people/${grace.id}`)).statusCode).toBe(401);
    });
  });

  describe('search', () => {
    it('finds by name, or by an exact email only; never self or blocked', async () => {
      const names = async (q: string, who = ada) => PeopleResponse.parse((await s.get(`/api/social/people?q=${encodeURIComponent(q)}`, who)).json()).people.map((p) => p.displayName);
      expect(await names('grace')).toEqual(['Grace Hopper']);
      expect(await names('example.com')).toEqual([]);
      // LIKE's wildcards are searched for as text, so they list nobody.
      expect(await names('%%')).toEqual([]);
      expect(await names('__')).toEqual([]);
      expect(await names('GRACE@example.com')).toEqual(['Grace Hopper']);
      expect(await names('ada')).toEqual([]);
      await t.db.insert(socialBlocks).values({ blockerId: grace.id, blockedId: ada.id });
      expect(await names('grace@example.com')).toEqual([]);
    });

    it('never tells whether an address has an account: a private or friends-only profile answers like no account at all', async () => {
      const search = async (q: string, who = ada) => {
        const res = await s.get(`/api/social/people?q=${encodeURIComponent(q)}`, who);
        expect(res.statusCode).toBe(200);
        return res.body;
      };
      const noAccount = await search('nobody-here@example.com');
      expect(JSON.parse(noAccount)).toEqual({ people: [] });
      await s.setPrivacy(grace, { profileVisibility: 'private' });
      expect(await search('grace@example.com')).toBe(noAccount);
      expect(await search('GRACE@example.com ')).toBe(noAccount);
      // Friends-only: found by a friend, never by anyone else.
      await s.setPrivacy(grace, { profileVisibility: 'friends' });
      expect(await search('grace@example.com')).toBe(noAccount);
      await s.befriend(linus, grace);
      expect(PeopleResponse.parse(JSON.parse(await search('grace@example.com', linus))).people.map((p) => p.displayName)).toEqual(['Grace Hopper']);
    });

    it('refuses a query shorter than 2 characters (400 naming q) and a signed-out visitor (401)', async () => {
      const res = await s.get('/api/social/people?q=a', ada);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('q');
      expect((await s.get('/api/social/people?q=grace')).statusCode).toBe(401);
    });
  });
});
