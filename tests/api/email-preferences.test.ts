import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '#shared/schemas/email-preferences.js';
import { emailPreferences, users } from '#server/db/schema/index.js';
import { getEmailPreferences, updateEmailPreferences } from '#server/services/email/email-preferences.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The email preferences service against the database (its API routes come later). */
let t: TestApp;
const now = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.db.insert(users).values([
    { id: 'user-ana', name: 'Ana', email: 'ana@example.com' },
    { id: 'user-bo', name: 'Bo', email: 'bo@example.com' },
  ]);
});

describe('email preferences service', () => {
  it('returns the defaults for a person who never saved any, without writing', async () => {
    expect(await getEmailPreferences(t.db, 'user-ana')).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(await t.db.select().from(emailPreferences)).toHaveLength(0);
  });

  it('stores a change over the current preferences and reads it back', async () => {
    await updateEmailPreferences(t.db, 'user-ana', { emailNotifications: { newsletter: true } }, now);
    const next = await updateEmailPreferences(t.db, 'user-ana', { reminderTiming: { occasions: 3 } }, now);
    expect(next.emailNotifications.newsletter).toBe(true);
    expect(next.reminderTiming).toEqual({ occasions: 3, priceDrops: 'immediate' });
    expect(await getEmailPreferences(t.db, 'user-ana')).toEqual(next);
    const [row] = await t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, 'user-ana'));
    expect(row.updatedAt.toISOString()).toBe(now.toISOString());
  });

  it("keeps one person's preferences apart from another's", async () => {
    await updateEmailPreferences(t.db, 'user-ana', { emailNotifications: { marketing: true } }, now);
    expect((await getEmailPreferences(t.db, 'user-bo')).emailNotifications.marketing).toBe(false);
  });

  it('goes with the account when it is deleted', async () => {
    await updateEmailPreferences(t.db, 'user-ana', { pushNotifications: { priceDrops: false } }, now);
    await t.db.delete(users).where(eq(users.id, 'user-ana'));
    expect(await t.db.select().from(emailPreferences)).toHaveLength(0);
  });
});
