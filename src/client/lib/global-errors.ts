import { type ErrorReport, reportError } from './report-error';

/**
 * Errors nothing caught (platform.md section 8): an uncaught error or an unhandled promise rejection in the
 * browser reaches the error log like the error boundary's, as UNKNOWN_ERROR. The browser still writes it to the
 * console (nothing here prevents that). A page stuck in a loop must not flood the log: the same error is reported
 * once per page load, and at most REPORTS_PER_MINUTE distinct ones a minute.
 */
const REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;
/** Distinct errors remembered for deduplication; beyond this, the rate limit alone holds. */
const MAX_REMEMBERED = 100;

export interface GlobalErrorOptions {
  /** Where the events come from (the window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  report?: (report: ErrorReport) => Promise<void>;
  now?: () => number;
  pathname?: () => string;
}

type Source = 'error' | 'unhandledrejection';

/** The message and stack of whatever was thrown or rejected (an Error, a string, anything). */
function describeThrown(thrown: unknown, fallback: string): { message: string; stack?: string } {
  if (thrown instanceof Error) return { message: thrown.message || thrown.name || fallback, stack: thrown.stack };
  if (typeof thrown === 'string' && thrown) return { message: thrown };
  if (thrown === undefined || thrown === null) return { message: fallback };
  try {
    return { message: JSON.stringify(thrown) ?? fallback };
  } catch {
    return { message: String(thrown) };
  }
}

/** The reporter behind the listeners: deduplicates and rate-limits, then reports. */
export function createGlobalErrorReporter(options: Omit<GlobalErrorOptions, 'target'> = {}) {
  const report = options.report ?? reportError;
  const now = options.now ?? Date.now;
  const pathname = options.pathname ?? (() => window.location.pathname);
  const seen = new Set<string>();
  let sentAt: number[] = [];

  return function handle(source: Source, thrown: unknown, fallback: string, where?: { filename?: string; line?: number; column?: number }): void {
    const { message, stack } = describeThrown(thrown, fallback);
    const key = `${source}\n${message}\n${stack?.split('\n')[1] ?? where?.filename ?? ''}`;
    if (seen.has(key)) return;
    const current = now();
    sentAt = sentAt.filter((at) => current - at < MINUTE_MS);
    if (sentAt.length >= REPORTS_PER_MINUTE) return;
    if (seen.size < MAX_REMEMBERED) seen.add(key);
    sentAt.push(current);
    void report({
      code: 'UNKNOWN_ERROR',
      message,
      ...(stack ? { stackTrace: stack } : {}),
      context: { source, pathname: pathname(), ...(where?.filename ? { filename: where.filename, line: where.line, column: where.column } : {}) },
    });
  };
}

let installed = false;

/** Listens for uncaught errors and unhandled rejections, once per page (a second call does nothing). */
export function installGlobalErrorReporting(options: GlobalErrorOptions = {}): void {
  if (installed) return;
  installed = true;
  const target = options.target ?? window;
  const handle = createGlobalErrorReporter(options);
  target.addEventListener('error', (event) => {
    const e = event as ErrorEvent;
    // A cross-origin script's error arrives as 'Script error.' with nothing else: nothing to find its cause by.
    if (!e.error && (!e.message || e.message === 'Script error.')) return;
    handle('error', e.error, e.message || 'Uncaught error', { filename: e.filename, line: e.lineno, column: e.colno });
  });
  target.addEventListener('unhandledrejection', (event) => {
    handle('unhandledrejection', (event as PromiseRejectionEvent).reason, 'Unhandled promise rejection');
  });
}
