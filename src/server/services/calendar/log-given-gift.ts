import type { GiftHistoryInput } from '#shared/schemas/gift-history.js';
import type { Database } from '#server/db/client.js';
import { type ActivityStore, recordGiftActivity, type SocialLog } from '#server/services/social/activities.service.js';
import { createGiftHistory, type GiftHistoryView } from './gift-history.service.js';
import { personToday } from './time-zone.service.js';

/**
 * POST /api/gift-history as one operation (issue 18): the entry is written (dated no later than the person's
 * today), then shared with friends as a 'gift_given' activity with the achievements it earns. The activity is
 * best effort: a failure is logged and never undoes the entry.
 */
export async function logGivenGift(
  deps: ActivityStore & { now: () => Date; db: Database },
  log: SocialLog,
  userId: string,
  input: GiftHistoryInput,
): Promise<GiftHistoryView> {
  const { today } = await personToday(deps.db, userId, deps.now());
  const entry = await createGiftHistory(deps.db, userId, input, today, deps.now());
  await recordGiftActivity(deps, log, { id: entry.id, giverId: userId, productTitle: entry.productTitle }, deps.now());
  return entry;
}
