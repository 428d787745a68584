import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedResponse, PeopleResponse, SuggestionsResponse } from '#shared/schemas/social.js';
import { activityEngagements, notifications } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { socialClient } from '../support/social-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 13's access matrix: nobody reads another person's notifications, a private profile, friends-only
 * activities or a blocked person's data, over every social route. Signed out is 401 everywhere but the invite
 * link's preview; other people get 404 (ids reveal nothing) or 403 where they may see the thing.
 */
describe('social access matrix', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let mallory: TestUser;
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
    mallory = await signUpVerifiedUser(t, { name: 'Mallory', email: 'mallory@example.com' });
  });

  const ID = '00000000-0000-4000-8000-000000000000';
  const SIGNED_IN_ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/social/profile'],
    ['PUT', '/api/social/profile', { displayName: 'X' }],
    ['PUT', '/api/social/profile/privacy', { profileVisibility: 'public', activityVisibility: 'public', allowFriendRequests: true, sharedActivityTypes: [] }],
    ['GET', '/api/social/people?q=grace'],
    ['GET', '/api/social/people/someone'],
    ['GET', '/api/social/friends'],
    ['DELETE', '/api/social/friends/someone'],
    ['GET', '/api/social/requests'],
    ['POST', '/api/social/requests', { userId: 'someone' }],
    ['POST', `/api/social/requests/${ID}/respond`, { response: 'accepted' }],
    ['DELETE', `/api/social/requests/${ID}`],
    ['GET', '/api/social/blocks'],
    ['POST', '/api/social/blocks', { userId: 'someone' }],
    ['DELETE', '/api/social/blocks/someone'],
    ['POST', '/api/social/invites', { email: 'x@example.com' }],
    ['POST', '/api/social/invite-links'],
    ['POST', `/api/social/invite-links/${'t'.repeat(32)}/accept`],
    ['GET', '/api/social/suggestions'],
    ['POST', '/api/social/suggestions/someone/dismiss'],
    ['GET', '/api/social/feed'],
    ['GET', '/api/social/activities/mine'],
    ['POST', `/api/social/activities/${ID}/like`],
    ['GET', `/api/social/activities/${ID}/comments`],
    ['POST', `/api/social/activities/${ID}/comments`, { body: 'hi' }],
    ['PATCH', `/api/social/comments/${ID}`, { body: 'hi' }],
    ['DELETE', `/api/social/comments/${ID}`],
    ['POST', `/api/social/activities/${ID}/share`],
    ['GET', '/api/social/stats'],
    ['POST', '/api/social/legacy-import', {}],
  ];

  it.each(SIGNED_IN_ROUTES)('%s %s: 401 signed out, before any input is read', async (method, url, body) => {
    const res = method === 'GET' ? await s.get(url) : await s.send(method, url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTHENTICATION_ERROR');
    // Bad ids and bodies are not a signed-out visitor's business either.
    const bad = url.replace(ID, 'not-an-id');
    const badRes = method === 'GET' ? await s.get(bad) : await s.send(method, bad, method === 'DELETE' ? undefined : { junk: true });
    expect(badRes.statusCode).toBe(401);
  });

  /** Every way a person could reach an activity: each must look missing to someone who may not see it. */
  async function expectActivityHidden(activityId: string, who: TestUser) {
    expect((await s.send('POST', `/api/social/activities/${activityId}/like`, undefined, who)).statusCode).toBe(404);
    expect((await s.get(`/api/social/activities/${activityId}/comments`, who)).statusCode).toBe(404);
    expect((await s.send('POST', `/api/social/activities/${activityId}/comments`, { body: 'hi' }, who)).statusCode).toBe(404);
    expect((await s.send('POST', `/api/social/activities/${activityId}/share`, undefined, who)).statusCode).toBe(404);
    expect(FeedResponse.parse((await s.get('/api/social/feed', who)).json()).activities.map((a) => a.id)).not.toContain(activityId);
  }

  it('friends-only activities: hidden from everyone but friends, on every route', async () => {
    await s.befriend(ada, grace);
    const activity = await s.act(ada, { privacy: 'friends' });
    await expectActivityHidden(activity.id, mallory);
    // Even with Ada's activity visibility public, a 'friends' activity stays her friends'.
    await s.setPrivacy(ada, { activityVisibility: 'public' });
    await expectActivityHidden(activity.id, mallory);
    expect((await s.get(`/api/social/people/${ada.id}`, mallory)).json().activities).toEqual([]);
    expect((await s.send('POST', `/api/social/activities/${activity.id}/like`, undefined, grace)).statusCode).toBe(200);
    expect(await t.db.select().from(activityEngagements)).toHaveLength(1);
  });

  it('a private profile: no page, no name search, no suggestion, no activity for anyone else, friends included', async () => {
    await s.befriend(ada, grace);
    await s.setPrivacy(ada, { profileVisibility: 'private', activityVisibility: 'private' });
    const activity = await s.act(ada, { privacy: 'public' });
    for (const who of [grace, mallory]) {
      expect((await s.get(`/api/social/people/${ada.id}`, who)).statusCode).toBe(404);
      await expectActivityHidden(activity.id, who);
    }
    expect(PeopleResponse.parse((await s.get('/api/social/people?q=lovelace', mallory)).json()).people).toEqual([]);
    expect(SuggestionsResponse.parse((await s.get('/api/social/suggestions', mallory)).json()).suggestions.map((x) => x.person.id)).not.toContain(ada.id);
  });

  it('a block hides both ways: profile, activity, comments, requests, search and suggestions', async () => {
    await s.setPrivacy(ada, { activityVisibility: 'public' });
    await s.befriend(ada, mallory);
    const activity = await s.act(ada, { privacy: 'public' });
    await s.send('POST', `/api/social/activities/${activity.id}/comments`, { body: 'before the block' }, mallory);
    expect((await s.send('POST', '/api/social/blocks', { userId: mallory.id }, ada)).statusCode).toBe(201);

    expect((await s.get(`/api/social/people/${ada.id}`, mallory)).statusCode).toBe(404);
    expect((await s.get(`/api/social/people/${mallory.id}`, ada)).statusCode).toBe(404);
    await expectActivityHidden(activity.id, mallory);
    expect((await s.send('POST', '/api/social/requests', { userId: ada.id }, mallory)).statusCode).toBe(404);
    expect(PeopleResponse.parse((await s.get('/api/social/people?q=ada@example.com', mallory)).json()).people).toEqual([]);
    expect(SuggestionsResponse.parse((await s.get('/api/social/suggestions', mallory)).json()).suggestions.map((x) => x.person.id)).not.toContain(ada.id);
    // Ada no longer sees the blocked person's comment either.
    const comments = (await s.get(`/api/social/activities/${activity.id}/comments`, ada)).json().comments;
    expect(comments).toEqual([]);
  });

  it('requests and comments belong to their people: others get 404 (or 403 where they can see the thing)', async () => {
    const sent = (await s.send('POST', '/api/social/requests', { userId: grace.id }, ada)).json().request;
    expect((await s.send('POST', `/api/social/requests/${sent.id}/respond`, { response: 'accepted' }, mallory)).statusCode).toBe(404);
    expect((await s.send('DELETE', `/api/social/requests/${sent.id}`, undefined, mallory)).statusCode).toBe(404);

    await s.befriend(ada, mallory);
    const activity = await s.act(ada);
    const hidden = await s.act(grace);
    const comment = (await s.send('POST', `/api/social/activities/${activity.id}/comments`, { body: 'mine' }, ada)).json().comment;
    expect((await s.send('PATCH', `/api/social/comments/${comment.id}`, { body: 'edited' }, mallory)).statusCode).toBe(403);
    expect((await s.send('DELETE', `/api/social/comments/${comment.id}`, undefined, mallory)).statusCode).toBe(403);
    const gracesOwn = (await s.send('POST', `/api/social/activities/${hidden.id}/comments`, { body: 'hers' }, grace)).json().comment;
    expect((await s.send('PATCH', `/api/social/comments/${gracesOwn.id}`, { body: 'edited' }, mallory)).statusCode).toBe(404);
    expect((await s.send('DELETE', `/api/social/comments/${gracesOwn.id}`, undefined, mallory)).statusCode).toBe(404);
  });

  it('nobody reads another person’s notifications, the friend request ones included', async () => {
    await s.send('POST', '/api/social/requests', { userId: grace.id }, ada);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.type, 'friend_request'));
    expect(note.userId).toBe(grace.id);
    const mallorys = (await s.get('/api/notifications', mallory)).json().notifications as { id: string; type: string }[];
    expect(mallorys.map((n) => n.type)).toEqual(['welcome']);
    expect((await s.send('POST', `/api/notifications/${note.id}/read`, undefined, mallory)).statusCode).toBe(404);
    expect((await s.send('DELETE', `/api/notifications/${note.id}`, undefined, ada)).statusCode).toBe(404);
  });
});
