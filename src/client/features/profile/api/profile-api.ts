import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '#shared/api/account';
import { notificationPreferencesApi } from '#shared/api/notifications';
import type { EmailPreferencesInput } from '#shared/schemas/email-preferences';
import type { NotificationPreferencesInput } from '#shared/schemas/notification-preferences';
import type { ChangePasswordInput, OnboardingInput, ProfileResponse, UpdateProfileInput } from '#shared/schemas/profile';
import { api } from '#client/lib/api-client';
import { call, queryKeyFor } from '#client/lib/api-call';
import { useAuth } from '#client/lib/auth/auth-context';

/**
 * The person's own profile: reads and changes through their contracts (src/shared/api/account.ts), keys from
 * queryKeyFor. (The profile change, onboarding and the avatar upload have no contract yet: raw helper.)
 */
const profileKey = () => queryKeyFor(profileApi.profile, {});
const emailPreferencesKey = () => queryKeyFor(profileApi.emailPreferences, {});
const notificationPreferencesKey = () => queryKeyFor(notificationPreferencesApi.read, {});

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey(),
    queryFn: ({ signal }) => call(profileApi.profile, {}, { signal }),
  });

export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: emailPreferencesKey(),
    queryFn: ({ signal }) => call(profileApi.emailPreferences, {}, { signal }),
  });

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationPreferencesKey(),
    queryFn: ({ signal }) => call(notificationPreferencesApi.read, {}, { signal }),
  });

/** The avatar as multipart form data (the server judges the bytes, not the name or type). */
function uploadAvatar(file: File): Promise<ProfileResponse> {
  return api.upload<ProfileResponse>('/api/profile/avatar', { avatar: file });
}

/**
 * A profile change also changes what /api/me says (name, avatar, onboarding): the cached profile is
 * replaced by the answer and the session is reloaded, so the header and the guard see it at once.
 */
function useProfileChange<I>(change: (input: I) => Promise<ProfileResponse>) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: change,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKey(), profile);
      await refresh();
    },
  });
}

export const useUpdateProfile = () => useProfileChange((input: UpdateProfileInput) => api.patch<ProfileResponse>('/api/profile', input));
export const useFinishOnboarding = () =>
  useProfileChange((input: OnboardingInput) => api.post<ProfileResponse>('/api/profile/onboarding', input));
export const useUploadAvatar = () => useProfileChange(uploadAvatar);
export const useRemoveAvatar = () => useProfileChange(() => call(profileApi.removeAvatar, {}));

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailPreferencesInput) => call(profileApi.updateEmailPreferences, { body: input }),
    onSuccess: (preferences) => queryClient.setQueryData(emailPreferencesKey(), preferences),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) => call(notificationPreferencesApi.update, { body: input }),
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesKey(), preferences),
  });
}

export function changePassword(input: ChangePasswordInput) {
  return call(profileApi.changePassword, { body: input });
}

export function deleteAccount(confirm: string) {
  return call(profileApi.deleteAccount, { body: { confirm } });
}
