import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialProfileResponse, UpdateSocialPrivacyInput, UpdateSocialProfileInput } from '#shared/schemas/social';
import { api } from '#client/lib/api-client';
import { socialKeys } from '#client/kits/social';

/** The person's social profile (built from the account until first saved). */
export const socialProfileQuery = () =>
  queryOptions({ queryKey: socialKeys.profile(), queryFn: ({ signal }) => api.get<SocialProfileResponse>('/api/social/profile', { signal }) });

/** A save answers with the whole profile; the hub and people pages are marked stale (names and visibility change). */
function useProfileSave<I extends Record<string, unknown>>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.put<SocialProfileResponse>(path, input),
    onSuccess: (data) => queryClient.setQueryData(socialKeys.profile(), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}

export const useSaveSocialProfile = () => useProfileSave<UpdateSocialProfileInput>('/api/social/profile');
export const useSaveSocialPrivacy = () => useProfileSave<UpdateSocialPrivacyInput>('/api/social/profile/privacy');
