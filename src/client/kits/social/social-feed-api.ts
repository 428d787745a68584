import { infiniteQueryOptions } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '#shared/social/rules';

/**
 * The social keys the first load needs: the contract's (src/shared/api/social.ts), [area, name, input], so one
 * invalidation of `all` refreshes the hub, a person's page and the home card together. Written out here, and
 * proven equal to areaKey/queryKeyFor by social-feed-api.test.ts, because the home page (its Friend Activity
 * card), the signed-in header and the legacy import are on first loads and must not pull the contract's zod
 * schemas in (decision 180). The feed's call itself is loaded on demand (feed-call.ts), once someone signed in
 * reads it.
 */
export const FEED_QUERY = { limit: FEED_PAGE_SIZE } as const;

export const socialKeys = {
  all: ['social'] as const,
  feed: () => ['social', 'feed', { query: FEED_QUERY }] as const,
};

/** The feed, FEED_PAGE_SIZE (20) at a time, newest first; the next page starts after the previous page's last id. */
export const socialFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: socialKeys.feed(),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const { feedPage } = await import('./feed-call');
      return feedPage(pageParam, signal);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
