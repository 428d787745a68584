import { aggregateErrorsJob } from './aggregate-errors.job.js';
import { cleanupExpiredNotificationsJob } from './cleanup-expired-notifications.job.js';
import { pruneJobsJob } from './prune-jobs.job.js';
import { purgeRetainedDataJob } from './purge-retained-data.job.js';
import { purgeRateLimitCountersJob } from './purge-rate-limit-counters.job.js';
import { refreshBestsellersJob } from './refresh-bestsellers.job.js';
import { sendClaimerNoticesJob } from './send-claimer-notices.job.js';
import { sendNotificationEmailJob } from './send-notification-email.job.js';
import { sendPasswordResetJob } from './send-password-reset.job.js';
import { sendPushJob } from './send-push.job.js';
import { sendRemindersJob } from './send-reminders.job.js';
import { sendVerificationLinkJob } from './send-verification-link.job.js';
import type { JobDefinition } from './types.js';

/** Every background job the worker runs, one line each. */
export const JOB_DEFINITIONS: readonly JobDefinition<any>[] = [
  pruneJobsJob,
  aggregateErrorsJob,
  purgeRateLimitCountersJob,
  cleanupExpiredNotificationsJob,
  refreshBestsellersJob,
  sendPasswordResetJob,
  purgeRetainedDataJob,
  sendRemindersJob,
  sendPushJob,
  sendNotificationEmailJob,
  sendClaimerNoticesJob,
  sendVerificationLinkJob,
];

export type { JobDefinition } from './types.js';
