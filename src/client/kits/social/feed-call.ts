import { socialApi } from '#shared/api/social';
import { FEED_PAGE_SIZE } from '#shared/social/rules';
import { call } from '#client/lib/api-call';

/** One page of the feed through its contract (loaded on demand by socialFeedQuery: zod is not on the first load). */
export function feedPage(cursor: string | null, signal?: AbortSignal) {
  return call(socialApi.feed, { query: { limit: FEED_PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, { signal });
}
