import type { ZodType } from 'zod';
import type { Database } from '../db/client.js';
import type { Settings } from '../config/settings.js';

export interface JobContext {
  db: Database;
  settings: Settings;
  now: () => Date;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

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
