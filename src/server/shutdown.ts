/**
 * The order of a graceful stop (SIGTERM): new requests are answered 503 at once, requests in flight and the
 * worker's current job finish (the worker claims nothing new), the error-log queue gets a last flush while
 * the database is still open, then connections close, the database last.
 */
export interface ShutdownSteps {
  /** Flip the 503 gate (app.shutdownGate.begin). */
  refuseNewRequests(): void;
  /** app.close(): stops listening and resolves when requests in flight have been answered. */
  finishRequests(): Promise<void>;
  /** worker.stop(): claims nothing new and resolves when the current job or email is done. */
  stopWorker?(): Promise<void>;
  /** Last chance for queued error-log entries. */
  flushErrorLog?(): Promise<unknown>;
  /** Redis, mail transport ... */
  closeConnections?: (() => Promise<void> | void)[];
  closeDatabase(): Promise<void>;
  log?: (message: string, error?: unknown) => void;
}

export async function gracefulShutdown(steps: ShutdownSteps): Promise<void> {
  const log = steps.log ?? (() => undefined);
  const attempt = async (what: string, fn: () => Promise<unknown> | unknown) => {
    try {
      await fn();
    } catch (error) {
      // One failing step must not keep the database open.
      log(`shutdown: ${what} failed`, error);
    }
  };
  steps.refuseNewRequests();
  await Promise.all([attempt('requests', steps.finishRequests), attempt('worker', () => steps.stopWorker?.())]);
  await attempt('error log', () => steps.flushErrorLog?.());
  for (const close of steps.closeConnections ?? []) await attempt('connection', close);
  await attempt('database', steps.closeDatabase);
}

/** Exit anyway if something hangs: orchestrators kill at 30 s, so give up a little before. */
export const SHUTDOWN_TIMEOUT_MS = 25_000;
