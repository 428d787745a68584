import { describe, expect, it } from 'vitest';
import { activeSince } from './admin-stats.service.js';

describe('activeSince', () => {
  it('is exactly 30 days before now by default', () => {
    expect(activeSince(new Date('2025-03-31T12:00:00Z')).toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });

  it('takes another window in days', () => {
    expect(activeSince(new Date('2025-03-31T12:00:00Z'), 1).toISOString()).toBe('2025-03-30T12:00:00.000Z');
  });
});
