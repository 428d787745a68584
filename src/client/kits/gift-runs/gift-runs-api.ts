import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultWishlistItemResponse } from '#shared/schemas/default-wishlist';
import type {
  Budget,
  CreateRecommendationRequest,
  Feedback,
  RecommendationRun,
  RecommendationRunListResponse,
  RecommendationRunResponse,
} from '#shared/schemas/gift-finder';
import { api } from '#client/lib/api-client';

/** Every recommendations query key starts here. */
const recommendationKeys = {
  all: ['recommendations'] as const,
  runs: () => ['recommendations', 'runs'] as const,
  run: (id: string) => ['recommendations', 'run', id] as const,
};

/** While a run is still being worked on, the page asks again this often. */
const RUN_POLL_MS = 1500;

export function isRunWorking(run: Pick<RecommendationRun, 'status'> | undefined): boolean {
  return run?.status === 'pending' || run?.status === 'running';
}

const runPath = (id: string) => `/api/recommendations/${encodeURIComponent(id)}`;

export const runQuery = (id: string) =>
  queryOptions({
    queryKey: recommendationKeys.run(id),
    queryFn: async ({ signal }) => (await api.get<RecommendationRunResponse>(runPath(id), { signal })).run,
    // A stored run only changes through this page's own actions, which put the answer in the cache.
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (isRunWorking(query.state.data) ? RUN_POLL_MS : false),
  });

export const runListQuery = () =>
  queryOptions({
    queryKey: recommendationKeys.runs(),
    queryFn: async ({ signal }) => (await api.get<RecommendationRunListResponse>('/api/recommendations', { signal })).runs,
    staleTime: 0,
  });

function storeRun(queryClient: QueryClient, run: RecommendationRun) {
  queryClient.setQueryData(recommendationKeys.run(run.id), run);
}

/** 'Find Perfect Gifts': a new run from the wizard's profile; the answer is cached for the page it opens. */
export function useCreateRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateRecommendationRequest) =>
      (await api.post<RecommendationRunResponse>('/api/recommendations', request as unknown as Record<string, unknown>)).run,
    onSuccess: async (run) => {
      storeRun(queryClient, run);
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.runs() });
      // A named recipient may have been saved with it.
      await queryClient.invalidateQueries({ queryKey: ['recipients'] });
    },
  });
}

/** 'Show more ideas' and 'Update budget': a new batch on top, never repeating what was shown. */
export function useRegenerate(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { budget?: Budget }) =>
      (await api.post<RecommendationRunResponse>(`${runPath(runId)}/regenerate`, body as Record<string, unknown>)).run,
    onSuccess: async (run) => {
      storeRun(queryClient, run);
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.runs() });
    },
  });
}

export interface FeedbackChange {
  itemId: string;
  /** null takes the feedback back. */
  feedback: Feedback | null;
}

/** 'More like this' / 'Not this', kept for the run. The pick changes at once and goes back if the server refuses. */
export function useFeedback(runId: string) {
  const queryClient = useQueryClient();
  const key = recommendationKeys.run(runId);
  return useMutation({
    mutationFn: async ({ itemId, feedback }: FeedbackChange) =>
      (await api.post<RecommendationRunResponse>(`${runPath(runId)}/items/${encodeURIComponent(itemId)}/feedback`, { feedback })).run,
    onMutate: async ({ itemId, feedback }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RecommendationRun>(key);
      if (previous) {
        queryClient.setQueryData<RecommendationRun>(key, {
          ...previous,
          items: previous.items.map((item) => (item.id === itemId ? { ...item, feedback } : item)),
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (run) => storeRun(queryClient, run),
  });
}

/** 'Save to wishlist': the pick goes into the person's default wishlist (created when first needed). */
export function useSaveToWishlist(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.post<DefaultWishlistItemResponse>('/api/wishlists/default/items', { recommendationItemId: itemId }),
    onSuccess: async (_answer, itemId) => {
      const key = recommendationKeys.run(runId);
      const run = queryClient.getQueryData<RecommendationRun>(key);
      if (run) {
        queryClient.setQueryData<RecommendationRun>(key, {
          ...run,
          items: run.items.map((item) => (item.id === itemId && item.product ? { ...item, product: { ...item.product, inWishlist: true } } : item)),
        });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
        queryClient.invalidateQueries({ queryKey: ['products'], refetchType: 'none' }),
      ]);
    },
  });
}
