import type { JobDefinition } from './types.js';

export type JobSchedule = NonNullable<JobDefinition['schedule']>;

/**
 * The period a schedule is in at `now`: its unique key (one row per period across every instance, thanks
 * to the unique index) and when that period's run is due. A daily job enqueued before its hour waits for
 * it; one enqueued after (the server was down at that hour) runs at once.
 */
export function scheduledRun(name: string, schedule: JobSchedule, now: Date): { uniqueKey: string; runAt: Date } {
  if ('everyMinutes' in schedule) {
    const periodMs = Math.max(1, Math.floor(schedule.everyMinutes)) * 60_000;
    const start = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
    return { uniqueKey: `${name}:${start.toISOString().slice(0, 16)}`, runAt: start };
  }
  const day = now.toISOString().slice(0, 10);
  const runAt = new Date(`${day}T00:00:00.000Z`);
  runAt.setUTCHours(schedule.dailyAtUtcHour);
  return { uniqueKey: `${name}:${day}`, runAt };
}
