import { aggregateErrorsJob } from './aggregate-errors.job.js';
import { cleanupExpiredNotificationsJob } from './cleanup-expired-notifications.job.js';
import { pruneJobsJob } from './prune-jobs.job.js';
import { purgeRateLimitCountersJob } from './purge-rate-limit-counters.job.js';
import { refreshBestsellersJob } from './refresh-bestsellers.job.js';
import type { JobDefinition } from './types.js';

/** Every background job the worker runs, one line each. */
export const JOB_DEFINITIONS: readonly JobDefinition<any>[] = [
  pruneJobsJob,
  aggregateErrorsJob,
  purgeRateLimitCountersJob,
  cleanupExpiredNotificationsJob,
  refreshBestsellersJob,
];

export { enqueueJob } from './queue.js';
export type { JobContext, JobDefinition } from './types.js';
