import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Activity } from '#shared/schemas/social';
import { FEED_PAGE_SIZE } from '#shared/social/rules';
import { api } from '#client/lib/api-client';

/**
 * Every social query key starts with 'social', so one invalidation after a change (a request answered, a like,
 * a comment) refreshes the hub, a person's page and the home card together.
 */
export const socialKeys = {
  all: ['social'] as const,
  feed: () => ['social', 'feed'] as const,
  profile: () => ['social', 'profile'] as const,
  stats: () => ['social', 'stats'] as const,
  friends: () => ['social', 'friends'] as const,
  requests: () => ['social', 'requests'] as const,
  suggestions: () => ['social', 'suggestions'] as const,
  blocks: () => ['social', 'blocks'] as const,
  search: (q: string) => ['social', 'search', q] as const,
  person: (id: string) => ['social', 'person', id] as const,
  comments: (activityId: string) => ['social', 'comments', activityId] as const,
  inviteLink: (token: string) => ['social', 'invite-link', token] as const,
};

interface FeedPage {
  activities: Activity[];
  nextCursor: string | null;
}

/** The feed, FEED_PAGE_SIZE (20) at a time, newest first; the next page starts after the previous page's last id. */
export const socialFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: socialKeys.feed(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<FeedPage>(`/api/social/feed?${params.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
