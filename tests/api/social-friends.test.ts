import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BlocksResponse,
  FriendRequestResponse,
  FriendRequestsResponse,
  FriendsResponse,
  InviteLinkInfoResponse,
  InviteLinkResponse,
  LegacyImportResponse,
  PersonResponse,
  RespondFriendRequestResponse,
  SuggestionsResponse,
} from '#shared/schemas/social.js';
import { friendConnections, friendSuggestions, notifications, socialActivities, socialBlocks, socialInviteLinks, socialProfiles } from '#server/db/schema/index.js';
import { linkFrom, outboxFor, signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { socialClient } from '../support/social-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('friends, requests, blocks, invitations and suggestions', () => {
  let clock = new Date('2030-03-01T12:00:00Z');
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let linus: TestUser;
  let s: ReturnType<typeof socialClient>;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    s = socialClient(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date('2030-03-01T12:00:00Z');
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace', email: 'ada@example.com' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper', email: 'grace@example.com' });
    linus = await signUpVerifiedUser(t, { name: 'Linus T', email: 'linus@example.com' });
  });

  const request = async (from: TestUser, to: TestUser) => {
    const res = await s.send('POST', '/api/social/requests', { userId: to.id }, from);
    expect(res.statusCode, res.body).toBe(201);
    return FriendRequestResponse.parse(res.json()).request;
  };
  const requests = async (who: TestUser) => FriendRequestsResponse.parse((await s.get('/api/social/requests', who)).json());
  const friendNames = async (who: TestUser) => FriendsResponse.parse((await s.get('/api/social/friends', who)).json()).friends.map((f) => f.person.displayName);

  describe('requests', () => {
    it('sends a pending request with a friend_request notification, and the addressee accepts: friends with friend_added for both', async () => {
      const sent = await request(ada, grace);
      expect(sent.person).toMatchObject({ id: grace.id, relation: 'request-sent' });
      const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, grace.id), eq(notifications.type, 'friend_request')));
      expect(note).toMatchObject({ title: 'New friend request', message: 'Ada Lovelace sent you a friend request.' });
      expect((await requests(grace)).received.map((r) => r.person.displayName)).toEqual(['Ada Lovelace']);
      expect((await requests(ada)).sent.map((r) => r.id)).toEqual([sent.id]);

      const res = await s.send('POST', `/api/social/requests/${sent.id}/respond`, { response: 'accepted' }, grace);
      expect(res.statusCode, res.body).toBe(200);
      expect(RespondFriendRequestResponse.parse(res.json())).toMatchObject({ status: 'accepted', person: { id: ada.id, relation: 'friend' } });
      expect(await friendNames(ada)).toEqual(['Grace Hopper']);
      expect(await friendNames(grace)).toEqual(['Ada Lovelace']);
      const added = await t.db.select().from(socialActivities).where(eq(socialActivities.activityType, 'friend_added'));
      expect(added.map((a) => [a.userId, a.description]).sort()).toEqual(
        [
          [ada.id, 'became friends with Grace Hopper'],
          [grace.id, 'became friends with Ada Lovelace'],
        ].sort(),
      );
    });

    it('names the new friend in friend_added only when their profile is public', async () => {
      await s.setPrivacy(grace, { profileVisibility: 'friends' });
      const sent = await request(ada, grace);
      await s.send('POST', `/api/social/requests/${sent.id}/respond`, { response: 'accepted' }, grace);
      const [adas] = await t.db.select().from(socialActivities).where(eq(socialActivities.userId, ada.id));
      expect(adas).toMatchObject({ activityType: 'friend_added', description: 'made a new friend', relatedContent: null });
      const [graces] = await t.db.select().from(socialActivities).where(eq(socialActivities.userId, grace.id));
      expect(graces).toMatchObject({ description: 'became friends with Ada Lovelace', relatedContent: { type: 'profile', id: ada.id, name: 'Ada Lovelace' } });
    });

    it('declining removes the request so a new one can come later', async () => {
      const sent = await request(ada, grace);
      expect((await s.send('POST', `/api/social/requests/${sent.id}/respond`, { response: 'declined' }, grace)).statusCode).toBe(200);
      expect(await t.db.select().from(friendConnections)).toEqual([]);
      await request(ada, grace);
    });

    it('refuses a duplicate either way with 409 Connection already exists, writing nothing', async () => {
      await request(ada, grace);
      for (const [from, to] of [
        [ada, grace],
        [grace, ada],
      ] as const) {
        const res = await s.send('POST', '/api/social/requests', { userId: to.id }, from);
        expect(res.statusCode).toBe(409);
        expect(res.json().error.message).toBe('Connection already exists');
      }
      expect(await t.db.select().from(friendConnections)).toHaveLength(1);
    });

    it('refuses a person who does not accept requests (403 with its message), self, unknown and blocked people (404)', async () => {
      await s.setPrivacy(grace, { allowFriendRequests: false });
      const refused = await s.send('POST', '/api/social/requests', { userId: grace.id }, ada);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('This person is not accepting friend requests');
      expect((await s.send('POST', '/api/social/requests', { userId: ada.id }, ada)).statusCode).toBe(404);
      expect((await s.send('POST', '/api/social/requests', { userId: 'nobody' }, ada)).statusCode).toBe(404);
      await t.db.insert(socialBlocks).values({ blockerId: linus.id, blockedId: ada.id });
      expect((await s.send('POST', '/api/social/requests', { userId: linus.id }, ada)).statusCode).toBe(404);
      expect((await s.send('POST', '/api/social/requests', { userId: ada.id }, linus)).statusCode).toBe(404);
      expect(await t.db.select().from(friendConnections)).toEqual([]);
    });

    it('answers 400 naming the field for a bad body and writes nothing', async () => {
      const res = await s.send('POST', '/api/social/requests', { userId: '' }, ada);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('userId');
      const sent = await request(ada, grace);
      const bad = await s.send('POST', `/api/social/requests/${sent.id}/respond`, { response: 'maybe' }, grace);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('response');
      expect((await t.db.select().from(friendConnections))[0].status).toBe('pending');
    });

    it('lets only the addressee answer and only the requester cancel (others 404)', async () => {
      const sent = await request(ada, grace);
      expect((await s.send('POST', `/api/social/requests/${sent.id}/respond`, { response: 'accepted' }, ada)).statusCode).toBe(404);
      expect((await s.send('POST', `/api/social/requests/${sent.id}/respond`, { response: 'accepted' }, linus)).statusCode).toBe(404);
      expect((await s.send('DELETE', `/api/social/requests/${sent.id}`, undefined, grace)).statusCode).toBe(404);
      expect((await s.send('DELETE', `/api/social/requests/${sent.id}`, undefined, ada)).statusCode).toBe(204);
      expect(await t.db.select().from(friendConnections)).toEqual([]);
    });

    it('removes a friend from either side', async () => {
      await s.befriend(ada, grace);
      expect((await s.send('DELETE', `/api/social/friends/${ada.id}`, undefined, grace)).statusCode).toBe(204);
      expect(await friendNames(ada)).toEqual([]);
      expect((await s.send('DELETE', `/api/social/friends/${ada.id}`, undefined, grace)).statusCode).toBe(404);
    });
  });

  describe('blocks', () => {
    it('ends the connection, dismisses suggestions both ways, lists and unblocks', async () => {
      await s.befriend(ada, grace);
      const res = await s.send('POST', '/api/social/blocks', { userId: grace.id }, ada);
      expect(res.statusCode, res.body).toBe(201);
      expect(PersonResponse.parse(res.json()).person).toMatchObject({ id: grace.id, relation: 'blocked' });
      expect(await t.db.select().from(friendConnections)).toEqual([]);
      expect((await t.db.select().from(friendSuggestions)).every((row) => row.isDismissed)).toBe(true);
      expect(BlocksResponse.parse((await s.get('/api/social/blocks', ada)).json()).blocked.map((p) => p.id)).toEqual([grace.id]);
      expect(BlocksResponse.parse((await s.get('/api/social/blocks', grace)).json()).blocked).toEqual([]);
      expect((await s.send('DELETE', `/api/social/blocks/${grace.id}`, undefined, ada)).statusCode).toBe(204);
      expect(await t.db.select().from(socialBlocks)).toEqual([]);
      expect((await s.send('DELETE', `/api/social/blocks/${grace.id}`, undefined, ada)).statusCode).toBe(404);
    });

    it('refuses a bad body (400 naming userId), self and unknown people (404), writing nothing', async () => {
      expect((await s.send('POST', '/api/social/blocks', {}, ada)).json().error.fields).toHaveProperty('userId');
      expect((await s.send('POST', '/api/social/blocks', { userId: ada.id }, ada)).statusCode).toBe(404);
      expect((await s.send('POST', '/api/social/blocks', { userId: 'nobody' }, ada)).statusCode).toBe(404);
      expect(await t.db.select().from(socialBlocks)).toEqual([]);
    });
  });

  describe('invitations', () => {
    it('emails an address without an account, and the link makes the two friends once accepted', async () => {
      const res = await s.send('POST', '/api/social/invites', { email: 'New.Friend@Example.com' }, ada);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true });
      const [mail] = await outboxFor(t, 'new.friend@example.com');
      expect(mail.subject).toBe('Ada Lovelace invited you to Giftwise');
      const token = linkFrom(mail.text, '/social/invite/').split('/').pop()!;

      const info = await s.get(`/api/social/invite-links/${token}`);
      expect(info.statusCode).toBe(200);
      expect(InviteLinkInfoResponse.parse(info.json()).inviter).toEqual({ id: ada.id, displayName: 'Ada Lovelace', avatarUrl: null });

      const newcomer = await signUpVerifiedUser(t, { name: 'Newcomer', email: 'new.friend@example.com' });
      const accepted = await s.send('POST', `/api/social/invite-links/${token}/accept`, undefined, newcomer);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(PersonResponse.parse(accepted.json()).person).toMatchObject({ id: ada.id, relation: 'friend' });
      expect(await friendNames(ada)).toEqual(['Newcomer']);
      expect((await s.send('POST', `/api/social/invite-links/${token}/accept`, undefined, newcomer)).statusCode).toBe(409);
    });

    it('sends an existing account a friend request instead, with the same answer', async () => {
      const res = await s.send('POST', '/api/social/invites', { email: 'grace@example.com' }, ada);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true });
      expect(await outboxFor(t, 'grace@example.com', 'invitation')).toEqual([]);
      expect((await requests(grace)).received.map((r) => r.person.id)).toEqual([ada.id]);
      // Asked again: still the same answer, nothing more written.
      expect((await s.send('POST', '/api/social/invites', { email: 'grace@example.com' }, ada)).json()).toEqual({ sent: true });
      expect(await t.db.select().from(friendConnections)).toHaveLength(1);
    });

    it('makes links that last 30 days; an own, unknown or expired link is 404', async () => {
      const res = await s.send('POST', '/api/social/invite-links', undefined, ada);
      expect(res.statusCode).toBe(201);
      const link = InviteLinkResponse.parse(res.json());
      expect(link.expiresAt).toBe('2030-03-31T12:00:00.000Z');
      expect(link.url).toMatch(new RegExp(`/social/invite/${link.token}$`));
      expect((await s.send('POST', `/api/social/invite-links/${link.token}/accept`, undefined, ada)).statusCode).toBe(404);
      expect((await s.get(`/api/social/invite-links/${'x'.repeat(32)}`)).statusCode).toBe(404);
      // Thirty days on (moved in the row: sessions would not last that long on the test clock).
      await t.db.update(socialInviteLinks).set({ expiresAt: clock });
      expect((await s.get(`/api/social/invite-links/${link.token}`)).statusCode).toBe(404);
      expect((await s.send('POST', `/api/social/invite-links/${link.token}/accept`, undefined, grace)).statusCode).toBe(404);
      expect(await t.db.select().from(friendConnections)).toEqual([]);
    });

    it('refuses a bad email (400 naming email) and writes nothing', async () => {
      const res = await s.send('POST', '/api/social/invites', { email: 'not-an-email' }, ada);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('email');
      expect(await t.db.select().from(socialInviteLinks)).toEqual([]);
    });
  });

  describe('suggestions', () => {
    it('suggests friends of friends (0.8, naming the mutual friend) before public profiles (0.5), never friends, pending or blocked', async () => {
      const mia = await signUpVerifiedUser(t, { name: 'Mia', email: 'mia@example.com' });
      const zoe = await signUpVerifiedUser(t, { name: 'Zoe', email: 'zoe@example.com' });
      await s.befriend(ada, grace);
      await s.befriend(grace, mia);
      await s.setPrivacy(zoe, { profileVisibility: 'private' });
      const list = async () => SuggestionsResponse.parse((await s.get('/api/social/suggestions', ada)).json()).suggestions;
      const first = await list();
      expect(first[0]).toMatchObject({ person: { id: mia.id }, reason: 'mutual_friends', confidence: 0.8, metadata: { mutualFriendId: grace.id, mutualFriendName: 'Grace Hopper' } });
      expect(first.slice(1).map((x) => [x.person.id, x.confidence])).toEqual([[linus.id, 0.5]]);

      await request(ada, linus);
      expect((await list()).map((x) => x.person.id)).toEqual([mia.id]);
      // A private profile is not suggested, even as a friend of a friend.
      await s.setPrivacy(mia, { profileVisibility: 'private' });
      expect(await list()).toEqual([]);
      await s.setPrivacy(mia, { profileVisibility: 'friends' });
      expect((await list()).map((x) => x.person.id)).toEqual([mia.id]);
      await s.send('POST', '/api/social/blocks', { userId: mia.id }, ada);
      expect(await list()).toEqual([]);
    });

    it('never suggests a dismissed person again; limit is 1-50', async () => {
      expect((await s.send('POST', `/api/social/suggestions/${linus.id}/dismiss`, undefined, ada)).statusCode).toBe(204);
      const ids = SuggestionsResponse.parse((await s.get('/api/social/suggestions?limit=1', ada)).json()).suggestions.map((x) => x.person.id);
      expect(ids).toEqual([grace.id]);
      expect((await s.get('/api/social/suggestions?limit=51', ada)).json().error.fields).toHaveProperty('limit');
      expect((await s.send('POST', '/api/social/suggestions/nobody/dismiss', undefined, ada)).statusCode).toBe(404);
    });
  });

  describe('legacy local data', () => {
    it('fills only empty profile fields and turns connections into pending requests, skipping unknown, blocked and existing', async () => {
      await s.send('PUT', '/api/social/profile', { displayName: 'Ada', bio: 'Already here' }, ada);
      const mia = await signUpVerifiedUser(t, { name: 'Mia', email: 'mia@example.com' });
      await t.db.insert(socialBlocks).values({ blockerId: mia.id, blockedId: ada.id });
      await s.befriend(ada, linus);
      const res = await s.send(
        'POST',
        '/api/social/legacy-import',
        {
          profile: { displayName: 'Old name', bio: 'Old bio', location: 'Paris' },
          connections: [{ userId: grace.id }, { email: 'mia@example.com' }, { email: 'linus@example.com' }, { email: 'ghost@example.com' }],
        },
        ada,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(LegacyImportResponse.parse(res.json())).toEqual({ imported: { profile: true, requests: 1 } });
      const [profile] = await t.db.select().from(socialProfiles).where(eq(socialProfiles.userId, ada.id));
      expect(profile).toMatchObject({ displayName: 'Ada', bio: 'Already here', location: 'Paris' });
      expect((await requests(ada)).sent.map((r) => r.person.id)).toEqual([grace.id]);
    });

    it('refuses more than 200 connections (400 naming connections) and writes nothing', async () => {
      const res = await s.send('POST', '/api/social/legacy-import', { connections: Array(201).fill({ userId: grace.id }) }, ada);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('connections');
      expect(await t.db.select().from(friendConnections)).toEqual([]);
    });
  });
});
