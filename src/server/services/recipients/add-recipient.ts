import type { RecipientPayload } from '#shared/schemas/recipients.js';
import type { Database } from '#server/db/client.js';
import { personToday } from '#server/services/calendar/time-zone.service.js';
import { type ActivityStore, awardAchievements, type SocialLog } from '#server/services/social/activities.service.js';
import { createRecipient, type RecipientRow } from './recipient.service.js';

/**
 * POST /api/recipients as one operation (issue 18): the recipient and its birthday occasion are written in one
 * transaction (createRecipient's); once they are, the achievements it may earn are awarded. An achievement that
 * cannot be written is logged and never undoes the recipient (awardAchievements catches its own failure).
 */
export async function addRecipient(
  deps: ActivityStore & { now: () => Date; db: Database },
  log: SocialLog,
  userId: string,
  payload: RecipientPayload,
): Promise<{ recipient: RecipientRow; today: string }> {
  const { today } = await personToday(deps.db, userId, deps.now());
  const recipient = await createRecipient(deps.db, userId, payload, deps.now(), today);
  await awardAchievements(deps, log, userId, deps.now());
  return { recipient, today };
}
