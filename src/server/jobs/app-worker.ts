import type { AppContext } from '#server/app-context.js';
import { EMAIL_RETRY_MAX_MS, processOutboxBatch, releaseOutboxLeasesOfOthers } from '#server/services/email/outbox-worker.js';
import { JOB_DEFINITIONS } from './index.js';
import type { JobDefinition, JobLog } from './types.js';
import { createWorker, newWorkerId, type Worker } from './worker.js';

/** The worker main.ts starts: every registered job plus the email outbox, with the settings' timings. */
export function createAppWorker(
  ctx: AppContext,
  log: JobLog,
  options: { jobs?: readonly JobDefinition<any>[]; workerId?: string } = {},
): Worker {
  const { settings } = ctx;
  const workerId = options.workerId ?? newWorkerId();
  return createWorker({
    ctx,
    log,
    workerId,
    jobs: options.jobs ?? JOB_DEFINITIONS,
    // One process per PGlite data directory: whatever another worker id holds, a dead process left behind.
    exclusive: ctx.dbKind === 'pglite',
    tasks: [
      {
        name: 'email-outbox',
        run: () =>
          processOutboxBatch({
            db: ctx.db,
            transport: ctx.mailTransport,
            now: ctx.now,
            workerId,
            leaseMs: settings.worker.emailLeaseSeconds * 1000,
            batchSize: settings.worker.emailBatchSize,
            retry: { baseMs: settings.worker.emailRetryBaseSeconds * 1000, maxMs: EMAIL_RETRY_MAX_MS },
            log,
          }),
        releaseLeasesOfOthers: (now) => releaseOutboxLeasesOfOthers(ctx.db, workerId, now),
      },
    ],
  });
}
