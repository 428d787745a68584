import type { MeResponse } from '../../../shared/schemas/auth';
import { api, isApiError } from '../api-client';

/**
 * Calls to Better Auth's endpoints (mounted at /api/auth) and to /api/me, through the one API client.
 * Plain fetch: the better-auth client bundle would only wrap these same requests.
 */
export type SessionUser = MeResponse;

export const authKeys = {
  all: ['auth'] as const,
  me: () => ['auth', 'me'] as const,
};

/** Where the verification link in the sign-up email lands (the login page shows a banner for it). */
export const EMAIL_VERIFIED_CALLBACK = '/login?message=email-verified';
export const RESET_PASSWORD_PATH = '/reset-password';

/** The signed-in person, or null when signed out (401). */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await api.get<SessionUser>('/api/me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function signInWithEmail(input: { email: string; password: string }) {
  return api.post<unknown>('/api/auth/sign-in/email', input);
}

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return api.post<unknown>('/api/auth/sign-up/email', { ...input, callbackURL: EMAIL_VERIFIED_CALLBACK });
}

export function signOutSession() {
  return api.post<unknown>('/api/auth/sign-out');
}

export function requestPasswordResetEmail(email: string) {
  return api.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: RESET_PASSWORD_PATH });
}

export function resetPasswordWithToken(input: { newPassword: string; token: string }) {
  return api.post<unknown>('/api/auth/reset-password', input);
}
