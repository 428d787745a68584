import { describe, expect, it } from 'vitest';
import { socialApi } from '#shared/api/social';
import { areaKey, queryKeyFor } from '#client/lib/api-call';
import { FEED_QUERY, socialKeys } from './social-feed-api';

describe('the social keys written out for the first load', () => {
  it('equal the contract-derived keys', () => {
    expect(socialKeys.all).toEqual(areaKey(socialApi.feed));
    expect(socialKeys.feed()).toEqual(queryKeyFor(socialApi.feed, { query: FEED_QUERY }));
  });
});
