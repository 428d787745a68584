import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [60 * SECOND, '1m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY + 23 * HOUR, '6d ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(timeAgo(ago(elapsed), now)).toBe(text);
  });

  it('shows the local date from seven days on', () => {
    const at = ago(7 * DAY);
    expect(timeAgo(at, now, 'en-US')).toBe(at.toLocaleDateString('en-US'));
    expect(timeAgo(at, now, 'de-DE')).toBe(at.toLocaleDateString('de-DE'));
  });

  it('reads ISO strings as the API sends them', () => {
    expect(timeAgo(ago(5 * MINUTE).toISOString(), now)).toBe('5m ago');
  });

  it('treats a time slightly in the future as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * SECOND), now)).toBe('Just now');
  });
});
