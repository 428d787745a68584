import { friendConnections, socialActivities } from '#server/db/schema/index.js';
import type { ActivityType } from '#shared/social/rules.js';
import type { TestUser } from './auth-helpers.js';
import { requests, type WriteMethod } from './requests.js';
import type { TestApp } from './test-app.js';

/** Requests and fixtures shared by the social API tests (tests/api/social-*.test.ts). */
export function socialClient(t: TestApp) {
  const http = requests(t);
  const get = (url: string, user?: TestUser) => http.get(url, user);
  const send = (method: WriteMethod, url: string, payload?: unknown, user?: TestUser) => http.send(method, url, payload as object | undefined, user);
  /** Two people made friends directly in the database (the request flow is tested in social-friends). */
  const befriend = (a: TestUser, b: TestUser) => t.db.insert(friendConnections).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' });
  const act = async (user: TestUser, opts: { privacy?: 'public' | 'friends'; at?: Date; type?: ActivityType; description?: string } = {}) => {
    const [row] = await t.db
      .insert(socialActivities)
      .values({
        userId: user.id,
        activityType: opts.type ?? 'wishlist_created',
        description: opts.description ?? 'created a wishlist',
        privacy: opts.privacy ?? 'friends',
        ...(opts.at ? { createdAt: opts.at } : {}),
      })
      .returning();
    return row;
  };
  const setPrivacy = (user: TestUser, privacy: Partial<{ profileVisibility: string; activityVisibility: string; allowFriendRequests: boolean; sharedActivityTypes: string[] }>) =>
    send(
      'PUT',
      '/api/social/profile/privacy',
      {
        profileVisibility: 'public',
        activityVisibility: 'friends',
        allowFriendRequests: true,
        sharedActivityTypes: ['friend_added', 'wishlist_created', 'wishlist_updated', 'achievement'],
        ...privacy,
      },
      user,
    );
  return { get, send, befriend, act, setPrivacy };
}
