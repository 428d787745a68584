import { describe, expect, it } from 'vitest';
import { homeStatsFrom } from './home-stats.service.js';

const DEFAULTS = [
  { key: 'successRate', value: '95%', label: 'Success Rate' },
  { key: 'users', value: '500K+', label: 'Happy Users' },
  { key: 'giftsRecommended', value: '2M+', label: 'Gifts Recommended' },
];

describe('homeStatsFrom', () => {
  it('gives the spec’s claims when nothing is stored', () => {
    expect(homeStatsFrom(undefined)).toEqual({ stats: DEFAULTS });
    expect(homeStatsFrom('nonsense')).toEqual({ stats: DEFAULTS });
    expect(homeStatsFrom([1, 2, 3])).toEqual({ stats: DEFAULTS });
  });

  it('uses stored figures and labels, tile by tile and part by part', () => {
    const stats = homeStatsFrom({ users: { value: '12K+' }, giftsRecommended: { value: ' 40K+ ', label: 'Ideas found' } }).stats;
    expect(stats).toEqual([
      DEFAULTS[0],
      { key: 'users', value: '12K+', label: 'Happy Users' },
      { key: 'giftsRecommended', value: '40K+', label: 'Ideas found' },
    ]);
  });

  it('ignores malformed parts', () => {
    const stats = homeStatsFrom({ successRate: { value: '', label: 42 }, users: { value: 'far too long a figure' } }).stats;
    expect(stats).toEqual(DEFAULTS);
  });
});
