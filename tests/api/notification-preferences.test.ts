import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/constants/choice-lists.js';
import type { NotificationPreferencesInput } from '#shared/schemas/notification-preferences.js';
import { notificationPreferences, notifications } from '#server/db/schema/index.js';
import { createNotification, wantsNotification } from '#server/services/notifications/notification.service.js';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const URL = '/api/notifications/preferences';

/** Every type with the defaults, then the overrides. */
function table(overrides: Partial<NotificationPreferencesInput['types']> = {}): NotificationPreferencesInput {
  const types = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { inApp: true, email: true, push: false }]));
  return { types: { ...types, ...overrides } as NotificationPreferencesInput['types'] };
}

describe('notification preferences API', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let clock = new Date('2026-11-24T08:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    clock = new Date('2026-11-24T08:00:00Z');
    await t.reset();
    ada = await signUpVerifiedUser(t, { name: 'Ada Lovelace' });
    grace = await signUpVerifiedUser(t, { name: 'Grace Hopper' });
  });

  const http = requests(() => t);
  const get = (cookie?: string) => http.get(URL, cookie);
  const put = (payload: object, cookie?: string) => http.put(URL, payload, cookie);
  const savedRows = () => t.db.select().from(notificationPreferences);

  it('answers the defaults for every type before anything is saved', async () => {
    const res = await get(ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ...table(), updatedAt: null });
  });

  it('saves the whole table, stamps updated_at and answers it back; only the person’s own', async () => {
    const choice = table({
      friend_request: { inApp: false, email: false, push: true },
      gift_recommendation: { inApp: true, email: false, push: false },
    });
    const res = await put(choice, ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...choice, updatedAt: clock.toISOString() });

    expect((await get(ada.cookie)).json()).toEqual({ ...choice, updatedAt: clock.toISOString() });
    expect((await get(grace.cookie)).json()).toEqual({ ...table(), updatedAt: null });

    const [row] = await savedRows();
    expect(row).toMatchObject({
      userId: ada.id,
      disabledTypes: ['friend_request'],
      emailDisabledTypes: ['gift_recommendation', 'friend_request'],
      pushEnabledTypes: ['friend_request'],
    });

    // Saving again replaces the choice (one row per person).
    clock = new Date('2026-11-24T09:00:00Z');
    const back = await put(table(), ada.cookie);
    expect(back.json()).toEqual({ ...table(), updatedAt: clock.toISOString() });
    expect(await savedRows()).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const notBoolean = table();
    (notBoolean.types.welcome as Record<string, unknown>).email = 'yes';
    const res = await put(notBoolean, ada.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().error.fields)).toEqual(['types.welcome.email']);

    const missingType = table();
    delete (missingType.types as Partial<NotificationPreferencesInput['types']>).achievement;
    const missing = await put(missingType, ada.cookie);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toContain('types.achievement');

    const unknownType = await put({ types: { ...table().types, party_invite: { inApp: true, email: true, push: true } } }, ada.cookie);
    expect(unknownType.statusCode).toBe(400);

    expect(await savedRows()).toEqual([]);
  });

  it('is for signed-in people only', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(table())).statusCode).toBe(401);
    expect(await savedRows()).toEqual([]);
  });

  it('every notification created respects the in-app switch; the others are asked per channel', async () => {
    await put(table({ wishlist_update: { inApp: false, email: true, push: true } }), ada.cookie);
    const input = { title: 'Wishlist changed', message: 'Grace added an item' };
    expect(await createNotification(t.db, { userId: ada.id, type: 'wishlist_update', ...input })).toBeNull();
    expect(await createNotification(t.db, { userId: grace.id, type: 'wishlist_update', ...input })).not.toBeNull();
    expect(await createNotification(t.db, { userId: ada.id, type: 'friend_request', ...input })).not.toBeNull();
    const adas = await t.db.select().from(notifications).where(eq(notifications.userId, ada.id));
    expect(adas.map((n) => n.type).sort()).toEqual(['friend_request', 'welcome']);

    expect(await wantsNotification(t.db, ada.id, 'wishlist_update', 'push')).toBe(true);
    expect(await wantsNotification(t.db, ada.id, 'friend_request', 'push')).toBe(false);
    expect(await wantsNotification(t.db, grace.id, 'friend_request', 'email')).toBe(true);
  });
});
