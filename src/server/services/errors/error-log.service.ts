import { toStorableValue } from '#shared/text/unsafe-text.js';
import { type ErrorCode, isErrorCode, type Severity, severityOf, STATUS_FOR_CODE } from '#shared/errors/catalogue.js';
import { ERROR_REPORT_LIMITS, type ErrorReportInput } from '#shared/schemas/errors.js';
import type { Database } from '#server/db/client.js';
import { errorLogs } from '#server/db/schema/index.js';
import type { Actor } from '#server/policies/actor.js';
import { redactUrl as redactUrlText } from '#server/lib/redact-url.js';

/** One row of error_logs, as written. */
export interface ErrorLogEntry {
  errorCode: ErrorCode;
  errorMessage: string;
  severity: Severity;
  source: 'server' | 'client';
  service?: string | null;
  stackTrace?: string | null;
  originalError?: string | null;
  context?: Record<string, unknown> | null;
  userId?: string | null;
  sessionId?: string | null;
  userAgent?: string | null;
  url?: string | null;
  /** When it happened; a retried entry keeps its original time. */
  createdAt: Date;
}

/** Who and where, taken from the request by the route or the error handler. */
export interface RequestInfo {
  actor: Actor | null;
  method?: string;
  url?: string;
  userAgent?: string;
}

export type RecordOutcome = 'stored' | 'queued' | 'skipped';

export interface ErrorLogService {
  /** Logging runs only in production (platform.md section 4); tests switch it on. */
  readonly enabled: boolean;
  record(entry: Omit<ErrorLogEntry, 'createdAt'> & { createdAt?: Date }): Promise<RecordOutcome>;
  /** A browser report (POST /api/errors). */
  recordClientReport(report: ErrorReportInput, info: RequestInfo): Promise<RecordOutcome>;
  /** An error the server did not expect (the error handler's onUnexpected). */
  recordServerError(error: unknown, info: RequestInfo): Promise<RecordOutcome>;
  /** Write the retry queue; leftovers are kept (at most 50). */
  flush(): Promise<{ written: number; kept: number }>;
  /** Entries waiting for a retry. */
  pending(): number;
  /** Resolves once every write already started has finished (tests; shutdown). */
  settled(): Promise<void>;
  /** Stop the flush timer (shutdown). */
  stop(): void;
}

export const ERROR_QUEUE_LIMITS = { maxEntries: 100, flushIntervalMs: 30_000, keepAfterFlush: 50 } as const;

interface Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: Timers = {
  setInterval(fn, ms) {
    const handle = setInterval(fn, ms);
    handle.unref(); // never keep the process alive for a retry
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

export interface ErrorLogOptions {
  db: Database;
  enabled: boolean;
  now?: () => Date;
  /** Replaces the database insert (tests make it fail). */
  write?: (entry: ErrorLogEntry) => Promise<void>;
  timers?: Timers;
  /** Where a failed write is reported; never throws back at the caller. */
  onWriteError?: (error: unknown) => void;
}

/**
 * Codes a person causes (a wrong password, an expired session) are never critical in the log, even where
 * the catalogue rates them critical for display (docs/decisions/011-which-errors-are-logged.md).
 */
export function logSeverityOf(code: ErrorCode, expected: boolean): Severity {
  const severity = severityOf(code);
  return expected && severity === 'critical' ? 'medium' : severity;
}

/** Query values and path segments that could open an account never reach the log (one function for every log). */
export function redactUrl(url: string | undefined | null): string | null {
  return redactUrlText(url, ERROR_REPORT_LIMITS.url);
}

const cut = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

function describeThrown(error: unknown): { message: string; stack: string | null; original: string | null } {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return {
      message: error.message || error.name,
      stack: error.stack ?? null,
      original: cause === undefined ? error.name : `${error.name}; cause: ${cause instanceof Error ? cause.message : String(cause)}`,
    };
  }
  let text: string;
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    text = String(error);
  }
  return { message: text || 'Unknown error', stack: null, original: text };
}

export function createErrorLogService(options: ErrorLogOptions): ErrorLogService {
  const now = options.now ?? (() => new Date());
  const timers = options.timers ?? realTimers;
  const write =
    options.write ??
    (async (entry: ErrorLogEntry) => {
      // A NUL or a lone surrogate in a message (a request that carried one) must not make the entry unwritable,
      // or it would wait in the retry queue for ever and the admin would never see it (issue 8, item 6).
      await options.db.insert(errorLogs).values(toStorableValue(entry));
    });
  const onWriteError = options.onWriteError ?? (() => undefined);
  let queue: ErrorLogEntry[] = [];
  let timer: unknown = null;
  let flushing: Promise<{ written: number; kept: number }> | null = null;
  const inFlight = new Set<Promise<unknown>>();

  /** Remember a write until it ends, so that settled() can wait for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  function enqueue(entry: ErrorLogEntry) {
    queue.push(entry);
    // Full: the oldest entry makes room for the newest.
    if (queue.length > ERROR_QUEUE_LIMITS.maxEntries) queue = queue.slice(-ERROR_QUEUE_LIMITS.maxEntries);
    if (timer === null) {
      timer = timers.setInterval(() => void service.flush(), ERROR_QUEUE_LIMITS.flushIntervalMs);
    }
  }

  function stopTimer() {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
  }

  async function flushOnce(): Promise<{ written: number; kept: number }> {
    const batch = queue;
    queue = [];
    const failed: ErrorLogEntry[] = [];
    for (const entry of batch) {
      try {
        await write(entry);
      } catch (error) {
        onWriteError(error);
        failed.push(entry);
      }
    }
    // Entries that failed again keep the newest 50, ahead of anything queued while we were writing.
    queue = [...failed.slice(-ERROR_QUEUE_LIMITS.keepAfterFlush), ...queue].slice(-ERROR_QUEUE_LIMITS.maxEntries);
    if (queue.length === 0) stopTimer();
    return { written: batch.length - failed.length, kept: queue.length };
  }

  const service: ErrorLogService = {
    enabled: options.enabled,

    record(input) {
      if (!options.enabled) return Promise.resolve('skipped' as const);
      const entry: ErrorLogEntry = { ...input, createdAt: input.createdAt ?? now() };
      return track(
        write(entry).then(
          () => 'stored' as const,
          (error: unknown) => {
            onWriteError(error);
            enqueue(entry);
            return 'queued' as const;
          },
        ),
      );
    },

    recordClientReport(report, info) {
      const expected = STATUS_FOR_CODE[report.errorCode] < 500;
      return service.record({
        errorCode: report.errorCode,
        errorMessage: report.errorMessage,
        severity: logSeverityOf(report.errorCode, expected),
        source: 'client',
        service: report.service ?? null,
        stackTrace: report.stackTrace ?? null,
        originalError: report.originalError ?? null,
        context: report.context ?? null,
        userId: info.actor?.userId ?? null,
        sessionId: info.actor?.sessionId ?? null,
        userAgent: cut(info.userAgent, 500),
        url: redactUrl(report.url),
      });
    },

    recordServerError(error, info) {
      const described = describeThrown(error);
      const appCode = (error as { code?: unknown } | null)?.code;
      // An AppError (server/errors.ts) by shape.
      const isAppError = isErrorCode(appCode) && typeof (error as { expected?: unknown }).expected === 'boolean';
      // A deliberate AppError keeps its code and catalogue severity; an exception nobody planned for is a
      // defect, logged as the UNKNOWN_ERROR the client saw, at critical.
      const errorCode: ErrorCode = isAppError ? (appCode as ErrorCode) : 'UNKNOWN_ERROR';
      const severity: Severity = isAppError ? logSeverityOf(errorCode, Boolean((error as { expected?: boolean }).expected)) : 'critical';
      return service.record({
        errorCode,
        errorMessage: cut(described.message, ERROR_REPORT_LIMITS.message) ?? 'Unknown error',
        severity,
        source: 'server',
        service: 'api',
        stackTrace: cut(described.stack, ERROR_REPORT_LIMITS.stackTrace),
        originalError: cut(described.original, ERROR_REPORT_LIMITS.originalError),
        context: info.method ? { method: info.method } : null,
        userId: info.actor?.userId ?? null,
        sessionId: info.actor?.sessionId ?? null,
        userAgent: cut(info.userAgent, 500),
        url: redactUrl(info.url),
      });
    },

    flush() {
      // One flush at a time: the timer and a shutdown may both ask.
      flushing ??= flushOnce().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    pending: () => queue.length,

    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    stop: stopTimer,
  };
  return service;
}
