/** Idle timeout (admin Settings tab: 'Session Timeout', default 60 minutes). */

/** How often a session's last-seen stamp is written: at most once a minute per session. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export function isSessionIdle(lastSeenAt: Date, now: Date, timeoutMinutes: number): boolean {
  return now.getTime() - lastSeenAt.getTime() > timeoutMinutes * 60_000;
}

export function shouldRecordActivity(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS;
}
