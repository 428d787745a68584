import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '#shared/api/account';
import { notificationPreferencesApi, notificationsApi } from '#shared/api/notifications';
import type { EmailPreferencesInput } from '#shared/schemas/email-preferences';
import type { NotificationPreferencesInput } from '#shared/schemas/notification-preferences';
import type { ChangePasswordInput, ProfileResponse } from '#shared/schemas/profile';
import type { CallInput } from '#shared/api/contract';
import { areaKey, call, queryKeyFor } from '#client/lib/api-call';
import { useAuth } from '#client/lib/auth/auth-context';

/** The person's own profile: reads and changes through their contracts (src/shared/api/account.ts), keys from queryKeyFor. */
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
  return call(profileApi.uploadAvatar, { body: file });
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

type Body<E extends Parameters<typeof call>[0]> = CallInput<E> extends { body: infer B } ? B : never;

export const useUpdateProfile = () => useProfileChange((input: Body<typeof profileApi.update>) => call(profileApi.update, { body: input }));
/** Completing onboarding reads the welcome notification on the server, so the bell's lists are read again. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useProfileChange(async (input: Body<typeof profileApi.finishOnboarding>) => {
    const profile = await call(profileApi.finishOnboarding, { body: input });
    void queryClient.invalidateQueries({ queryKey: areaKey(notificationsApi.list) });
    return profile;
  });
}
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
