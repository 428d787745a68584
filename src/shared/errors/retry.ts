/** The retry wrapper (platform.md sections 4 and 9): 3 attempts, waiting 1000 ms × attempt number before each retry. */
export interface RetryOptions<T> {
  /** Total attempts, the first included. */
  attempts?: number;
  /** Wait before the retry that follows failed attempt number `attempt` (1-based). */
  delayMs?: (attempt: number) => number;
  /** Returned (or, when a function, called) when every attempt failed, instead of throwing the last error. */
  fallback?: T | (() => T | Promise<T>);
  /** Injected so that tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Return false to give up at once (a 4xx will not get better by asking again). */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

const RETRY_DEFAULTS = { attempts: 3, delayMs: (attempt: number) => 1000 * attempt } as const;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(fn: (attempt: number) => Promise<T> | T, options: RetryOptions<T> = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? RETRY_DEFAULTS.attempts);
  const delayMs = options.delayMs ?? RETRY_DEFAULTS.delayMs;
  const sleep = options.sleep ?? realSleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      const retryable = options.shouldRetry ? options.shouldRetry(error, attempt) : true;
      if (!retryable || attempt === attempts) break;
      await sleep(delayMs(attempt));
    }
  }
  if ('fallback' in options && options.fallback !== undefined) {
    const { fallback } = options;
    return typeof fallback === 'function' ? await (fallback as () => T | Promise<T>)() : fallback;
  }
  throw lastError;
}
