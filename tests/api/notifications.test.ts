import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { badgeSeenMarkers, DEFAULT_SOCIAL_PRIVACY, friendConnections, notificationPreferences, notifications, socialActivities, socialProfiles, users } from '#server/db/schema/index.js';
import { cleanupExpiredNotificationsJob } from '#server/jobs/cleanup-expired-notifications.job.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('notifications API', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  // The app's clock: tests move it forward to order notifications and badge markers.
  let clock = new Date();
  const later = (minutes: number) => new Date(clock.getTime() + minutes * MINUTE);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = new Date();
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const http = requests(() => t);
  const get = (url: string, cookie?: string) => http.get(url, cookie);
  const post = (url: string, cookie?: string) => http.post(url, {}, cookie);
  const del = (url: string, cookie?: string) => http.delete(url, cookie);

  function notify(user: TestUser, overrides: Partial<Parameters<typeof createNotification>[1]> = {}, at = clock) {
    return createNotification(
      t.db,
      { userId: user.id, type: 'achievement', title: 'A title', message: 'A message', ...overrides },
      at,
    ).then((row) => row!);
  }

  const rowsOf = (user: TestUser) => t.db.select().from(notifications).where(eq(notifications.userId, user.id));

  describe('sign-up', () => {
    it('creates the welcome notification', async () => {
      const res = await get('/api/notifications', ada.cookie);
      expect(res.statusCode).toBe(200);
      const list = res.json().notifications;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        type: 'welcome',
        title: 'Welcome to Giftwise, Ada!',
        priority: 1,
        actionUrl: '/onboarding',
        actionLabel: 'Get Started',
        read: false,
        readAt: null,
      });
      expect(list[0]).not.toHaveProperty('userId');
    });
  });

  describe('GET /api/notifications', () => {
    it('lists only the reader’s own, newest first, with a limit and an unread filter', async () => {
      await t.db.delete(notifications);
      const first = await notify(ada, { title: 'First' }, later(1));
      await notify(ada, { title: 'Second' }, later(2));
      await notify(ada, { title: 'Third' }, later(3));
      await notify(grace, { title: 'Not Ada’s' }, later(4));
      await t.db.update(notifications).set({ read: true, readAt: clock }).where(eq(notifications.id, first.id));

      const all = await get('/api/notifications', ada.cookie);
      expect(all.headers['cache-control']).toBe('no-store');
      expect(all.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second', 'First']);

      const two = await get('/api/notifications?limit=2', ada.cookie);
      expect(two.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);

      const unread = await get('/api/notifications?unreadOnly=true', ada.cookie);
      expect(unread.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);
    });

    it('answers 50 by default and at most 100', async () => {
      await t.db.insert(notifications).values(
        Array.from({ length: 60 }, (_, i) => ({ userId: ada.id, type: 'achievement', title: `N${i}`, message: 'm' })),
      );
      expect((await get('/api/notifications', ada.cookie)).json().notifications).toHaveLength(50);
      expect((await get('/api/notifications?limit=100', ada.cookie)).json().notifications).toHaveLength(61);
    });

    it('hides notifications past their expiry', async () => {
      await notify(ada, { title: 'Gone', expiresAt: later(-1) });
      await notify(ada, { title: 'Still here', expiresAt: later(10) });
      const titles = (await get('/api/notifications', ada.cookie)).json().notifications.map((n: { title: string }) => n.title);
      expect(titles).toContain('Still here');
      expect(titles).not.toContain('Gone');
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['unreadOnly=maybe', 'unreadOnly'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const res = await get(`/api/notifications?${query}`, ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields).toHaveProperty(field);
    });

    it('refuses a signed-out visitor (401)', async () => {
      const res = await get('/api/notifications');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('AUTHENTICATION_ERROR');
    });
  });

  describe('GET /api/notifications/counts', () => {
    it('counts unread notifications up to 100', async () => {
      expect((await get('/api/notifications/counts', ada.cookie)).json()).toEqual({ unread: 1, wishlists: 0, social: 0 });
      await t.db.insert(notifications).values(
        Array.from({ length: 120 }, (_, i) => ({ userId: ada.id, type: 'achievement', title: `N${i}`, message: 'm' })),
      );
      const res = await get('/api/notifications/counts', ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().unread).toBe(100);
    });

    // The social badge counts the spec's social activity (core-app.md 9, issue 13): feed items by others from
    // the last 24 hours, after the badge was last opened, capped at 5. Friend requests are the bell's.
    const befriend = (a: TestUser, b: TestUser) => t.db.insert(friendConnections).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' });
    const act = (user: TestUser, at: Date, privacy: 'public' | 'friends' = 'friends') =>
      t.db.insert(socialActivities).values({ userId: user.id, activityType: 'wishlist_created', description: 'created a list', privacy, createdAt: at });

    it('counts friends’ feed items from the last 24 hours since the social badge was last opened, capped at 5', async () => {
      await befriend(grace, ada);
      await notify(ada, { type: 'friend_request' }, later(1));
      await act(grace, later(-25 * 60));
      await act(grace, later(-60));
      await act(ada, later(-30));
      expect((await get('/api/notifications/counts', ada.cookie)).json()).toEqual({ unread: 2, wishlists: 0, social: 1 });

      clock = later(2);
      const seen = await post('/api/notifications/badges/social/seen', ada.cookie);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual({ badge: 'social', seenAt: clock.toISOString() });
      expect((await get('/api/notifications/counts', ada.cookie)).json()).toEqual({ unread: 2, wishlists: 0, social: 0 });

      for (let i = 1; i <= 7; i += 1) await act(grace, later(i));
      clock = later(10);
      expect((await get('/api/notifications/counts', ada.cookie)).json()).toMatchObject({ social: 5 });
      // Grace's own activity is not hers to be told about; Ada's one is.
      expect((await get('/api/notifications/counts', grace.cookie)).json()).toMatchObject({ social: 1 });
      expect((await post('/api/notifications/badges/wishlists/seen', ada.cookie)).statusCode).toBe(200);
    });

    it('never counts activity the person may not see: a stranger’s, or a friend’s whose activity is private', async () => {
      const stranger = await signUpVerifiedUser(t, { name: 'Stranger' });
      await act(stranger, later(-5), 'public');
      await befriend(ada, grace);
      await t.db.insert(socialProfiles).values({ userId: grace.id, privacySettings: { ...DEFAULT_SOCIAL_PRIVACY, activity_visibility: 'private' } });
      await act(grace, later(-5));
      expect((await get('/api/notifications/counts', ada.cookie)).json()).toMatchObject({ social: 0 });
    });

    it('refuses a signed-out visitor (401)', async () => {
      expect((await get('/api/notifications/counts')).statusCode).toBe(401);
    });
  });

  describe('POST /api/notifications/:id/read', () => {
    it('marks one read with a timestamp, once', async () => {
      const n = await notify(ada);
      clock = later(5);
      const res = await post(`/api/notifications/${n.id}/read`, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().notification).toMatchObject({ id: n.id, read: true, readAt: clock.toISOString() });

      const firstReadAt = clock.toISOString();
      clock = later(5);
      const again = await post(`/api/notifications/${n.id}/read`, ada.cookie);
      expect(again.json().notification.readAt).toBe(firstReadAt);
    });

    it('refuses a malformed id with a 400 naming id', async () => {
      const res = await post('/api/notifications/not-a-uuid/read', ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('id');
      expect((await rowsOf(ada)).every((row) => !row.read)).toBe(true);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await post(`/api/notifications/${UNKNOWN_ID}/read`, ada.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('RESOURCE_NOT_FOUND');
    });

    it('answers 404 for another person’s notification and leaves it unread', async () => {
      const hers = await notify(grace);
      const res = await post(`/api/notifications/${hers.id}/read`, ada.cookie);
      expect(res.statusCode).toBe(404);
      const [row] = await t.db.select().from(notifications).where(eq(notifications.id, hers.id));
      expect(row).toMatchObject({ read: false, readAt: null });
    });

    it('answers 404 to an admin for someone else’s notification', async () => {
      const admin = await signUpVerifiedUser(t, { role: 'admin' });
      const hers = await notify(grace);
      expect((await post(`/api/notifications/${hers.id}/read`, admin.cookie)).statusCode).toBe(404);
    });

    it('refuses a signed-out visitor (401) and writes nothing', async () => {
      const n = await notify(ada);
      expect((await post(`/api/notifications/${n.id}/read`)).statusCode).toBe(401);
      const [row] = await t.db.select().from(notifications).where(eq(notifications.id, n.id));
      expect(row.read).toBe(false);
    });
  });

  describe('POST /api/notifications/read-all', () => {
    it('marks all of the reader’s unread and says how many', async () => {
      await notify(ada);
      await notify(ada);
      const hers = await notify(grace);
      const res = await post('/api/notifications/read-all', ada.cookie);
      expect(res.statusCode).toBe(200);
      // The welcome notification and the two above.
      expect(res.json()).toEqual({ marked: 3 });
      expect((await rowsOf(ada)).every((row) => row.read && row.readAt?.getTime() === clock.getTime())).toBe(true);
      expect((await post('/api/notifications/read-all', ada.cookie)).json()).toEqual({ marked: 0 });

      const [graceRow] = await t.db.select().from(notifications).where(eq(notifications.id, hers.id));
      expect(graceRow.read).toBe(false);
      expect((await get('/api/notifications/counts', ada.cookie)).json().unread).toBe(0);
    });

    it('refuses a signed-out visitor (401)', async () => {
      expect((await post('/api/notifications/read-all')).statusCode).toBe(401);
      expect((await rowsOf(ada)).every((row) => !row.read)).toBe(true);
    });
  });

  describe('DELETE /api/notifications/:id', () => {
    it('deletes the reader’s notification', async () => {
      const n = await notify(ada);
      const res = await del(`/api/notifications/${n.id}`, ada.cookie);
      expect(res.statusCode).toBe(204);
      expect((await rowsOf(ada)).map((row) => row.id)).not.toContain(n.id);
      expect((await del(`/api/notifications/${n.id}`, ada.cookie)).statusCode).toBe(404);
    });

    it('refuses a malformed id with a 400 naming id', async () => {
      const res = await del('/api/notifications/123', ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('id');
      expect(await rowsOf(ada)).toHaveLength(1);
    });

    it('answers 404 for another person’s notification and keeps it', async () => {
      const hers = await notify(grace);
      expect((await del(`/api/notifications/${hers.id}`, ada.cookie)).statusCode).toBe(404);
      expect((await rowsOf(grace)).map((row) => row.id)).toContain(hers.id);
    });

    it('refuses a signed-out visitor (401) and keeps it', async () => {
      const n = await notify(ada);
      expect((await del(`/api/notifications/${n.id}`)).statusCode).toBe(401);
      expect((await rowsOf(ada)).map((row) => row.id)).toContain(n.id);
    });
  });

  describe('POST /api/notifications/badges/:badge/seen', () => {
    it('refuses an unknown badge with a 400 naming badge and writes no marker', async () => {
      const res = await post('/api/notifications/badges/calendar/seen', ada.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('badge');
      expect(await t.db.select().from(badgeSeenMarkers)).toEqual([]);
    });

    it('refuses a signed-out visitor (401) and writes no marker', async () => {
      expect((await post('/api/notifications/badges/social/seen')).statusCode).toBe(401);
      expect(await t.db.select().from(badgeSeenMarkers)).toEqual([]);
    });

    it('keeps one marker per person and badge, moved forward each time', async () => {
      await post('/api/notifications/badges/social/seen', ada.cookie);
      clock = later(3);
      await post('/api/notifications/badges/social/seen', ada.cookie);
      const markers = await t.db
        .select()
        .from(badgeSeenMarkers)
        .where(and(eq(badgeSeenMarkers.userId, ada.id), eq(badgeSeenMarkers.badge, 'social')));
      expect(markers).toHaveLength(1);
      expect(markers[0].seenAt.getTime()).toBe(clock.getTime());
    });
  });

  describe('createNotification', () => {
    it('creates nothing of a type the person switched off', async () => {
      await t.db.insert(notificationPreferences).values({ userId: ada.id, disabledTypes: ['achievement'] });
      expect(await createNotification(t.db, { userId: ada.id, type: 'achievement', title: 't', message: 'm' })).toBeNull();
      expect(await createNotification(t.db, { userId: ada.id, type: 'friend_request', title: 't', message: 'm' })).not.toBeNull();
    });

    it('refuses an action URL that leaves the app', async () => {
      for (const actionUrl of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
        await expect(createNotification(t.db, { userId: ada.id, type: 'x', title: 't', message: 'm', actionUrl })).rejects.toThrow();
      }
      expect(await rowsOf(ada)).toHaveLength(1);
    });

    it('goes with its person when the account is deleted', async () => {
      await notify(ada);
      await t.db.delete(users).where(eq(users.id, ada.id));
      expect(await rowsOf(ada)).toEqual([]);
    });
  });

  describe('cleanup-expired-notifications job', () => {
    it('deletes expired notifications and keeps the rest', async () => {
      await notify(ada, { title: 'Expired', expiresAt: later(-1) });
      await notify(ada, { title: 'Expires later', expiresAt: later(60) });
      const logged: object[] = [];
      await cleanupExpiredNotificationsJob.handle(
        {},
        { ...t.ctx, now: () => clock, log: { info: (obj) => logged.push(obj), error: () => {} } },
      );
      const titles = (await rowsOf(ada)).map((row) => row.title).sort();
      expect(titles).toEqual(['Expires later', 'Welcome to Giftwise, Ada!']);
      expect(logged).toEqual([{ deleted: 1 }]);
    });
  });
});
