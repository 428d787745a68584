import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, EmailPreferencesInput } from '../../../../shared/schemas/email-preferences';
import type { ChangePasswordInput, OnboardingInput, ProfileResponse, UpdateProfileInput } from '../../../../shared/schemas/profile';
import { api, apiRequest, errorFromNetworkFailure, errorFromResponse } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** The person's own profile: query keys, reads and changes (all through the one API client). */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => ['profile', 'own'] as const,
  emailPreferences: () => ['profile', 'email-preferences'] as const,
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

/** The avatar as multipart form data (the server judges the bytes, not the name or type). */
export async function uploadAvatar(file: File): Promise<ProfileResponse> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/profile/avatar', { method: 'POST', body: form, credentials: 'include', headers: { accept: 'application/json' } });
  } catch (cause) {
    throw errorFromNetworkFailure(cause);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) throw errorFromResponse(response.status, body);
  return body as ProfileResponse;
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

export function changePassword(input: ChangePasswordInput) {
  return api.post<{ otherSessionsEnded: number }>('/api/profile/password', input);
}

export function deleteAccount(confirm: string) {
  return apiRequest<{ deleted: true }>('/api/profile', { method: 'DELETE', body: { confirm } });
}
