import type { ZodType } from 'zod';
import type { AppContext } from '#server/app-context.js';

export interface JobLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a job handler receives: the app context (the same services as the web app) and the worker's log. */
export type JobContext = AppContext & { log: JobLog };

/**
 * A background job: the worker claims rows of the jobs table with a lease, so a job runs on one
 * instance only. A schedule makes the worker enqueue it with a unique key per period (once across instances).
 */
export interface JobDefinition<P = unknown> {
  name: string;
  payload: ZodType<P>;
  handle(payload: P, ctx: JobContext): Promise<void>;
  schedule?: { everyMinutes: number } | { dailyAtUtcHour: number };
}
