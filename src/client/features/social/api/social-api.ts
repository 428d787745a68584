import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApi } from '#shared/api/social';
import type { InviteLinkInfoResponse, LegacyImportInput, RespondFriendRequestInput } from '#shared/schemas/social';
import { areaKey, call, queryKeyFor } from '#client/lib/api-call';

/**
 * The social hub's calls, made through their contracts (src/shared/api/social.ts): URLs from the contract,
 * answers parsed with its schemas, keys from queryKeyFor. Every change marks the whole area stale (stats,
 * lists, the feed and people follow from one change). The feed itself is the kit's (kits/social).
 */

// ---------------------------------------------------------------------------------------------------------
// Reads

export const statsQuery = () =>
  queryOptions({ queryKey: queryKeyFor(socialApi.stats, {}), queryFn: ({ signal }) => call(socialApi.stats, {}, { signal }) });

export const friendsQuery = () =>
  queryOptions({ queryKey: queryKeyFor(socialApi.friends, {}), queryFn: ({ signal }) => call(socialApi.friends, {}, { signal }) });

export const requestsQuery = () =>
  queryOptions({ queryKey: queryKeyFor(socialApi.requests, {}), queryFn: ({ signal }) => call(socialApi.requests, {}, { signal }) });

export const suggestionsQuery = () =>
  queryOptions({
    queryKey: queryKeyFor(socialApi.suggestions, { query: {} }),
    queryFn: ({ signal }) => call(socialApi.suggestions, { query: {} }, { signal }),
  });

export const blocksQuery = () =>
  queryOptions({ queryKey: queryKeyFor(socialApi.blocks, {}), queryFn: ({ signal }) => call(socialApi.blocks, {}, { signal }) });

export const peopleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeyFor(socialApi.searchPeople, { query: { q } }),
    queryFn: ({ signal }) => call(socialApi.searchPeople, { query: { q } }, { signal }),
  });

export const personQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(socialApi.person, { params: { id } }),
    queryFn: ({ signal }) => call(socialApi.person, { params: { id } }, { signal }),
    retry: false,
  });

export const commentsQuery = (activityId: string) =>
  queryOptions({
    queryKey: queryKeyFor(socialApi.comments, { params: { id: activityId } }),
    queryFn: ({ signal }) => call(socialApi.comments, { params: { id: activityId } }, { signal }),
  });

export type InviteLinkInfo = InviteLinkInfoResponse;
export const inviteLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeyFor(socialApi.inviteLink, { params: { token } }),
    queryFn: ({ signal }) => call(socialApi.inviteLink, { params: { token } }, { signal }),
    retry: false,
  });

// ---------------------------------------------------------------------------------------------------------
// Changes: each marks every social query stale.

function useSocialMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey(socialApi.stats) }),
  });
}

export const useSendRequest = () => useSocialMutation((userId: string) => call(socialApi.sendRequest, { body: { userId } }));

export const useRespondRequest = () =>
  useSocialMutation(({ id, response }: { id: string; response: RespondFriendRequestInput['response'] }) =>
    call(socialApi.respondToRequest, { params: { id }, body: { response } }),
  );

export const useCancelRequest = () => useSocialMutation((id: string) => call(socialApi.cancelRequest, { params: { id } }));

export const useRemoveFriend = () => useSocialMutation((userId: string) => call(socialApi.removeFriend, { params: { userId } }));

export const useBlock = () => useSocialMutation((userId: string) => call(socialApi.block, { body: { userId } }));

export const useUnblock = () => useSocialMutation((userId: string) => call(socialApi.unblock, { params: { userId } }));

export const useDismissSuggestion = () => useSocialMutation((userId: string) => call(socialApi.dismissSuggestion, { params: { userId } }));

export const useInviteByEmail = () => useSocialMutation((email: string) => call(socialApi.invite, { body: { email } }));

export const useCreateInviteLink = () => useSocialMutation(() => call(socialApi.createInviteLink, {}));

export const useAcceptInviteLink = (token: string) => useSocialMutation(() => call(socialApi.acceptInviteLink, { params: { token } }));

export const useToggleLike = () => useSocialMutation((activityId: string) => call(socialApi.like, { params: { id: activityId } }));

export const useShareActivity = () => useSocialMutation((activityId: string) => call(socialApi.share, { params: { id: activityId } }));

export const useAddComment = (activityId: string) =>
  useSocialMutation((body: string) => call(socialApi.addComment, { params: { id: activityId }, body: { body } }));

export const useEditComment = () =>
  useSocialMutation(({ id, body }: { id: string; body: string }) => call(socialApi.editComment, { params: { id }, body: { body } }));

export const useDeleteComment = () => useSocialMutation((id: string) => call(socialApi.deleteComment, { params: { id } }));

/** The legacy import (legacy-social-import.tsx loads this module on demand, so zod stays off the first load). */
export const importLegacySocialData = (body: LegacyImportInput) => call(socialApi.legacyImport, { body });
