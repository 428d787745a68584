import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultWishlistApi } from '#shared/api/default-wishlist';
import { productsApi } from '#shared/api/products';
import { recipientsApi } from '#shared/api/recipients';
import { recommendationsApi } from '#shared/api/recommendations';
import { wishlistsApi } from '#shared/api/wishlists';
import type { Budget, CreateRecommendationRequest, Feedback, RecommendationRun } from '#shared/schemas/gift-finder';
import { areaKey, call, endpointKey, queryKeyFor } from '#client/lib/api-call';

/** The keys of the runs, from their contracts (src/shared/api/recommendations.ts). */
const recommendationKeys = {
  runs: () => endpointKey(recommendationsApi.list),
  run: (id: string) => queryKeyFor(recommendationsApi.read, { params: { id } }),
};

// Other areas' caches this kit marks stale: their contracts' area keys (a run may save a recipient; a pick goes to the heart's list).
const RECIPIENTS_KEY = areaKey(recipientsApi.list);
const WISHLISTS_KEY = areaKey(wishlistsApi.mine);
const PRODUCTS_KEY = areaKey(productsApi.bestsellers);

/** While a run is still being worked on, the page asks again this often. */
const RUN_POLL_MS = 1500;

export function isRunWorking(run: Pick<RecommendationRun, 'status'> | undefined): boolean {
  return run?.status === 'pending' || run?.status === 'running';
}

export const runQuery = (id: string) =>
  queryOptions({
    queryKey: recommendationKeys.run(id),
    queryFn: async ({ signal }) => (await call(recommendationsApi.read, { params: { id } }, { signal })).run,
    // A stored run only changes through this page's own actions, which put the answer in the cache.
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (isRunWorking(query.state.data) ? RUN_POLL_MS : false),
  });

export const runListQuery = () =>
  queryOptions({
    queryKey: recommendationKeys.runs(),
    queryFn: async ({ signal }) => (await call(recommendationsApi.list, {}, { signal })).runs,
    staleTime: 0,
  });

function storeRun(queryClient: QueryClient, run: RecommendationRun) {
  queryClient.setQueryData(recommendationKeys.run(run.id), run);
}

/** 'Find Perfect Gifts': a new run from the wizard's profile; the answer is cached for the page it opens. */
export function useCreateRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateRecommendationRequest) => (await call(recommendationsApi.create, { body: request })).run,
    onSuccess: async (run) => {
      storeRun(queryClient, run);
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.runs() });
      // A named recipient may have been saved with it.
      await queryClient.invalidateQueries({ queryKey: RECIPIENTS_KEY });
    },
  });
}

/** 'Show more ideas' and 'Update budget': a new batch on top, never repeating what was shown. */
export function useRegenerate(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { budget?: Budget }) => (await call(recommendationsApi.regenerate, { params: { id: runId }, body })).run,
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
      (await call(recommendationsApi.feedback, { params: { id: runId, itemId }, body: { feedback } })).run,
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
    mutationFn: (itemId: string) => call(defaultWishlistApi.addItem, { body: { recommendationItemId: itemId } }),
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
        queryClient.invalidateQueries({ queryKey: WISHLISTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY, refetchType: 'none' }),
      ]);
    },
  });
}
