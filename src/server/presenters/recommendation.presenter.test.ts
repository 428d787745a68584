import { describe, expect, it } from 'vitest';
import { effectiveStatus, INTERRUPTED_RUN_MESSAGE } from './recommendation.presenter';

describe('effectiveStatus', () => {
  const createdAt = new Date('2026-11-22T10:00:00Z');
  const viewer = { now: new Date('2026-11-22T10:01:00Z'), staleAfterMs: 90_000 };

  it('keeps a run that may still be working', () => {
    expect(effectiveStatus({ status: 'running', createdAt, error: null }, viewer)).toEqual({ status: 'running', error: null });
  });

  it('shows a run unfinished after the longest batch as interrupted', () => {
    const later = { ...viewer, now: new Date('2026-11-22T10:02:00Z') };
    expect(effectiveStatus({ status: 'running', createdAt, error: null }, later)).toEqual({ status: 'failed', error: INTERRUPTED_RUN_MESSAGE });
    expect(effectiveStatus({ status: 'completed', createdAt, error: null }, later)).toEqual({ status: 'completed', error: null });
  });
});
