import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApi } from '#shared/api/social';
import type { SocialProfileResponse, UpdateSocialPrivacyInput, UpdateSocialProfileInput } from '#shared/schemas/social';
import { areaKey, call, queryKeyFor } from '#client/lib/api-call';

/** The person's social profile (built from the account until first saved), through its contract. */
export const socialProfileQuery = () =>
  queryOptions({ queryKey: queryKeyFor(socialApi.profile, {}), queryFn: ({ signal }) => call(socialApi.profile, {}, { signal }) });

/** A save answers with the whole profile; the hub and people pages are marked stale (names and visibility change). */
function useProfileSave<I>(save: (input: I) => Promise<SocialProfileResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (data) => queryClient.setQueryData(socialProfileQuery().queryKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey(socialApi.profile) }),
  });
}

export const useSaveSocialProfile = () => useProfileSave((body: UpdateSocialProfileInput) => call(socialApi.updateProfile, { body }));
export const useSaveSocialPrivacy = () => useProfileSave((body: UpdateSocialPrivacyInput) => call(socialApi.updatePrivacy, { body }));
