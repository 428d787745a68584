import { describe, expect, it } from 'vitest';
import { isCacheStale, updatedAgo } from './updated-ago';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('updatedAgo (core-app.md 9)', () => {
  it('says just now under an hour', () => {
    expect(updatedAgo(ago(0), now)).toBe('just now');
    expect(updatedAgo(ago(59 * MIN), now)).toBe('just now');
    expect(updatedAgo(new Date(now.getTime() + MIN), now)).toBe('just now');
  });

  it('says 1 hour ago, then N hours ago up to a day', () => {
    expect(updatedAgo(ago(HOUR), now)).toBe('1 hour ago');
    expect(updatedAgo(ago(2 * HOUR - 1), now)).toBe('1 hour ago');
    expect(updatedAgo(ago(2 * HOUR), now)).toBe('2 hours ago');
    expect(updatedAgo(ago(DAY - 1), now)).toBe('23 hours ago');
  });

  it('says yesterday, then N days ago', () => {
    expect(updatedAgo(ago(DAY), now)).toBe('yesterday');
    expect(updatedAgo(ago(2 * DAY - 1), now)).toBe('yesterday');
    expect(updatedAgo(ago(2 * DAY), now)).toBe('2 days ago');
    expect(updatedAgo(ago(10 * DAY), now)).toBe('10 days ago');
  });
});

describe('isCacheStale', () => {
  it('is stale when never refreshed or older than a day', () => {
    expect(isCacheStale(null, now)).toBe(true);
    expect(isCacheStale(ago(DAY), now)).toBe(false);
    expect(isCacheStale(ago(DAY + 1), now)).toBe(true);
  });
});
