import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#shared/schemas/push.js';
import type { Database } from '#server/db/client.js';
import { pushSubscriptions } from '#server/db/schema/index.js';

/** A browser's Web Push subscription (one per endpoint); whose it is and whether one may touch it is the policies' call. */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for the person signed in on it. The endpoint identifies the browser, so
 * subscribing again (new keys, or another person signed in on the same device) replaces the row: a shared
 * device never pushes the previous person's notifications.
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  now: Date,
): Promise<PushSubscriptionRow> {
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: input.userAgent ?? null };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: now, failureCount: 0, lastSuccessAt: null } })
    .returning();
  return row;
}

/** The subscription with this endpoint, whoever it belongs to (the caller checks the policy). */
export async function findPushSubscriptionByEndpoint(db: Database, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  return row;
}

export function listPushSubscriptions(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Removes one of the person's subscriptions (scoped to the owner even after the policy said yes). */
export async function deletePushSubscription(db: Database, row: Pick<PushSubscriptionRow, 'id' | 'userId'>): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.userId, row.userId)));
}
