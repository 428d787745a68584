import { describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.js';
import { SITE_SETTING_DEFAULTS } from '#server/services/settings/site-settings.js';
import { ACTIVITY_FAILED, type ActivityStore, awardAchievements, recordActivity, recordWishlistActivity, withdrawWishlistActivity } from './activities.service.js';

/** A database whose every query fails, as during an outage: the writer must log and never throw. */
const brokenDb = new Proxy({}, { get: () => () => { throw new Error('database down'); } }) as unknown as Database;
const untouchedDb = new Proxy({}, { get: (_t, name) => { throw new Error(`unexpected db.${String(name)}`); } }) as unknown as Database;
const NOW = new Date('2030-01-01T00:00:00Z');
/** The writer's store: a database and the site settings, with the 'Social Features' switch as given. */
const storeOf = (db: Database, socialFeatures = true): ActivityStore => ({
  db,
  siteSettings: { get: () => Promise.resolve({ ...SITE_SETTING_DEFAULTS, socialFeatures }) },
});

describe('the activity writer', () => {
  it("logs 'Failed to create activity' and never fails the action when writing fails", async () => {
    const log = { error: vi.fn() };
    await expect(
      recordActivity(storeOf(brokenDb), log, { userId: 'ada', type: 'wishlist_created', description: 'created a list', relatedContent: null }, NOW),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ userId: 'ada', type: 'wishlist_created' }), ACTIVITY_FAILED);
    expect(ACTIVITY_FAILED).toBe('Failed to create activity');
  });

  it('logs the same way when awarding achievements fails', async () => {
    const log = { error: vi.fn() };
    await expect(awardAchievements(storeOf(brokenDb), log, 'ada', NOW)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ userId: 'ada' }), ACTIVITY_FAILED);
  });

  it('writes nothing at all for a private list', async () => {
    const log = { error: vi.fn() };
    await recordWishlistActivity(storeOf(untouchedDb), log, { id: 'w', userId: 'ada', title: 'Secret', privacy: 'private' }, 'created', NOW);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('never fails the deletion or privacy change when withdrawing a list’s activities fails', async () => {
    const log = { error: vi.fn() };
    await expect(withdrawWishlistActivity(brokenDb, log, 'w')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ listId: 'w' }), 'Failed to withdraw wishlist activity');
  });

  describe("with the 'Social Features' site setting off", () => {
    it('records no activity, awards no achievement and never touches the database', async () => {
      const log = { error: vi.fn() };
      const off = storeOf(untouchedDb, false);
      await recordActivity(off, log, { userId: 'ada', type: 'wishlist_created', description: 'created a list', relatedContent: null }, NOW);
      await recordWishlistActivity(off, log, { id: 'w', userId: 'ada', title: 'Birthday', privacy: 'public' }, 'created', NOW);
      await awardAchievements(off, log, 'ada', NOW);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('never fails the action when the settings cannot be read', async () => {
      const log = { error: vi.fn() };
      const unreadable: ActivityStore = { db: untouchedDb, siteSettings: { get: () => Promise.reject(new Error('database down')) } };
      await expect(awardAchievements(unreadable, log, 'ada', NOW)).resolves.toBeUndefined();
      expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ userId: 'ada' }), ACTIVITY_FAILED);
    });
  });
});
