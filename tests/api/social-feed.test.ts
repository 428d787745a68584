import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivitiesResponse, CommentResponse, CommentsResponse, FeedResponse, LikeResponse, ShareResponse, SocialStats } from '#shared/schemas/social.js';
import { activityEngagements, notifications, socialActivities, userAchievements } from '#server/db/schema/index.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { socialClient } from '../support/social-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the feed, engagement, stats and the activities written elsewhere', () => {
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
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
    linus = await signUpVerifiedUser(t, { name: 'Linus T' });
  });

  const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
  const feed = async (who: TestUser, query = '') => FeedResponse.parse((await s.get(`/api/social/feed${query}`, who)).json());

  describe('feed', () => {
    it('shows own and friends’ activities newest first, never a stranger’s or a private friend’s, 20 at a time', async () => {
      await s.befriend(ada, grace);
      await s.act(linus, { privacy: 'public', description: 'stranger' });
      for (let i = 0; i < 22; i += 1) await s.act(grace, { at: minutes(-100 + i), description: `grace ${i}` });
      await s.act(ada, { at: minutes(-1), description: 'mine' });
      const first = await feed(ada);
      expect(first.activities).toHaveLength(20);
      expect(first.activities[0]).toMatchObject({ description: 'mine', isMine: true, author: { id: ada.id, displayName: 'Ada Lovelace' } });
      expect(first.activities[1].description).toBe('grace 21');
      const second = await feed(ada, `?cursor=${first.nextCursor}`);
      expect(second.activities.map((a) => a.description)).toEqual(['grace 2', 'grace 1', 'grace 0']);
      expect(second.nextCursor).toBeNull();

      await s.setPrivacy(grace, { activityVisibility: 'private' });
      expect((await feed(ada)).activities.map((a) => a.description)).toEqual(['mine']);
      expect((await s.get('/api/social/feed?limit=0', ada)).json().error.fields).toHaveProperty('limit');
      expect((await s.get('/api/social/feed?cursor=nope', ada)).json().error.fields).toHaveProperty('cursor');
    });

    it('lists the person’s own activities, 10 by default', async () => {
      for (let i = 0; i < 12; i += 1) await s.act(ada, { at: minutes(i) });
      await s.act(grace);
      const mine = ActivitiesResponse.parse((await s.get('/api/social/activities/mine', ada)).json()).activities;
      expect(mine).toHaveLength(10);
      expect(mine.every((a) => a.isMine)).toBe(true);
    });
  });

  describe('engagement', () => {
    it('toggles a like, counts it and shows it in the feed', async () => {
      await s.befriend(ada, grace);
      const activity = await s.act(grace);
      const like = async () => LikeResponse.parse((await s.send('POST', `/api/social/activities/${activity.id}/like`, undefined, ada)).json());
      expect(await like()).toEqual({ liked: true, likeCount: 1 });
      expect((await feed(ada)).activities[0]).toMatchObject({ likeCount: 1, likedByMe: true });
      expect(await like()).toEqual({ liked: false, likeCount: 0 });
      expect(await t.db.select().from(activityEngagements)).toEqual([]);
    });

    it('comments: sanitised, edited by their author only, deleted by their author or the activity’s author', async () => {
      await s.befriend(ada, grace);
      await s.befriend(linus, grace);
      const activity = await s.act(grace);
      const res = await s.send('POST', `/api/social/activities/${activity.id}/comments`, { body: ' <b>Lovely</b> list ' }, ada);
      expect(res.statusCode, res.body).toBe(201);
      const comment = CommentResponse.parse(res.json()).comment;
      expect(comment).toMatchObject({ body: 'Lovely list', canEdit: true, canDelete: true, author: { id: ada.id } });

      const asGrace = CommentsResponse.parse((await s.get(`/api/social/activities/${activity.id}/comments`, grace)).json()).comments;
      expect(asGrace).toHaveLength(1);
      expect(asGrace[0]).toMatchObject({ canEdit: false, canDelete: true });

      clock = minutes(5);
      const edited = await s.send('PATCH', `/api/social/comments/${comment.id}`, { body: 'Lovely!' }, ada);
      expect(CommentResponse.parse(edited.json()).comment).toMatchObject({ body: 'Lovely!', updatedAt: clock.toISOString() });
      expect((await s.send('PATCH', `/api/social/comments/${comment.id}`, { body: 'mine now' }, grace)).statusCode).toBe(403);
      expect((await s.send('DELETE', `/api/social/comments/${comment.id}`, undefined, linus)).statusCode).toBe(403);
      expect((await s.send('DELETE', `/api/social/comments/${comment.id}`, undefined, grace)).statusCode).toBe(204);
      expect(await t.db.select().from(activityEngagements)).toEqual([]);
    });

    it('refuses an empty or too long comment (400 naming body) and writes nothing', async () => {
      const activity = await s.act(ada);
      for (const body of ['<i></i>  ', 'x'.repeat(501)]) {
        const res = await s.send('POST', `/api/social/activities/${activity.id}/comments`, { body }, ada);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toHaveProperty('body');
      }
      expect(await t.db.select().from(activityEngagements)).toEqual([]);
    });

    it('records a share and answers the related content’s link, else the author’s profile', async () => {
      await s.befriend(ada, grace);
      const plain = await s.act(grace);
      const [withList] = await t.db
        .insert(socialActivities)
        .values({ userId: grace.id, activityType: 'wishlist_created', description: 'x', relatedContent: { type: 'wishlist', id: 'w1', name: 'List' } })
        .returning();
      const share = async (id: string) => ShareResponse.parse((await s.send('POST', `/api/social/activities/${id}/share`, undefined, ada)).json());
      expect(await share(plain.id)).toEqual({ url: `${t.ctx.settings.baseUrl}/social/people/${grace.id}`, shareCount: 1 });
      expect(await share(withList.id)).toEqual({ url: `${t.ctx.settings.baseUrl}/wishlists/w1`, shareCount: 1 });
    });
  });

  it('counts stats: friends, pending requests received, activities, likes received', async () => {
    await s.befriend(ada, grace);
    await s.send('POST', '/api/social/requests', { userId: ada.id }, linus);
    const activity = await s.act(ada);
    await s.send('POST', `/api/social/activities/${activity.id}/like`, undefined, grace);
    expect(SocialStats.parse((await s.get('/api/social/stats', ada)).json())).toEqual({ friendsCount: 1, pendingRequests: 1, activitiesCount: 1, totalLikesReceived: 1 });
  });

  describe('activities written when things happen', () => {
    const activitiesOf = (who: TestUser) => t.db.select().from(socialActivities).where(eq(socialActivities.userId, who.id));

    it('writes wishlist_created and wishlist_updated for public and friends lists only, naming the list alone', async () => {
      await s.send('POST', '/api/wishlists', { title: 'Secret', privacy: 'private' }, ada);
      expect(await activitiesOf(ada)).toEqual([]);
      const created = await s.send('POST', '/api/wishlists', { title: 'Birthday', privacy: 'friends' }, ada);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().wishlist.id;
      await s.send('PATCH', `/api/wishlists/${id}`, { description: 'Things I like' }, ada);
      const rows = (await activitiesOf(ada)).filter((a) => a.activityType !== 'achievement');
      expect(rows.map((a) => [a.activityType, a.description, a.privacy]).sort()).toEqual([
        ['wishlist_created', 'created the wishlist "Birthday"', 'friends'],
        ['wishlist_updated', 'updated the wishlist "Birthday"', 'friends'],
      ]);
    });

    it('takes a list’s activities out of the feed when it goes private or is deleted', async () => {
      await s.befriend(ada, grace);
      const first = (await s.send('POST', '/api/wishlists', { title: 'Surprise party', privacy: 'friends' }, ada)).json().wishlist.id;
      const second = (await s.send('POST', '/api/wishlists', { title: 'Books', privacy: 'public' }, ada)).json().wishlist.id;
      const listed = async () => (await feed(grace)).activities.filter((a) => a.relatedContent?.type === 'wishlist').map((a) => a.relatedContent?.name);
      expect((await listed()).sort()).toEqual(['Books', 'Surprise party']);
      await s.send('PATCH', `/api/wishlists/${first}`, { privacy: 'private' }, ada);
      expect(await listed()).toEqual(['Books']);
      expect((await s.send('DELETE', `/api/wishlists/${second}`, undefined, ada)).statusCode).toBe(204);
      expect(await listed()).toEqual([]);
    });

    it('writes a kind only when the person shares it: gift_given is off by default', async () => {
      await s.send('POST', '/api/gift-history', { gift_date: '2030-02-01', product_title: 'Scarf' }, ada);
      expect((await activitiesOf(ada)).map((a) => a.activityType)).toEqual(['achievement']);
      await s.setPrivacy(ada, { sharedActivityTypes: ['gift_given'], activityVisibility: 'public' });
      await s.send('POST', '/api/gift-history', { gift_date: '2030-02-02', product_title: 'Book' }, ada);
      const given = (await activitiesOf(ada)).filter((a) => a.activityType === 'gift_given');
      expect(given.map((a) => [a.description, a.privacy])).toEqual([['gave "Book"', 'public']]);
    });

    it('awards each achievement once, as an activity and an achievement notification', async () => {
      await s.send('POST', '/api/recipients', { name: 'Sam', relationship: 'Friend' }, ada);
      await s.send('POST', '/api/recipients', { name: 'Kim', relationship: 'Friend' }, ada);
      const held = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, ada.id));
      expect(held.map((a) => a.achievementKey)).toEqual(['first_recipient']);
      const notes = await t.db.select().from(notifications).where(eq(notifications.type, 'achievement'));
      expect(notes.map((n) => n.title)).toEqual(['Achievement unlocked: First recipient saved']);
      expect((await activitiesOf(ada)).map((a) => a.description)).toEqual(['saved their first recipient']);
    });

    it('awards the first wishlist shared for a share link on a private list, once', async () => {
      const created = await s.send('POST', '/api/wishlists', { title: 'Quiet', privacy: 'private' }, ada);
      const id = created.json().wishlist.id;
      expect(await t.db.select().from(userAchievements)).toEqual([]);
      expect((await s.send('POST', `/api/wishlists/${id}/shares`, {}, ada)).statusCode).toBe(201);
      await s.send('POST', `/api/wishlists/${id}/shares`, {}, ada);
      const held = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, ada.id));
      expect(held.map((a) => a.achievementKey)).toEqual(['first_wishlist_shared']);
    });

    it('awards five friends when the fifth request is accepted', async () => {
      const others = await Promise.all([1, 2, 3, 4].map((i) => signUpVerifiedUser(t, { name: `Friend ${i}` })));
      for (const other of others) await s.befriend(ada, other);
      const sent = await s.send('POST', '/api/social/requests', { userId: ada.id }, grace);
      await s.send('POST', `/api/social/requests/${sent.json().request.id}/respond`, { response: 'accepted' }, ada);
      const held = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, ada.id));
      expect(held.map((a) => a.achievementKey)).toEqual(['five_friends']);
    });
  });
});
