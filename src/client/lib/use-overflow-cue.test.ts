import { describe, expect, it } from 'vitest';
import { overflowCueOf } from './use-overflow-cue';

describe('overflowCueOf', () => {
  it('says what is out of sight on either side', () => {
    expect(overflowCueOf({ scrollLeft: 0, clientWidth: 343, scrollWidth: 1100 })).toEqual({ before: false, after: true });
    expect(overflowCueOf({ scrollLeft: 300, clientWidth: 343, scrollWidth: 1100 })).toEqual({ before: true, after: true });
    expect(overflowCueOf({ scrollLeft: 757, clientWidth: 343, scrollWidth: 1100 })).toEqual({ before: true, after: false });
  });

  it('shows no cue when everything fits, sub-pixel widths included', () => {
    expect(overflowCueOf({ scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200.5 })).toEqual({ before: false, after: false });
  });
});
