import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FriendRequestResponse, InviteLinkResponse } from '#shared/schemas/social.js';
import { jobs, notifications } from '#server/db/schema/index.js';
import { sendNotificationEmailJob } from '#server/jobs/send-notification-email.job.js';
import { sendPushJob } from '#server/jobs/send-push.job.js';
import { updateNotificationPreferences } from '#server/services/notifications/notification.service.js';
import { DEFAULT_NOTIFICATION_CHANNELS } from '#shared/schemas/notification-preferences.js';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/constants/choice-lists.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { socialClient } from '../support/social-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Issue 19 section 2 (decision 190): accepting, liking, commenting and replying tell the person concerned. */
describe('notifications for social events', () => {
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

  const bell = (who: TestUser, type: NotificationType = 'social_activity') =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.type, type)))
      .orderBy(notifications.createdAt);
  const jobsFor = async (name: string, who: TestUser) =>
    (await t.db.select().from(jobs).where(eq(jobs.name, name))).filter((j) => (j.payload as { userId?: string }).userId === who.id);
  const choose = (who: TestUser, type: NotificationType, channels: { inApp: boolean; email: boolean; push: boolean }) =>
    updateNotificationPreferences(
      t.db,
      who.id,
      { types: Object.fromEntries(NOTIFICATION_TYPES.map((x) => [x, x === type ? channels : DEFAULT_NOTIFICATION_CHANNELS])) as never },
      clock,
    );
  const like = async (who: TestUser, activityId: string) => {
    const res = await s.send('POST', `/api/social/activities/${activityId}/like`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { liked: boolean };
  };
  const comment = async (who: TestUser, activityId: string, body: string) => {
    const res = await s.send('POST', `/api/social/activities/${activityId}/comments`, { body }, who);
    expect(res.statusCode, res.body).toBe(201);
  };

  describe('friendship', () => {
    it('tells the requester when their request is accepted, and nothing when it is declined', async () => {
      const sent = async (from: TestUser, to: TestUser) =>
        FriendRequestResponse.parse((await s.send('POST', '/api/social/requests', { userId: to.id }, from)).json()).request;
      const toGrace = await sent(ada, grace);
      expect((await s.send('POST', `/api/social/requests/${toGrace.id}/respond`, { response: 'accepted' }, grace)).statusCode).toBe(200);
      const [note] = await bell(ada, 'friend_request');
      expect(note).toMatchObject({
        title: 'Friend request accepted',
        message: 'Grace Hopper accepted your friend request.',
        actionUrl: '/social',
        data: { event: 'friend_accepted', actorId: grace.id, friendId: grace.id },
      });

      const toLinus = await sent(ada, linus);
      expect((await s.send('POST', `/api/social/requests/${toLinus.id}/respond`, { response: 'declined' }, linus)).statusCode).toBe(200);
      expect(await bell(ada, 'friend_request')).toHaveLength(1);
    });

    it('tells the inviter when their invite link is accepted', async () => {
      const link = InviteLinkResponse.parse((await s.send('POST', '/api/social/invite-links', undefined, ada)).json());
      expect((await s.send('POST', `/api/social/invite-links/${link.token}/accept`, undefined, grace)).statusCode).toBe(200);
      const [note] = await bell(ada, 'friend_request');
      expect(note).toMatchObject({ title: 'Invitation accepted', message: 'Grace Hopper accepted your invitation. You are now friends.' });
    });
  });

  describe('likes', () => {
    it('tells the author once, not when a like taken back is given again within a day, again after that', async () => {
      await s.befriend(ada, grace);
      const activity = await s.act(ada);
      expect((await like(grace, activity.id)).liked).toBe(true);
      const [note] = await bell(ada);
      expect(note).toMatchObject({ title: 'New like', message: 'Grace Hopper liked your activity.', data: { event: 'like', activityId: activity.id, actorId: grace.id } });

      expect((await like(grace, activity.id)).liked).toBe(false);
      clock = new Date(clock.getTime() + 60 * 60_000);
      expect((await like(grace, activity.id)).liked).toBe(true);
      expect(await bell(ada)).toHaveLength(1);

      await like(grace, activity.id);
      // A day later (the sessions would not last so long on the test clock: the notification is made older instead).
      await t.db.update(notifications).set({ createdAt: new Date(clock.getTime() - 25 * 60 * 60_000) }).where(eq(notifications.id, note.id));
      await like(grace, activity.id);
      expect(await bell(ada)).toHaveLength(2);
    });

    it('never tells a person of their own like', async () => {
      const activity = await s.act(ada);
      expect((await like(ada, activity.id)).liked).toBe(true);
      expect(await bell(ada)).toEqual([]);
    });
  });

  describe('comments and replies', () => {
    it('tells the activity’s author of a comment, and earlier commenters of a reply, once each and never oneself', async () => {
      await s.befriend(ada, grace);
      await s.befriend(ada, linus);
      const activity = await s.act(ada, { privacy: 'public' });
      await comment(grace, activity.id, 'Lovely list');
      expect((await bell(ada)).map((n) => n.message)).toEqual(['Grace Hopper commented on your activity: "Lovely list"']);

      await comment(ada, activity.id, 'Thank you!');
      expect((await bell(grace)).map((n) => [n.title, n.message])).toEqual([['New reply', 'Ada Lovelace replied to your comment: "Thank you!"']]);
      expect(await bell(ada)).toHaveLength(1);

      await comment(grace, activity.id, 'One more');
      await comment(grace, activity.id, 'And another');
      await comment(linus, activity.id, 'Me too');
      expect((await bell(grace)).map((n) => n.title)).toEqual(['New reply', 'New reply']);
      expect((await bell(ada)).map((n) => n.title)).toEqual(['New comment', 'New comment', 'New comment', 'New comment']);
      expect(await bell(linus)).toEqual([]);
    });

    it('tells nobody across a block', async () => {
      await s.befriend(ada, grace);
      await s.befriend(ada, linus);
      const activity = await s.act(ada);
      await comment(grace, activity.id, 'First');
      expect((await s.send('POST', '/api/social/blocks', { userId: linus.id }, grace)).statusCode).toBeLessThan(300);
      await comment(linus, activity.id, 'Hello all');
      expect((await bell(grace)).map((n) => n.title)).toEqual([]);
      expect((await bell(ada)).map((n) => n.title)).toEqual(['New comment', 'New comment']);
    });
  });

  describe('preferences', () => {
    it('stores no bell row when in the app is off, and queues email and push by the person’s choice', async () => {
      await s.befriend(ada, grace);
      const activity = await s.act(ada);
      await choose(ada, 'social_activity', { inApp: false, email: true, push: true });
      await like(grace, activity.id);
      expect(await bell(ada)).toEqual([]);
      expect(await jobsFor(sendNotificationEmailJob.name, ada)).toHaveLength(1);
      expect(await jobsFor(sendPushJob.name, ada)).toHaveLength(1);

      await choose(ada, 'social_activity', { inApp: true, email: false, push: false });
      await comment(grace, activity.id, 'Nice');
      expect(await bell(ada)).toHaveLength(1);
      expect(await jobsFor(sendNotificationEmailJob.name, ada)).toHaveLength(1);
      expect(await jobsFor(sendPushJob.name, ada)).toHaveLength(1);
    });
  });

  it("does nothing while the 'Social Features' switch is off", async () => {
    await s.befriend(ada, grace);
    const activity = await s.act(ada);
    await t.ctx.siteSettings.set('socialFeatures', false);
    try {
      expect((await s.send('POST', `/api/social/activities/${activity.id}/like`, undefined, grace)).statusCode).toBe(404);
      expect(await bell(ada)).toEqual([]);
    } finally {
      await t.ctx.siteSettings.set('socialFeatures', true);
    }
  });
});
