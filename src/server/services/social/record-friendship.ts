import { type ActivityStore, awardAchievements, recordActivity, type SocialLog } from './activities.service.js';
import { loadPeople } from './relations.js';

/**
 * A new friendship's side effects, shared by the two writes that make one (respond-to-friend-request.ts and
 * accept-invite-link.ts): friend_added for both people, and the five-friends achievement where earned. The new
 * friend is named only when their profile is public: the activity is read by the author's friends, who may not
 * be allowed to see them. Best effort: a failure is logged and never undoes the friendship.
 */
export async function recordFriendship(store: ActivityStore, log: SocialLog, a: string, b: string, now: Date): Promise<void> {
  const people = await loadPeople(store.db, [a, b]);
  for (const [me, them] of [
    [a, b],
    [b, a],
  ] as const) {
    const friend = people.get(them);
    const named = friend?.privacy.profileVisibility === 'public';
    await recordActivity(
      store,
      log,
      {
        userId: me,
        type: 'friend_added',
        description: named ? `became friends with ${friend.displayName}` : 'made a new friend',
        relatedContent: named ? { type: 'profile', id: them, name: friend.displayName } : null,
      },
      now,
    );
    await awardAchievements(store, log, me, now);
  }
}
