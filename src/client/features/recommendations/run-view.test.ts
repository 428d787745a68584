import { describe, expect, it } from 'vitest';
import type { RecommendationItem } from '#shared/schemas/gift-finder';
import { addedPicks, budgetLabel, engineLabel, isMissingRun, runTitle, splitBatches } from './run-view';

function item(id: string, batch: number, position: number): RecommendationItem {
  return {
    id,
    batch,
    position,
    title: id,
    description: null,
    reasons: [],
    price: 10,
    giftScore: 85,
    searchUrl: null,
    feedback: null,
    product: null,
  };
}

describe('run view', () => {
  it('titles the page with the name, or without one', () => {
    expect(runTitle('Ada')).toBe('Gift ideas for Ada');
    expect(runTitle('  ')).toBe('Gift ideas');
    expect(runTitle(null)).toBe('Gift ideas');
  });

  it('says which engine answered', () => {
    expect(engineLabel({ source: 'ai', model: 'anthropic/claude-sonnet-4' })).toBe('Picked by AI (anthropic/claude-sonnet-4)');
    expect(engineLabel({ source: 'ai', model: null })).toBe('Picked by AI');
    expect(engineLabel({ source: 'local', model: null })).toBe('Picked by Giftwise matching');
  });

  it('writes budgets in dollars, with cents only when there are some', () => {
    expect(budgetLabel({ min: 0, max: 100 })).toBe('$0 – $100');
    expect(budgetLabel({ min: 12.5, max: 1000 })).toBe('$12.50 – $1,000');
  });

  it('puts the newest batch on top and keeps earlier batches below, newest first, each in order', () => {
    const { latest, earlier } = splitBatches([item('a2', 1, 2), item('c1', 3, 1), item('a1', 1, 1), item('b1', 2, 1), item('c0', 3, 0)]);
    expect(latest.map((i) => i.id)).toEqual(['c0', 'c1']);
    expect(earlier.map((b) => [b.batch, b.items.map((i) => i.id)])).toEqual([
      [2, ['b1']],
      [1, ['a1', 'a2']],
    ]);
    expect(splitBatches([])).toEqual({ latest: [], earlier: [] });
  });

  it('counts the picks a regeneration added', () => {
    expect(addedPicks({ items: [item('a', 1, 0)] }, { items: [item('b', 2, 0), item('a', 1, 0)] })).toBe(1);
    expect(addedPicks({ items: [item('a', 1, 0)] }, { items: [item('a', 1, 0)] })).toBe(0);
    expect(addedPicks(undefined, { items: [item('a', 1, 0)] })).toBe(1);
  });

  it('treats 404 and a malformed id (400) as a missing search', () => {
    expect(isMissingRun({ status: 404 })).toBe(true);
    expect(isMissingRun({ status: 400 })).toBe(true);
    expect(isMissingRun({ status: 500 })).toBe(false);
    expect(isMissingRun(new TypeError('x'))).toBe(false);
    expect(isMissingRun(null)).toBe(false);
  });
});
