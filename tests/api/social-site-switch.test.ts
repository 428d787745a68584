import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { friendConnections, notifications, socialActivities, socialProfiles, userAchievements } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { socialClient } from '../support/social-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Ids and tokens that need not exist: with the switch off, nothing is looked up. */
const SOME_ID = 'd4f7c0de-0000-4000-8000-000000000000';
const SOME_TOKEN = 'a-social-invite-token-that-names-nothing';

/** Every route of social.routes.ts (docs/api/social.md), with a body where it takes one. */
const SOCIAL_ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: object }[] = [
  { method: 'GET', url: '/api/social/profile' },
  { method: 'PUT', url: '/api/social/profile', body: { displayName: 'Ada' } },
  { method: 'PUT', url: '/api/social/profile/privacy', body: { profileVisibility: 'private', activityVisibility: 'private', allowFriendRequests: false, sharedActivityTypes: [] } },
  { method: 'GET', url: '/api/social/people?q=grace' },
  { method: 'GET', url: `/api/social/people/${SOME_ID}` },
  { method: 'GET', url: '/api/social/friends' },
  { method: 'DELETE', url: `/api/social/friends/${SOME_ID}` },
  { method: 'GET', url: '/api/social/requests' },
  { method: 'POST', url: '/api/social/requests', body: { userId: SOME_ID } },
  { method: 'POST', url: `/api/social/requests/${SOME_ID}/respond`, body: { response: 'accepted' } },
  { method: 'DELETE', url: `/api/social/requests/${SOME_ID}` },
  { method: 'GET', url: '/api/social/blocks' },
  { method: 'POST', url: '/api/social/blocks', body: { userId: SOME_ID } },
  { method: 'DELETE', url: `/api/social/blocks/${SOME_ID}` },
  { method: 'POST', url: '/api/social/invites', body: { email: 'friend@example.com' } },
  { method: 'POST', url: '/api/social/invite-links', body: {} },
  { method: 'GET', url: `/api/social/invite-links/${SOME_TOKEN}` },
  { method: 'POST', url: `/api/social/invite-links/${SOME_TOKEN}/accept` },
  { method: 'GET', url: '/api/social/suggestions' },
  { method: 'POST', url: `/api/social/suggestions/${SOME_ID}/dismiss` },
  { method: 'GET', url: '/api/social/feed' },
  { method: 'GET', url: '/api/social/activities/mine' },
  { method: 'POST', url: `/api/social/activities/${SOME_ID}/like` },
  { method: 'GET', url: `/api/social/activities/${SOME_ID}/comments` },
  { method: 'POST', url: `/api/social/activities/${SOME_ID}/comments`, body: { content: 'Nice' } },
  { method: 'PATCH', url: `/api/social/comments/${SOME_ID}`, body: { content: 'Nicer' } },
  { method: 'DELETE', url: `/api/social/comments/${SOME_ID}` },
  { method: 'POST', url: `/api/social/activities/${SOME_ID}/share`, body: { platform: 'copy' } },
  { method: 'GET', url: '/api/social/stats' },
  { method: 'POST', url: '/api/social/legacy-import', body: { profile: { displayName: 'Ada' } } },
];

describe("the 'Social Features' site setting", () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let s: ReturnType<typeof socialClient>;

  beforeAll(async () => {
    t = await createTestApp();
    s = socialClient(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await t.ctx.siteSettings.set('socialFeatures', true);
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace', email: 'ada@example.com' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper', email: 'grace@example.com' });
  });

  const call = (route: (typeof SOCIAL_ROUTES)[number], who?: TestUser) =>
    route.method === 'GET' ? s.get(route.url, who) : s.send(route.method, route.url, route.body, who);

  describe('off', () => {
    beforeEach(() => t.ctx.siteSettings.set('socialFeatures', false));

    it('answers every social route with 404 in the not-found shape of a path that does not exist, signed in or out', async () => {
      const unknown = await s.get('/api/no-such-route', ada);
      expect(unknown.statusCode).toBe(404);
      const notFoundBody = unknown.json();
      expect(notFoundBody).toEqual({ error: { code: 'RESOURCE_NOT_FOUND', message: expect.any(String) } });
      for (const route of SOCIAL_ROUTES) {
        for (const who of [ada, undefined]) {
          const res = await call(route, who);
          expect(res.statusCode, `${route.method} ${route.url} ${who ? 'signed in' : 'signed out'}`).toBe(404);
          expect(res.json(), `${route.method} ${route.url}`).toEqual(notFoundBody);
        }
      }
      // Nothing was written by any of them.
      expect(await t.db.select().from(socialProfiles)).toEqual([]);
      expect(await t.db.select().from(friendConnections)).toEqual([]);
    });

    it('records no activity and awards no achievement for lists, recipients and gifts', async () => {
      expect((await s.send('POST', '/api/wishlists', { title: 'Birthday', privacy: 'public' }, ada)).statusCode).toBe(201);
      expect((await s.send('POST', '/api/recipients', { name: 'Sam', relationship: 'Friend' }, ada)).statusCode).toBe(201);
      expect((await s.send('POST', '/api/gift-history', { gift_date: '2026-02-01', product_title: 'Scarf' }, ada)).statusCode).toBe(201);
      expect(await t.db.select().from(socialActivities)).toEqual([]);
      expect(await t.db.select().from(userAchievements)).toEqual([]);
      expect(await t.db.select().from(notifications).where(eq(notifications.type, 'achievement'))).toEqual([]);
    });
  });

  describe('on', () => {
    it('serves the social routes', async () => {
      expect((await s.get('/api/social/profile', ada)).statusCode).toBe(200);
      expect((await s.send('POST', '/api/social/requests', { userId: grace.id }, ada)).statusCode).toBe(201);
      expect((await s.get('/api/social/profile')).statusCode).toBe(401);
    });

    it('records activity and achievements again once the setting is back on', async () => {
      await t.ctx.siteSettings.set('socialFeatures', false);
      await s.send('POST', '/api/wishlists', { title: 'Quiet time', privacy: 'public' }, ada);
      await t.ctx.siteSettings.set('socialFeatures', true);
      expect((await s.send('POST', '/api/wishlists', { title: 'Birthday', privacy: 'public' }, ada)).statusCode).toBe(201);
      const written = await t.db.select().from(socialActivities);
      expect(written.map((a) => a.description).sort()).toEqual(['created the wishlist "Birthday"', 'shared their first wishlist']);
      expect((await t.db.select().from(userAchievements)).map((a) => a.achievementKey)).toEqual(['first_wishlist_shared']);
    });
  });
});
