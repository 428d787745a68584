import { giftRecommendationNotification } from '#shared/notifications/generators.js';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import { createNotification } from '#server/services/notifications/notification.service.js';
import type { RecommendationDeps } from './recommendation-deps.js';

/** gift_recommendation (core-app.md 9: priority 3, 'View Gifts'), pointing at this run's own page. A failure is logged. */
export async function notifyPicks(
  deps: Pick<RecommendationDeps, 'db' | 'log'>,
  userId: string,
  runId: string,
  profile: WizardProfile,
  count: number,
  now: Date,
): Promise<void> {
  const content = giftRecommendationNotification({ count, recipientName: profile.name.trim() || undefined });
  try {
    await createNotification(
      deps.db,
      { userId, ...content, actionUrl: `/recommendations?run=${runId}`, data: { ...content.data, runId } },
      now,
    );
  } catch (error) {
    deps.log.warn({ err: error, runId }, 'gift recommendation notification could not be created');
  }
}
