import { describe, expect, it } from 'vitest';
import { bestMatch, type IdeaCandidate } from './idea-matcher.js';

const candidate = (id: string, over: Partial<Omit<IdeaCandidate, 'product'>> = {}): IdeaCandidate => ({
  product: { id, title: `Product ${id}` } as IdeaCandidate['product'],
  rank: 0.5,
  hits: 3,
  total: 3,
  inBudget: true,
  ...over,
});

describe('bestMatch: the best of an idea\'s candidates (in the query\'s order) given what was shown', () => {
  it('takes the first candidate not shown yet among those with the most title words, within the budget first', () => {
    const list = [candidate('a'), candidate('b', { rank: 0.3 }), candidate('c', { hits: 2 })];
    expect(bestMatch(list, new Set())?.product.id).toBe('a');
    expect(bestMatch(list, new Set(['a']))?.product.id).toBe('b');
  });

  it('never prefers a weaker match that was not shown: when the best group is all shown, the first of it answers', () => {
    const list = [candidate('a'), candidate('b', { inBudget: false }), candidate('c', { hits: 2 })];
    expect(bestMatch(list, new Set(['a']))?.product.id).toBe('a');
  });

  it('is null without candidates, or when the match covers too little of the title or ranks too low', () => {
    expect(bestMatch([], new Set())).toBeNull();
    expect(bestMatch([candidate('a', { hits: 1, total: 3 })], new Set())).toBeNull();
    expect(bestMatch([candidate('a', { hits: 1, total: 2 })], new Set())).toBeNull();
    expect(bestMatch([candidate('a', { rank: 0.1 })], new Set())).toBeNull();
    expect(bestMatch([candidate('a', { hits: 1, total: 1 })], new Set())).toMatchObject({ coverage: 1 });
  });
});
