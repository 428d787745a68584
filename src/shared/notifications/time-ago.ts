/** core-app.md 9: the time-ago thresholds (60 s, 1 h, 1 day, 7 days). */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * How long ago a notification arrived, as the bell shows it: 'Just now' under a minute, then 'Nm ago',
 * 'Nh ago', 'Nd ago' under a week, and after that the date in the reader's own format. A time slightly in
 * the future (another device's clock) counts as 'Just now'.
 */
export function timeAgo(date: Date | string, now: Date, locale?: string): string {
  const at = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return at.toLocaleDateString(locale);
}
