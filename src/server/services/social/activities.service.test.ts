import { describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.js';
import { ACTIVITY_FAILED, awardAchievements, recordActivity, recordWishlistActivity, withdrawWishlistActivity } from './activities.service.js';

/** A database whose every query fails, as during an outage: the writer must log and never throw. */
const brokenDb = new Proxy({}, { get: () => () => { throw new Error('database down'); } }) as unknown as Database;
const untouchedDb = new Proxy({}, { get: (_t, name) => { throw new Error(`unexpected db.${String(name)}`); } }) as unknown as Database;
const NOW = new Date('2030-01-01T00:00:00Z');

describe('the activity writer', () => {
  it("logs 'Failed to create activity' and never fails the action when writing fails", async () => {
    const log = { error: vi.fn() };
    await expect(
      recordActivity(brokenDb, log, { userId: 'ada', type: 'wishlist_created', description: 'created a list', relatedContent: null }, NOW),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ userId: 'ada', type: 'wishlist_created' }), ACTIVITY_FAILED);
    expect(ACTIVITY_FAILED).toBe('Failed to create activity');
  });

  it('logs the same way when awarding achievements fails', async () => {
    const log = { error: vi.fn() };
    await expect(awardAchievements(brokenDb, log, 'ada', NOW)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ userId: 'ada' }), ACTIVITY_FAILED);
  });

  it('writes nothing at all for a private list', async () => {
    const log = { error: vi.fn() };
    await recordWishlistActivity(untouchedDb, log, { id: 'w', userId: 'ada', title: 'Secret', privacy: 'private' }, 'created', NOW);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('never fails the deletion or privacy change when withdrawing a list’s activities fails', async () => {
    const log = { error: vi.fn() };
    await expect(withdrawWishlistActivity(brokenDb, log, 'w')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ listId: 'w' }), 'Failed to withdraw wishlist activity');
  });
});
