import type { PushKey, PushSubscriptionView } from '#shared/schemas/push.js';
import type { PushSubscriptionRow } from '#server/services/notifications/push-subscription.service.js';

/** Only the public half of the server's key pair ever leaves the server. */
export function presentPushKey(push: { publicKey: string }): PushKey {
  return { publicKey: push.publicKey };
}

/** A subscription as its owner sees it: the browser's keys stay on the server. */
export function presentPushSubscription(row: PushSubscriptionRow): PushSubscriptionView {
  return {
    id: row.id,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}
