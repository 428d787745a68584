import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '#server/app-context.js';
import { forgetHeartbeats, HEARTBEAT_INTERVAL_MS, recordHeartbeat } from '#server/db/leases.js';
import { claimJobs, completeJob, enqueueJob, failAbandonedJobs, failJob, type JobRow, releaseJobLeasesOfOthers, renewJobLease } from './queue.js';
import { scheduledRun } from './schedule.js';
import type { JobContext, JobDefinition, JobLog } from './types.js';

/** Work besides jobs done on every poll (the email outbox). Returns how many items it handled. */
export interface WorkerTask {
  name: string;
  run(): Promise<number>;
  /** Ends every lease another worker holds on this task's rows (see WorkerOptions.exclusive). */
  releaseLeasesOfOthers?(now: Date): Promise<number>;
}

export interface WorkerOptions {
  /** The app's services: jobs receive them (with the log) and the queue uses its database and clock. */
  ctx: AppContext;
  log: JobLog;
  jobs: readonly JobDefinition<any>[];
  tasks?: readonly WorkerTask[];
  workerId?: string;
  /** Pause between polls when nothing was due (default settings.worker.pollMs). */
  pollMs?: number;
  /** Job lease (default settings.worker.jobLeaseSeconds); renewed while the handler runs. */
  leaseMs?: number;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** Backoff of failed jobs. */
  retry?: { baseMs: number; maxMs: number };
  /**
   * This worker is the only one its database can have (embedded PGlite: one process per data directory), so
   * at start every lease held by another worker id belongs to a dead process and is released at once.
   */
  exclusive?: boolean;
}

export interface Worker {
  readonly id: string;
  /** Starts polling in the background. */
  start(): void;
  /** Stops claiming and resolves once in-flight work has finished. */
  stop(): Promise<void>;
  /** One poll: enqueue due schedules, run due jobs and the tasks. Returns how many items were handled. */
  runOnce(): Promise<number>;
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

export function createWorker(options: WorkerOptions): Worker {
  const { ctx, log } = options;
  const { db, settings, now } = ctx;
  const id = options.workerId ?? newWorkerId();
  const pollMs = options.pollMs ?? settings.worker.pollMs;
  const leaseMs = options.leaseMs ?? settings.worker.jobLeaseSeconds * 1000;
  const concurrency = options.concurrency ?? 2;
  const retry = options.retry ?? { baseMs: 30_000, maxMs: 60 * 60 * 1000 };
  const definitions = new Map(options.jobs.map((job) => [job.name, job]));
  const names = [...definitions.keys()];
  const jobContext: JobContext = { ...ctx, log };
  // The last period each schedule was enqueued for: saves an insert per poll (the unique key is the real guard).
  const enqueuedPeriods = new Map<string, string>();

  let running = false;
  let loopDone: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  async function enqueueSchedules(): Promise<void> {
    for (const job of definitions.values()) {
      if (!job.schedule) continue;
      const { uniqueKey, runAt } = scheduledRun(job.name, job.schedule, now());
      if (enqueuedPeriods.get(job.name) === uniqueKey) continue;
      await enqueueJob(db, job.name, {}, { uniqueKey, runAt });
      enqueuedPeriods.set(job.name, uniqueKey);
    }
  }

  async function runJob(job: JobRow): Promise<void> {
    const definition = definitions.get(job.name)!;
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      await failJob(db, job, id, { now: now(), error: `Invalid payload: ${parsed.error.message}`, permanent: true, retry });
      log.error({ jobId: job.id, job: job.name }, 'job payload invalid');
      return;
    }
    const renew = setInterval(() => {
      renewJobLease(db, job.id, id, new Date(now().getTime() + leaseMs)).catch(() => undefined);
    }, Math.max(1000, leaseMs / 3));
    try {
      await definition.handle(parsed.data, jobContext);
      clearInterval(renew);
      await completeJob(db, job, id, now());
    } catch (err) {
      clearInterval(renew);
      const error = (err as Error)?.message ?? String(err);
      const outcome = await failJob(db, job, id, { now: now(), error, retry });
      log.error({ jobId: job.id, job: job.name, attempt: job.attempts, err: error }, `job ${outcome === 'retry' ? 'will be retried' : 'failed'}`);
    }
  }

  async function runJobs(): Promise<number> {
    const current = now();
    await failAbandonedJobs(db, current, id);
    const claimed = await claimJobs(db, { names, workerId: id, now: current, leaseMs, limit: concurrency });
    await Promise.all(claimed.map(runJob));
    return claimed.length;
  }

  async function runOnce(): Promise<number> {
    await enqueueSchedules();
    const counts = await Promise.all([runJobs(), ...(options.tasks ?? []).map((task) => task.run())]);
    return counts.reduce((a, b) => a + b, 0);
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  /** Alive from now on: a heartbeat every HEARTBEAT_INTERVAL_MS (docs/decisions/179), then leases left by the dead. */
  async function begin(): Promise<void> {
    await forgetHeartbeats(db, { workerId: id, now: now() });
    await recordHeartbeat(db, id, now());
    heartbeat = setInterval(() => {
      recordHeartbeat(db, id, now()).catch((err: unknown) =>
        log.error({ err: (err as Error)?.message ?? String(err), workerId: id }, 'worker heartbeat failed'),
      );
    }, HEARTBEAT_INTERVAL_MS);
    heartbeat.unref();
    if (!options.exclusive) return;
    const current = now();
    const counts = await Promise.all([
      releaseJobLeasesOfOthers(db, id, current),
      ...(options.tasks ?? []).map((task) => task.releaseLeasesOfOthers?.(current) ?? 0),
    ]);
    const released = counts.reduce((a, b) => a + b, 0);
    if (released > 0) log.info({ workerId: id, released }, 'released the leases of a stopped process');
  }

  async function loop(): Promise<void> {
    try {
      await begin();
    } catch (err) {
      // The loop runs anyway: without a heartbeat its leases are judged by their end alone.
      log.error({ err: (err as Error)?.message ?? String(err), workerId: id }, 'worker start-up failed');
    }
    while (running) {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (err) {
        log.error({ err: (err as Error)?.message ?? String(err), workerId: id }, 'worker poll failed');
      }
      // Busy: poll again at once. Idle or failing: wait.
      if (running && handled === 0) await pause(pollMs);
    }
  }

  return {
    id,
    runOnce,
    start() {
      if (running) return;
      running = true;
      loopDone = loop();
    },
    async stop() {
      running = false;
      wake?.();
      await loopDone;
      loopDone = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await forgetHeartbeats(db, { workerId: id, now: now() }).catch(() => undefined);
    },
  };
}
