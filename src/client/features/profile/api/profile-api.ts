import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, EmailPreferencesInput } from '#shared/schemas/email-preferences';
import type { NotificationPreferences, NotificationPreferencesInput } from '#shared/schemas/notification-preferences';
import type { ChangePasswordInput, OnboardingInput, ProfileResponse, UpdateProfileInput } from '#shared/schemas/profile';
import { api, apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';

/** The person's own profile: query keys, reads and changes (all through the one API client). */
const profileKeys = {
  all: ['profile'] as const,
  own: () => ['profile', 'own'] as const,
  emailPreferences: () => ['profile', 'email-preferences'] as const,
  notificationPreferences: () => ['profile', 'notification-preferences'] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.own(),
    queryFn: ({ signal }) => api.get<ProfileResponse>('/api/profile', { signal }),
  });

export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: profileKeys.emailPreferences(),
    queryFn: ({ signal }) => api.get<EmailPreferences>('/api/profile/email-preferences', { signal }),
  });

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: profileKeys.notificationPreferences(),
    queryFn: ({ signal }) => api.get<NotificationPreferences>('/api/notifications/preferences', { signal }),
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
      queryClient.setQueryData(profileKeys.own(), profile);
      await refresh();
    },
  });
}

export const useUpdateProfile = () => useProfileChange((input: UpdateProfileInput) => api.patch<ProfileResponse>('/api/profile', input));
export const useFinishOnboarding = () =>
  useProfileChange((input: OnboardingInput) => api.post<ProfileResponse>('/api/profile/onboarding', input));
export const useUploadAvatar = () => useProfileChange(uploadAvatar);
export const useRemoveAvatar = () => useProfileChange(() => api.delete<ProfileResponse>('/api/profile/avatar'));

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailPreferencesInput) => api.put<EmailPreferences>('/api/profile/email-preferences', input),
    onSuccess: (preferences) => queryClient.setQueryData(profileKeys.emailPreferences(), preferences),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) => api.put<NotificationPreferences>('/api/notifications/preferences', input),
    onSuccess: (preferences) => queryClient.setQueryData(profileKeys.notificationPreferences(), preferences),
  });
}

export function changePassword(input: ChangePasswordInput) {
  return api.post<{ otherSessionsEnded: number }>('/api/profile/password', input);
}

export function deleteAccount(confirm: string) {
  return apiRequest<{ deleted: true }>('/api/profile', { method: 'DELETE', body: { confirm } });
}
