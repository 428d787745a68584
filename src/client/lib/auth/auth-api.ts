import type { MeResponse, SessionResponse } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client';

/**
 * Calls to Better Auth's endpoints (mounted at /api/auth) and to the session probe, through the one API client.
 * Plain fetch: the better-auth client bundle would only wrap these same requests.
 */
export type SessionUser = MeResponse;

/**
 * The session probe's key: the contract's (sessionApi.session in src/shared/api/account.ts), written out
 * because this module is on the signed-out first load of / and /login, which must not pull zod in
 * (decision 180); auth-api.test.ts proves it equal to queryKeyFor's.
 */
export const authKeys = {
  all: ['session'] as const,
  me: () => ['session', 'session', {}] as const,
};

/** The contract's path of the session probe (the test checks it). */
export const SESSION_PATH = '/api/session';

/** Where the verification link in the sign-up email lands (the login page shows a banner for it). */
const EMAIL_VERIFIED_CALLBACK = '/login?message=email-verified';
const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The signed-in person, or null when signed out. GET /api/session answers 200 either way, so a signed-out page
 * logs no failed request; it is the one place to swap for a session state embedded in the page.
 */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  return (await api.get<SessionResponse>(SESSION_PATH, { signal })).user;
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

/** 'Resend verification email': answered the same whether or not the address has an unverified account. */
export function resendVerificationEmail(email: string) {
  return api.post<unknown>('/api/auth/send-verification-email', { email, callbackURL: EMAIL_VERIFIED_CALLBACK });
}

export function resetPasswordWithToken(input: { newPassword: string; token: string }) {
  return api.post<unknown>('/api/auth/reset-password', input);
}
