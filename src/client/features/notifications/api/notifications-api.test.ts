import { describe, expect, it } from 'vitest';
import { urlFor } from '#shared/api/contract';
import { notificationsApi } from '#shared/api/notifications';
import { areaKey, queryKeyFor } from '#client/lib/api-call';
import { NOTIFICATION_COUNTS_PATH, notificationKeys } from './notifications-api';

/**
 * The counts poll keeps the raw helper and written-out keys (zod off the first load, decision 180): they must
 * be the contract's, so an invalidation through either reaches the same queries.
 */
describe('the notification keys and path written out for the first load', () => {
  it('are the keys queryKeyFor derives from the contract', () => {
    expect(notificationKeys.counts()).toEqual(queryKeyFor(notificationsApi.counts, {}));
    expect(notificationKeys.all).toEqual(areaKey(notificationsApi.counts));
    expect(queryKeyFor(notificationsApi.list, { query: { limit: 20, unreadOnly: 'false' } }).slice(0, 1)).toEqual(notificationKeys.all);
  });

  it('asks for the counts at the contract\'s URL', () => {
    expect(NOTIFICATION_COUNTS_PATH).toBe(urlFor(notificationsApi.counts));
  });
});
