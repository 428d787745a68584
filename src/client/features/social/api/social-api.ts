import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Comment,
  FriendRequest,
  PersonPageResponse,
  PersonSummary,
  RespondFriendRequestInput,
  SocialStats,
  Suggestion,
} from '#shared/schemas/social';
import { api } from '#client/lib/api-client';
import { socialKeys } from '#client/kits/social';

const enc = encodeURIComponent;

// ---------------------------------------------------------------------------------------------------------
// Reads

export const statsQuery = () =>
  queryOptions({ queryKey: socialKeys.stats(), queryFn: ({ signal }) => api.get<SocialStats>('/api/social/stats', { signal }) });

export interface Friend {
  connectionId: string;
  since: string;
  person: PersonSummary;
}
export const friendsQuery = () =>
  queryOptions({ queryKey: socialKeys.friends(), queryFn: ({ signal }) => api.get<{ friends: Friend[] }>('/api/social/friends', { signal }) });

export const requestsQuery = () =>
  queryOptions({
    queryKey: socialKeys.requests(),
    queryFn: ({ signal }) => api.get<{ received: FriendRequest[]; sent: FriendRequest[] }>('/api/social/requests', { signal }),
  });

export const suggestionsQuery = () =>
  queryOptions({
    queryKey: socialKeys.suggestions(),
    queryFn: ({ signal }) => api.get<{ suggestions: Suggestion[] }>('/api/social/suggestions', { signal }),
  });

export const blocksQuery = () =>
  queryOptions({ queryKey: socialKeys.blocks(), queryFn: ({ signal }) => api.get<{ blocked: PersonSummary[] }>('/api/social/blocks', { signal }) });

export const peopleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: socialKeys.search(q),
    queryFn: ({ signal }) => api.get<{ people: PersonSummary[] }>(`/api/social/people?q=${enc(q)}`, { signal }),
  });

export const personQuery = (id: string) =>
  queryOptions({
    queryKey: socialKeys.person(id),
    queryFn: ({ signal }) => api.get<PersonPageResponse>(`/api/social/people/${enc(id)}`, { signal }),
    retry: false,
  });

export const commentsQuery = (activityId: string) =>
  queryOptions({
    queryKey: socialKeys.comments(activityId),
    queryFn: ({ signal }) => api.get<{ comments: Comment[] }>(`/api/social/activities/${enc(activityId)}/comments`, { signal }),
  });

export interface InviteLinkInfo {
  inviter: { id: string; displayName: string; avatarUrl: string | null };
  expiresAt: string;
}
export const inviteLinkQuery = (token: string) =>
  queryOptions({
    queryKey: socialKeys.inviteLink(token),
    queryFn: ({ signal }) => api.get<InviteLinkInfo>(`/api/social/invite-links/${enc(token)}`, { signal }),
    retry: false,
  });

// ---------------------------------------------------------------------------------------------------------
// Changes: each marks every social query stale (stats, lists, the feed and people follow from one change).

function useSocialMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}

export const useSendRequest = () => useSocialMutation((userId: string) => api.post<{ request: FriendRequest }>('/api/social/requests', { userId }));

export const useRespondRequest = () =>
  useSocialMutation(({ id, response }: { id: string; response: RespondFriendRequestInput['response'] }) =>
    api.post<{ status: string; person: PersonSummary }>(`/api/social/requests/${enc(id)}/respond`, { response }),
  );

export const useCancelRequest = () => useSocialMutation((id: string) => api.delete<void>(`/api/social/requests/${enc(id)}`));

export const useRemoveFriend = () => useSocialMutation((userId: string) => api.delete<void>(`/api/social/friends/${enc(userId)}`));

export const useBlock = () => useSocialMutation((userId: string) => api.post<{ person: PersonSummary }>('/api/social/blocks', { userId }));

export const useUnblock = () => useSocialMutation((userId: string) => api.delete<void>(`/api/social/blocks/${enc(userId)}`));

export const useDismissSuggestion = () => useSocialMutation((userId: string) => api.post<void>(`/api/social/suggestions/${enc(userId)}/dismiss`));

export const useInviteByEmail = () => useSocialMutation((email: string) => api.post<{ sent: true }>('/api/social/invites', { email }));

export const useCreateInviteLink = () => useSocialMutation(() => api.post<{ url: string; token: string; expiresAt: string }>('/api/social/invite-links'));

export const useAcceptInviteLink = (token: string) =>
  useSocialMutation(() => api.post<{ person: PersonSummary }>(`/api/social/invite-links/${enc(token)}/accept`));

export const useToggleLike = () =>
  useSocialMutation((activityId: string) => api.post<{ liked: boolean; likeCount: number }>(`/api/social/activities/${enc(activityId)}/like`));

export const useShareActivity = () =>
  useSocialMutation((activityId: string) => api.post<{ url: string; shareCount: number }>(`/api/social/activities/${enc(activityId)}/share`));

export const useAddComment = (activityId: string) =>
  useSocialMutation((body: string) => api.post<{ comment: Comment }>(`/api/social/activities/${enc(activityId)}/comments`, { body }));

export const useEditComment = () =>
  useSocialMutation(({ id, body }: { id: string; body: string }) => api.patch<{ comment: Comment }>(`/api/social/comments/${enc(id)}`, { body }));

export const useDeleteComment = () => useSocialMutation((id: string) => api.delete<void>(`/api/social/comments/${enc(id)}`));
